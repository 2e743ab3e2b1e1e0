import {
  INVALID_TOKEN_CODE,
  LIVE_CONNECTION,
  LIVE_EVENTS,
  type AttendanceUpdate,
  type LiveConnectErrorData,
  type WatchAck,
} from '@packmeet/backend/contracts/live';
import {
  NOTIFICATION_PUSH,
  type NotificationPush,
} from '@packmeet/backend/contracts/notifications';
import { DISCUSSION_PUSH, type DiscussionPush } from '@packmeet/backend/contracts/discussion';
import { ALBUM_PUSH, type AlbumPush } from '@packmeet/backend/contracts/photos';
import { clearToken, getToken } from './auth-token';

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

/**
 * A socket whose client library is still loading: calls made meanwhile are replayed on the real
 * socket once it exists, in order. It reads as not connected until then, so callers wait for
 * 'connect' as they would for any socket still connecting. Closed before the library arrives,
 * it never opens.
 */
export function deferredSocket(load: () => Promise<LiveSocket>): LiveSocket {
  let real: LiveSocket | null = null;
  let closed = false;
  let queued: ((socket: LiveSocket) => void)[] = [];
  const run = (call: (socket: LiveSocket) => void) => {
    if (real) call(real);
    else if (!closed) queued.push(call);
  };

  void load().then(
    (socket) => {
      if (closed) {
        socket.disconnect();
        return;
      }
      real = socket;
      for (const call of queued) call(socket);
      queued = [];
    },
    // Without the library the page keeps its HTTP data, as it does when the socket is refused.
    (error: unknown) => console.warn('Live updates unavailable', error),
  );

  return {
    get connected() {
      return real?.connected ?? false;
    },
    on: (event, listener) => run((socket) => socket.on(event, listener)),
    off: (event, listener) => run((socket) => socket.off(event, listener)),
    emit: (event, ...args) => run((socket) => socket.emit(event, ...args)),
    disconnect: () => {
      closed = true;
      queued = [];
      real?.disconnect();
    },
  };
}

/** Opens a socket that authenticates with `auth` (an empty object for visitors). */
export type SocketFactory = (auth: { token?: string }) => LiveSocket;

/*
 * Same origin, the backend's path, WebSocket first (LIVE_CONNECTION: no sticky sessions
 * behind several API processes). The token travels in the handshake's `auth`, never in the
 * query string (which ends up in logs). socket.io's client loads on the first subscription,
 * so it never delays a page's first render.
 */
const openSocketIo: SocketFactory = (auth) =>
  deferredSocket(() =>
    import('socket.io-client').then(({ io }) =>
      io({ ...LIVE_CONNECTION, transports: [...LIVE_CONNECTION.transports], auth }),
    ),
  );

type UpdateListener = (update: AttendanceUpdate) => void;
/** One subscriber; compared by identity so that an old handle can never remove a newer one. */
interface Subscription {
  onUpdate: UpdateListener;
  /** A meetup's discussion subscriber hears its pushes (and no attendance). */
  onDiscussion?: (push: DiscussionPush) => void;
  /** An album's (meetup) or a group's photos' subscriber hears their pushes. */
  onAlbum?: (push: AlbumPush) => void;
  /** Told once when the server starts pushing to it, if it subscribed before that. */
  onWatching: (() => void) | undefined;
}

interface Connection {
  socket: LiveSocket;
  token: string | null;
  /** Whether this socket has connected before: the next 'connect' is then a reconnect. */
  everConnected: boolean;
  detach: () => void;
}

/** What the server is asked to watch: a meetup (its event page) or a group (its photos page). */
type Target = 'meetup' | 'group';
const WATCH_EVENTS = {
  meetup: { watch: LIVE_EVENTS.watchMeetup, unwatch: LIVE_EVENTS.unwatchMeetup, id: 'meetupId' },
  group: { watch: LIVE_EVENTS.watchGroup, unwatch: LIVE_EVENTS.unwatchGroup, id: 'groupId' },
} as const;
/** A watch's key: `meetup:<id>` or `group:<id>`. */
const keyOf = (target: Target, id: string) => `${target}:${id}`;
const targetOf = (key: string) => {
  const at = key.indexOf(':');
  return { target: key.slice(0, at) as Target, id: key.slice(at + 1) };
};

