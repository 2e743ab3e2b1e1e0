import { describe, expect, it, vi } from 'vitest';
import { TEST_TOKEN } from '@/testing/data';
import { installFakeSocket } from '@/testing/fake-socket';
import { TOKEN_STORAGE_KEY } from './auth-token';
import { LIVE_EVENTS } from '@packmeet/backend/contracts/live';
import { ALBUM_PUSH } from '@packmeet/backend/contracts/photos';
import {
  onLiveReconnect,
  subscribeToMeetup,
  subscribeToNotifications,
  subscribeToPhotos,
} from './socket';

/** Resolves once the socket opened last has connected (the fake connects in a microtask). */
const connected = (server: ReturnType<typeof installFakeSocket>) =>
  vi.waitFor(() => {
    if (!server.sockets.at(-1)?.connected) throw new Error('not connected yet');
  });

describe('live socket (lib/socket.ts)', () => {
  it('connects lazily, as a visitor without a token, and shares one watch per meetup', async () => {
    const server = installFakeSocket();
    expect(server.sockets).toHaveLength(0);

    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeToMeetup('m-1', first);
    const stopSecond = subscribeToMeetup('m-1', second);
    await connected(server);

    expect(server.sockets).toHaveLength(1);
    expect(server.current.auth).toEqual({});
    expect(server.current.watchCount('m-1')).toBe(1);

    server.current.push({ meetupId: 'm-1', attendance: {} });
    server.current.push({ meetupId: 'm-2', attendance: {} });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith({ meetupId: 'm-1', attendance: {} });

    stopFirst();
    expect(server.current.watching()).toEqual(['m-1']);
    stopFirst();
    expect(server.current.watching()).toEqual(['m-1']);
    stopSecond();
    expect(server.current.watching()).toEqual([]);
    // Nothing left to watch: the socket closes until the next subscription.
    expect(server.current.disconnected).toBe(true);
  });

  it('watches a group’s photos; an album push reaches its meetup’s and its group’s subscribers', async () => {
    const server = installFakeSocket();
    const groupPage = vi.fn();
    const eventPage = vi.fn();
    const stopGroup = subscribeToPhotos('group', 'g-1', groupPage);
    const stopEvent = subscribeToPhotos('meetup', 'm-1', eventPage);
    await connected(server);
    expect(server.current.watchingGroups()).toEqual(['g-1']);
    expect(server.current.watching()).toEqual(['m-1']);

    const push = { meetupId: 'm-1', groupId: 'g-1', kind: 'removed', photoId: 'p-1' };
    server.current.push(push, ALBUM_PUSH);
    server.current.push({ ...push, meetupId: 'm-2' }, ALBUM_PUSH);
    server.current.push({ ...push, meetupId: 'm-3', groupId: 'g-2' }, ALBUM_PUSH);
    expect(eventPage.mock.calls).toEqual([[push]]);
    expect(groupPage.mock.calls).toEqual([[push], [{ ...push, meetupId: 'm-2' }]]);

    stopGroup();
    expect(server.current.watchingGroups()).toEqual([]);
    stopEvent();
    expect(server.current.disconnected).toBe(true);
  });

  it('sends the token in the handshake auth, never in a URL', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    const server = installFakeSocket();
    const stop = subscribeToMeetup('m-1', () => {});
    await connected(server);

    expect(server.current.auth).toEqual({ token: TEST_TOKEN });
    expect(JSON.stringify(server.current.emitted)).not.toContain(TEST_TOKEN);
    stop();
  });

  it('sends a watch made while connecting once the socket connects', async () => {
    const server = installFakeSocket({ connect: false });
    const stop = subscribeToMeetup('m-1', () => {});
    expect(server.current.emitted).toEqual([]);

    server.current.connectNow();

    expect(server.current.emitted).toEqual([
      { event: LIVE_EVENTS.watchMeetup, payload: { meetupId: 'm-1' } },
    ]);
    stop();
  });

  it('tells subscribers once when the server starts pushing, unless it already did when they came', async () => {
    const server = installFakeSocket({ connect: false });
    const early = vi.fn();
    const stopEarly = subscribeToMeetup('m-1', () => {}, early);
    expect(early).not.toHaveBeenCalled();

    server.current.connectNow();
    expect(early).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    const stopLate = subscribeToMeetup('m-1', () => {}, late);
    server.current.drop();
    server.current.connectNow();
    expect(late).not.toHaveBeenCalled();
    expect(early).toHaveBeenCalledTimes(1);
    stopEarly();
    stopLate();
  });

  it('re-watches everything after a reconnect and asks subscribers to refetch', async () => {
    const server = installFakeSocket();
    const refetch = vi.fn();
    const stopListening = onLiveReconnect(refetch);
    const stopA = subscribeToMeetup('m-1', () => {});
    const stopB = subscribeToMeetup('m-2', () => {});
    await connected(server);
    // The first connection is not a reconnect: the data was just fetched.
    expect(refetch).not.toHaveBeenCalled();

    server.current.drop();
    stopB();
    server.current.connectNow();

    expect(server.current.watchCount('m-1')).toBe(2);
    expect(server.current.watchCount('m-2')).toBe(1);
    expect(refetch).toHaveBeenCalledTimes(1);

    stopListening();
    server.current.drop();
    server.current.connectNow();
    expect(refetch).toHaveBeenCalledTimes(1);
    stopA();
  });

  it('asks a notification subscriber to read again at every connect, the first included', async () => {
    // The server joins the person's room as the socket connects: what was made before that
    // reached no socket, so the list read before the connect may be missing it.
    const server = installFakeSocket();
    const readAgain = vi.fn();
    const stop = subscribeToNotifications(() => {}, readAgain);
    await connected(server);
    expect(readAgain).toHaveBeenCalledTimes(1);

    server.current.drop();
    server.current.connectNow();
    expect(readAgain).toHaveBeenCalledTimes(2);

    stop();
  });

  it('forgets a token the server refuses, as an expired session, and watches on as a visitor', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    const server = installFakeSocket({ connect: false });
    const refetch = vi.fn();
    onLiveReconnect(refetch);
    const stop = subscribeToMeetup('m-1', () => {});
    expect(server.current.auth).toEqual({ token: TEST_TOKEN });

    server.current.refuse({ code: 'AUTH.INVALID_TOKEN' });

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(server.sockets).toHaveLength(2);
    expect(server.sockets[0]!.disconnected).toBe(true);
    expect(server.current.auth).toEqual({});
    server.current.connectNow();
    expect(server.current.watching()).toEqual(['m-1']);
    // Signed out now: what is shown is read again, as a visitor sees it.
    expect(refetch).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the token when the connection fails for any other reason', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    const server = installFakeSocket({ connect: false });
    const stop = subscribeToMeetup('m-1', () => {});

    server.current.refuse(undefined);

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(TEST_TOKEN);
    expect(server.sockets).toHaveLength(1);
    stop();
  });

  it('opens a fresh socket when the token changes, which counts as a reconnect', async () => {
    const server = installFakeSocket();
    const refetch = vi.fn();
    onLiveReconnect(refetch);
    const stopVisitor = subscribeToMeetup('m-1', () => {});
    await connected(server);
    expect(server.current.auth).toEqual({});

    window.localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    const stopMember = subscribeToMeetup('m-2', () => {});
    await connected(server);

    expect(server.sockets).toHaveLength(2);
    expect(server.sockets[0]!.disconnected).toBe(true);
    expect(server.current.auth).toEqual({ token: TEST_TOKEN });
    expect(server.current.watching().sort()).toEqual(['m-1', 'm-2']);
    expect(refetch).toHaveBeenCalledTimes(1);
    stopVisitor();
    stopMember();
  });
});
