import { io } from 'socket.io-client';
import {
  LIVE_EVENTS,
  type AttendanceUpdate,
  type WatchAck,
} from '@packmeet/backend/contracts/live';
import { getToken } from './auth-token';

/**
 * The part of socket.io's client socket this module uses. It is also the test seam: tests hand
 * `setSocketFactory` a fake with the same shape instead of opening a network connection.
 */
export interface LiveSocket {
  readonly connected: boolean;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  disconnect(): unknown;
}

/** Opens a socket that authenticates with `auth` (an empty object for visitors). */
export type SocketFactory = (auth: { token?: string }) => LiveSocket;

/*
 * Same origin, the backend's path, socket.io's default transports. The token travels in the
 * handshake's `auth`, never in the query string (which ends up in logs).
 */
const openSocketIo: SocketFactory = (auth) => io({ path: '/socket.io', auth });

type UpdateListener = (update: AttendanceUpdate) => void;
/** One subscriber; compared by identity so that an old handle can never remove a newer one. */
interface Subscription {
  onUpdate: UpdateListener;
}

interface Connection {
  socket: LiveSocket;
  token: string | null;
  /** Whether this socket has connected before: the next 'connect' is then a reconnect. */
  everConnected: boolean;
  detach: () => void;
}

let factory: SocketFactory = openSocketIo;
let connection: Connection | null = null;
/** meetupId -> its subscribers. One server-side watch per meetup, however many subscribers. */
let watches = new Map<string, Set<Subscription>>();
let reconnectListeners = new Set<() => void>();

function emitWatch(socket: LiveSocket, meetupId: string): void {
  socket.emit(LIVE_EVENTS.watchMeetup, { meetupId }, (ack: WatchAck) => {
    // A refused watch (meetup gone, private group) leaves the HTTP data as it is.
    if (!ack.ok) console.warn(`Live updates unavailable for meetup ${meetupId}`, ack.error);
  });
}

function close(): void {
  if (!connection) return;
  connection.detach();
  connection.socket.disconnect();
  connection = null;
}

function open(token: string | null): Connection {
  const socket = factory(token ? { token } : {});
  const current: Connection = { socket, token, everConnected: false, detach: () => {} };

  const onConnect = () => {
    for (const meetupId of watches.keys()) emitWatch(socket, meetupId);
    const reconnected = current.everConnected;
    current.everConnected = true;
    // Nothing is replayed after a gap: everyone watching refetches what they show.
    if (reconnected) for (const listener of [...reconnectListeners]) listener();
  };
  // socket.io hands on what the server emitted: for this event, the contract's AttendanceUpdate.
  const onAttendance = (...args: unknown[]) => {
    const update = args[0] as AttendanceUpdate;
    for (const subscription of [...(watches.get(update.meetupId) ?? [])]) {
      subscription.onUpdate(update);
    }
  };
  socket.on('connect', onConnect);
  socket.on(LIVE_EVENTS.attendance, onAttendance);
  current.detach = () => {
    socket.off('connect', onConnect);
    socket.off(LIVE_EVENTS.attendance, onAttendance);
  };
  return current;
}

/**
 * The shared socket, opened on first use. Signing in or out changes what the server may send
 * (members' or visitors' room), so a different token means a fresh socket: it re-watches
 * everything on connect, and subscribers refetch as after any reconnect.
 */
function ensureConnection(): Connection {
  const token = getToken();
  if (connection && connection.token === token) return connection;
  const switching = connection !== null;
  close();
  connection = open(token);
  if (switching) connection.everConnected = true;
  return connection;
}

/**
 * Live attendance for one meetup. Subscribers of the same meetup share one server-side watch
 * (`meetup:watch` on the first, `meetup:unwatch` after the last). The socket connects on the
 * first subscription and closes when nothing is watched any more. Returns the unsubscribe.
 */
export function subscribeToMeetup(meetupId: string, onUpdate: UpdateListener): () => void {
  const subscription: Subscription = { onUpdate };
  const { socket } = ensureConnection();
  let subscribers = watches.get(meetupId);
  if (!subscribers) {
    subscribers = new Set();
    watches.set(meetupId, subscribers);
    // Not connected yet: the 'connect' handler sends every watch.
    if (socket.connected) emitWatch(socket, meetupId);
  }
  subscribers.add(subscription);

  const owner = subscribers;
  return () => {
    if (!owner.delete(subscription) || owner.size > 0 || watches.get(meetupId) !== owner) return;
    watches.delete(meetupId);
    if (connection?.socket.connected) {
      connection.socket.emit(LIVE_EVENTS.unwatchMeetup, { meetupId });
    }
    if (watches.size === 0) close();
  };
}

/** Called after the socket reconnects (or changes identity): refetch, nothing was replayed. */
export function onLiveReconnect(listener: () => void): () => void {
  const registered = () => listener();
  reconnectListeners.add(registered);
  const owner = reconnectListeners;
  return () => {
    owner.delete(registered);
  };
}

/** Test seam: `null` restores the real socket.io client. Drops any open socket and watch. */
export function setSocketFactory(next: SocketFactory | null): void {
  resetLiveSocket();
  factory = next ?? openSocketIo;
}

/** Forgets every socket, watch and listener (between tests). Old unsubscribes become no-ops. */
export function resetLiveSocket(): void {
  close();
  watches = new Map();
  reconnectListeners = new Set();
}
