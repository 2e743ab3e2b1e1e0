import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENTS } from '../../src/contracts/live.js';

/**
 * A real socket.io client on the app's path, over websocket only, connected
 * or rejected with the server's connect error (a refused token says why).
 */
export function connect(url: string, token?: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Asks to watch a meetup's attendance; the ack says whether the server let the socket in. */
export const watchMeetup = (socket: Socket, meetupId: string) =>
  socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId }) as Promise<{
    ok: boolean;
    error?: string;
  }>;
