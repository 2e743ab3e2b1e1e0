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

/**
 * Resolves once everything the server sent `socket` before it answered this
 * round trip has arrived: socket.io keeps one connection's packets in order.
 * A push another socket in the same room has already received was written to
 * this one too, if at all, so after the fence its absence is proven without
 * waiting out a guessed delay.
 */
export async function fence(socket: Socket): Promise<void> {
  // Leaving a room the socket is not in changes nothing; only the answer matters.
  await socket.timeout(3_000).emitWithAck(LIVE_EVENTS.unwatchMeetup, { meetupId: 'fence' });
}
