import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * Several API processes sit behind a round-robin load balancer with no sticky
 * sessions (docs/operations.md): the live channel must open WebSocket first,
 * since long-polling's requests would land on processes that never saw the
 * session ("Session ID unknown").
 */
/** Just enough of a socket.io socket for the module to hold on to. */
const fakeSocket = () => {
  const socket = { connected: false, on: () => socket, off: () => socket, emit: () => socket };
  return { ...socket, io: { on: () => {} }, disconnect: () => {} };
};
const io = vi.fn((_options: object) => fakeSocket());
vi.mock('socket.io-client', () => ({ io }));

describe('the live channel’s transport', () => {
  afterEach(async () => {
    const { resetLiveSocket } = await import('./socket');
    resetLiveSocket();
  });

  it('opens socket.io WebSocket first, long-polling only as the fallback', async () => {
    const { setSocketFactory, subscribeToMeetup } = await import('./socket');
    // The real factory (the tests' setup installs a stand-in).
    setSocketFactory(null);
    const unsubscribe = subscribeToMeetup('m1', () => {});
    await vi.waitFor(() => expect(io).toHaveBeenCalledTimes(1));
    expect(io.mock.calls[0]![0]).toMatchObject({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
    });
    unsubscribe();
  });
});
