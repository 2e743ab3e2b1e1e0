import { act } from '@testing-library/react';
import { LIVE_EVENTS } from '@packmeet/backend/contracts/live';
import { setSocketFactory, type LiveSocket } from '@/lib/socket';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for socket.io's client socket (the shape `lib/socket.ts` uses). The test plays the
 * server: `connectNow()`, `drop()`, `push()`. Watches are acknowledged with `{ ok: true }`.
 */
export class FakeSocket implements LiveSocket {
  connected = false;
  disconnected = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Acknowledgements held back (`holdAcks`), for `acknowledge()` to send. */
  private readonly heldAcks: (() => void)[] = [];

  constructor(
    readonly auth: { token?: string },
    private readonly holdAcks = false,
  ) {}

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, payload?: unknown, ack?: unknown) {
    this.emitted.push({ event, payload });
    if (typeof ack === 'function') {
      if (this.holdAcks) this.heldAcks.push(() => ack({ ok: true }));
      else ack({ ok: true });
    }
    return this;
  }

  /** The server answers the watches it held back (see `holdAcks`). */
  acknowledge() {
    act(() => {
      for (const ack of this.heldAcks.splice(0)) ack();
    });
  }

  disconnect() {
    this.connected = false;
    this.disconnected = true;
    return this;
  }

  private fire(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  /** The server accepts the connection (first connect, or a reconnect after `drop`). */
  connectNow() {
    this.connected = true;
    this.fire('connect');
  }

  /** The server refuses the handshake: socket.io's `connect_error`, carrying the server's `data`. */
  refuse(data?: unknown) {
    this.connected = false;
    act(() => this.fire('connect_error', Object.assign(new Error('refused'), { data })));
  }

  /** The connection is lost. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  /** The server pushes `event` (by default 'meetup:attendance') with `payload`. */
  push(payload: unknown, event: string = LIVE_EVENTS.attendance) {
    act(() => this.fire(event, payload));
  }

  /** Meetups this socket currently watches, from its watch/unwatch emits. */
  watching(): string[] {
    const watched = new Set<string>();
    for (const { event, payload } of this.emitted) {
      const meetupId = (payload as { meetupId?: string } | undefined)?.meetupId;
      if (!meetupId) continue;
      if (event === LIVE_EVENTS.watchMeetup) watched.add(meetupId);
      if (event === LIVE_EVENTS.unwatchMeetup) watched.delete(meetupId);
    }
    return [...watched];
  }

  /** Groups this socket currently watches (their photos pages), from its watch/unwatch emits. */
  watchingGroups(): string[] {
    const watched = new Set<string>();
    for (const { event, payload } of this.emitted) {
      const groupId = (payload as { groupId?: string } | undefined)?.groupId;
      if (!groupId) continue;
      if (event === LIVE_EVENTS.watchGroup) watched.add(groupId);
      if (event === LIVE_EVENTS.unwatchGroup) watched.delete(groupId);
    }
    return [...watched];
  }

  /** How many times `meetup:watch` was sent for `meetupId`. */
  watchCount(meetupId: string): number {
    return this.emitted.filter(
      (entry) =>
        entry.event === LIVE_EVENTS.watchMeetup &&
        (entry.payload as { meetupId?: string } | undefined)?.meetupId === meetupId,
    ).length;
  }
}

/**
 * Routes `lib/socket.ts` to fake sockets. With `connect: true` each one connects as soon as it
 * is opened (in a microtask, as a real one would after its handshake). With `holdAcks: true`
 * watches are accepted only when the test calls `acknowledge()`, as over a slow connection.
 */
export function installFakeSocket({
  connect = true,
  holdAcks = false,
}: { connect?: boolean; holdAcks?: boolean } = {}) {
  const sockets: FakeSocket[] = [];
  setSocketFactory((auth) => {
    const socket = new FakeSocket(auth, holdAcks);
    sockets.push(socket);
    if (connect) queueMicrotask(() => socket.connectNow());
    return socket;
  });
  return {
    sockets,
    /** The socket opened last. */
    get current(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('No socket has been opened');
      return socket;
    },
  };
}

export type FakeSocketServer = ReturnType<typeof installFakeSocket>;
