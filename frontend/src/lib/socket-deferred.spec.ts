import { describe, expect, it, vi } from 'vitest';
import { deferredSocket, type LiveSocket } from './socket';

function fakeSocket() {
  const calls: string[] = [];
  const socket: LiveSocket = {
    connected: true,
    on: (event) => calls.push(`on ${event}`),
    off: (event) => calls.push(`off ${event}`),
    emit: (event) => calls.push(`emit ${event}`),
    disconnect: () => calls.push('disconnect'),
  };
  return { socket, calls };
}

function loader() {
  let resolve!: (socket: LiveSocket) => void;
  const promise = new Promise<LiveSocket>((r) => (resolve = r));
  return { load: () => promise, resolve };
}

describe('deferred socket (lib/socket.ts)', () => {
  it('reads as not connected and replays calls in order once the library has loaded', async () => {
    const { load, resolve } = loader();
    const socket = deferredSocket(load);
    const listener = vi.fn();
    socket.on('connect', listener);
    socket.emit('meetup:watch', { meetupId: 'm-1' });
    socket.off('connect', listener);
    expect(socket.connected).toBe(false);

    const real = fakeSocket();
    resolve(real.socket);
    await Promise.resolve();

    expect(real.calls).toEqual(['on connect', 'emit meetup:watch', 'off connect']);
    expect(socket.connected).toBe(true);
    socket.emit('meetup:unwatch');
    expect(real.calls.at(-1)).toBe('emit meetup:unwatch');
  });

  it('never opens when closed before the library arrives', async () => {
    const { load, resolve } = loader();
    const socket = deferredSocket(load);
    socket.on('connect', () => {});
    socket.disconnect();

    const real = fakeSocket();
    resolve(real.socket);
    await Promise.resolve();

    expect(real.calls).toEqual(['disconnect']);
    expect(socket.connected).toBe(false);
  });
});