let factory: SocketFactory = openSocketIo;
let connection: Connection | null = null;
/** Watch key -> its subscribers. One server-side watch per meetup or group, however many subscribers. */
let watches = new Map<string, Set<Subscription>>();
/** Watch keys the server has accepted on the current socket: it pushes to them. */
let watching = new Set<string>();
let reconnectListeners = new Set<() => void>();
/** The signed-in person's new notifications: the server sends them to their own room. */
let notificationListeners = new Set<(push: NotificationPush) => void>();
/** Notification subscribers' reads to repeat at each connect (see subscribeToNotifications). */
let notificationConnectListeners = new Set<() => void>();

function emitWatch(socket: LiveSocket, key: string): void {
  const { target, id } = targetOf(key);
  const events = WATCH_EVENTS[target];
  socket.emit(events.watch, { [events.id]: id }, (ack: WatchAck) => {
    // A refused watch (meetup or group gone, private group) leaves the HTTP data as it is.
    if (!ack.ok) {
      console.warn(`Live updates unavailable for ${target} ${id}`, ack.error);
      return;
    }
    if (connection?.socket !== socket) return;
    watching.add(key);
    for (const subscription of watches.get(key) ?? []) {
      const onWatching = subscription.onWatching;
      subscription.onWatching = undefined;
      onWatching?.();
    }
  });
}

function close(): void {
  watching = new Set();
  if (!connection) return;
  connection.detach();
  connection.socket.disconnect();
  connection = null;
}

function open(token: string | null): Connection {
  const socket = factory(token ? { token } : {});
  const current: Connection = { socket, token, everConnected: false, detach: () => {} };

  const onConnect = () => {
    watching = new Set();
    for (const key of watches.keys()) emitWatch(socket, key);
    const reconnected = current.everConnected;
    current.everConnected = true;
    // Nothing is replayed after a gap: everyone watching refetches what they show.
    if (reconnected) for (const listener of [...reconnectListeners]) listener();
    for (const listener of [...notificationConnectListeners]) listener();
  };
  // socket.io hands on what the server emitted: for this event, the contract's AttendanceUpdate.
  const onAttendance = (...args: unknown[]) => {
    const update = args[0] as AttendanceUpdate;
    for (const subscription of [...(watches.get(keyOf('meetup', update.meetupId)) ?? [])]) {
      subscription.onUpdate(update);
    }
  };
  // socket.io hands on the server's refusal as the error's `data`.
  const onConnectError = (...args: unknown[]) => {
    const refusal = (args[0] as { data?: Partial<LiveConnectErrorData> } | undefined)?.data;
    if (refusal?.code !== INVALID_TOKEN_CODE || connection !== current) return;
    // The server no longer accepts the token (expired, or its account is gone): forget it as an
    // expired session is forgotten (the access guard then asks to sign in), unless another tab
    // has stored a new one meanwhile, and carry on with the token there is now.
    if (getToken() === current.token) clearToken();
    reopen();
  };
  const onDiscussion = (...args: unknown[]) => {
    const push = args[0] as DiscussionPush;
    for (const subscription of [...(watches.get(keyOf('meetup', push.meetupId)) ?? [])])
      subscription.onDiscussion?.(push);
  };
  // One push per socket, whether it watches the meetup, its group, or both.
  const onAlbum = (...args: unknown[]) => {
    const push = args[0] as AlbumPush;
    const keys = [keyOf('meetup', push.meetupId)];
    if (push.groupId !== null) keys.push(keyOf('group', push.groupId));
    for (const key of keys)
      for (const subscription of [...(watches.get(key) ?? [])]) subscription.onAlbum?.(push);
  };
  const onNotification = (...args: unknown[]) => {
    for (const listener of [...notificationListeners]) listener(args[0] as NotificationPush);
  };
  socket.on('connect', onConnect);
  socket.on('connect_error', onConnectError);
  socket.on(LIVE_EVENTS.attendance, onAttendance);
  socket.on(NOTIFICATION_PUSH, onNotification);
  socket.on(DISCUSSION_PUSH, onDiscussion);
  socket.on(ALBUM_PUSH, onAlbum);
  current.detach = () => {
    socket.off('connect', onConnect);
    socket.off('connect_error', onConnectError);
    socket.off(LIVE_EVENTS.attendance, onAttendance);
    socket.off(NOTIFICATION_PUSH, onNotification);
    socket.off(DISCUSSION_PUSH, onDiscussion);
    socket.off(ALBUM_PUSH, onAlbum);
  };
  return current;
}

/**
 * A fresh socket with the stored token, for everything watched. Its first connect counts as a
 * reconnect: subscribers refetch what the new identity may see.
 */
function reopen(): void {
  close();
  connection = open(getToken());
  connection.everConnected = true;
}

/**
 * The shared socket, opened on first use. Signing in or out changes what the server may send
 * (members' or visitors' room), so a different token means a fresh socket: it re-watches
 * everything on connect, and subscribers refetch as after any reconnect.
 */
function ensureConnection(): Connection {
  if (!connection) connection = open(getToken());
  else if (connection.token !== getToken()) reopen();
  return connection;
}

/**
 * Live attendance for one meetup. Subscribers of the same meetup share one server-side watch
 * (`meetup:watch` on the first, `meetup:unwatch` after the last). The socket connects on the
 * first subscription and closes when nothing is watched any more. Returns the unsubscribe.
 *
 * `onWatching` runs once when the server starts pushing, if that is after this call: a change
 * made in between reaches neither a fetch made before nor a push, so a subscriber that keeps
 * its data with changes only refetches then.
 */
export function subscribeToMeetup(
  meetupId: string,
  onUpdate: UpdateListener,
  onWatching?: () => void,
): () => void {
  return watchWith(keyOf('meetup', meetupId), { onUpdate, onWatching: undefined }, onWatching);
}

/**
 * A meetup's discussion, live: the same server-side watch as its attendance (one per meetup),
 * its `meetup:discussion` pushes to `onPush`. `onWatching` as for subscribeToMeetup.
 */
export function subscribeToDiscussion(
  meetupId: string,
  onPush: (push: DiscussionPush) => void,
  onWatching?: () => void,
): () => void {
  const subscription: Subscription = {
    onUpdate: () => {},
    onDiscussion: onPush,
    onWatching: undefined,
  };
  return watchWith(keyOf('meetup', meetupId), subscription, onWatching);
}

/**
 * A meetup's album (`target` 'meetup', its event page) or a group's photos ('group', its photos
 * page), live: `album:photo` pushes to `onPush`. A meetup's shares its watch with its attendance
 * and discussion. `onWatching` as for subscribeToMeetup.
 */
export function subscribeToPhotos(
  target: Target,
  id: string,
  onPush: (push: AlbumPush) => void,
  onWatching?: () => void,
): () => void {
  const subscription: Subscription = { onUpdate: () => {}, onAlbum: onPush, onWatching: undefined };
  return watchWith(keyOf(target, id), subscription, onWatching);
}

function watchWith(
  key: string,
  subscription: Subscription,
  onWatching: (() => void) | undefined,
): () => void {
  const { socket } = ensureConnection();
  let subscribers = watches.get(key);
  if (!subscribers) {
    subscribers = new Set();
    watches.set(key, subscribers);
    // Not connected yet: the 'connect' handler sends every watch.
    if (socket.connected) emitWatch(socket, key);
  }
  subscribers.add(subscription);
  // Pushed to already (the watch was accepted before, or at once): nothing can have slipped by.
  if (!watching.has(key)) subscription.onWatching = onWatching;

  const owner = subscribers;
  return () => {
    if (!owner.delete(subscription) || owner.size > 0 || watches.get(key) !== owner) return;
    watches.delete(key);
    if (connection?.socket.connected) {
      const { target, id } = targetOf(key);
      const events = WATCH_EVENTS[target];
      connection.socket.emit(events.unwatch, { [events.id]: id });
    }
    if (watches.size === 0 && notificationListeners.size === 0) close();
  };
}

/**
 * The signed-in person's new notifications, live. Keeps the shared socket open while
 * subscribed. `onConnect` runs at every connect, the first included: the server joins the
 * person's room as the socket connects, so a notification made between the caller's read and
 * that moment was pushed to nobody, and the caller reads again. Returns the unsubscribe.
 */
export function subscribeToNotifications(
  listener: (push: NotificationPush) => void,
  onConnect: () => void = () => {},
): () => void {
  ensureConnection();
  const registered = (push: NotificationPush) => listener(push);
  notificationListeners.add(registered);
  notificationConnectListeners.add(onConnect);
  const owner = notificationListeners;
  const connectOwner = notificationConnectListeners;
  return () => {
    connectOwner.delete(onConnect);
    if (!owner.delete(registered) || owner !== notificationListeners) return;
    if (watches.size === 0 && notificationListeners.size === 0) close();
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
  notificationListeners = new Set();
  notificationConnectListeners = new Set();
}
