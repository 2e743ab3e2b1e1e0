import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { MeetupReader } from '../meetups/index.js';
import { Authenticator, Suspensions, TokenService } from '../auth/index.js';
import type { AuthenticatedUser } from '../http/request-context.js';
import { Metrics } from '../operations/index.js';
import {
  INVALID_TOKEN_CODE,
  LIVE_EVENTS,
  type LiveConnectErrorData,
  type WatchAck,
} from '../contracts/live.js';
import { MEETUPS } from '../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { LOGGER, type Logger } from '../shared/logger.js';
import { LiveAttendance } from './live-attendance.js';
import { LiveGroupAccess } from './live-group-access.js';
import { LiveSignOuts } from './live-sign-outs.js';
import { LiveNotifications } from '../notifications/index.js';
import { NOTIFICATION_PUSH } from '../contracts/notifications.js';
import { LiveDiscussion } from '../discussion/index.js';
import { DISCUSSION_PUSH } from '../contracts/discussion.js';
import { LivePhotos } from '../photos/index.js';
import { ALBUM_PUSH } from '../contracts/photos.js';
import { visibleGroup } from '../groups/index.js';

interface SocketData {
  user: AuthenticatedUser | null;
  /** The version of the handshake's token: the socket is closed when the user's moves past it. */
  tokenVersion?: number;
}

/** Each signed-in person's own room: their notifications go there and nowhere else. */
const userRoom = (userId: string) => `user:${userId}`;

const roomOf = (meetupId: string, signedIn: boolean) =>
  `meetup:${meetupId}:${signedIn ? 'members' : 'visitors'}`;

/** Those looking at a group's photos page. */
const groupRoom = (groupId: string) => `group:${groupId}`;

/**
 * The live channel. A socket authenticates with the JWT in its handshake's
 * `auth.token` (never the query string, which ends up in logs); without one
 * it is a visitor and joins the visitors' room, which only ever receives
 * privacy-trimmed updates. A token the server does not accept refuses the
 * handshake (`connect_error` with `AUTH.INVALID_TOKEN`).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: { origin: false } })
export class LiveGateway implements OnGatewayInit {
  @WebSocketServer() server!: Server;

  constructor(
    @Inject(Authenticator) private readonly authenticator: Authenticator,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
    @Inject(LiveAttendance) private readonly live: LiveAttendance,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(LiveGroupAccess) private readonly access: LiveGroupAccess,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(LiveNotifications) private readonly notifications: LiveNotifications,
    @Inject(LiveSignOuts) private readonly signOuts: LiveSignOuts,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(Suspensions) private readonly suspensions: Suspensions,
    @Inject(LiveDiscussion) private readonly discussion: LiveDiscussion,
    @Inject(LivePhotos) private readonly photos: LivePhotos,
  ) {}

  afterInit(): void {
    // socket.io answers its HTTP requests (polling) itself, before Fastify and its security
    // headers: its answers carry user data as text/plain, so they must not be sniffed either.
    this.server.httpServer.prependListener(
      'request',
      (request: IncomingMessage, response: ServerResponse) => {
        if (request.url?.startsWith('/socket.io/'))
          response.setHeader('x-content-type-options', 'nosniff');
      },
    );
    // The handshake's token decides the socket's rooms: a bad one is refused, not made a visitor.
    this.server.use((socket, next) => {
      void this.identify(socket).then(
        () => next(),
        (error: unknown) => next(error as Error),
      );
    });
    this.server.on('connection', (socket: Socket) => {
      const { user } = socket.data as SocketData;
      if (user) void socket.join(userRoom(user.id));
    });
    this.notifications.onNew({
      watching: (userId) =>
        (this.server.sockets.adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0,
      send: (userId, push) => this.server.to(userRoom(userId)).emit(NOTIFICATION_PUSH, push),
    });
    // Every connected client, whatever it watches (engine.io counts connections, not rooms).
    this.metrics.countSocketsWith(() => this.server.engine.clientsCount);
    this.live.onUpdate((meetupId, updates) => {
      this.server.to(roomOf(meetupId, true)).emit(LIVE_EVENTS.attendance, updates.members);
      this.server.to(roomOf(meetupId, false)).emit(LIVE_EVENTS.attendance, updates.visitors);
    });
    // Nobody on either side of a block with the author is sent their words.
    this.discussion.onPush((meetupId, pushes, except) => {
      const apart = except.map(userRoom);
      this.server.to(roomOf(meetupId, true)).except(apart).emit(DISCUSSION_PUSH, pushes.members);
      this.server.to(roomOf(meetupId, false)).emit(DISCUSSION_PUSH, pushes.visitors);
    });
    // Album pushes differ per person (what they may delete): LivePhotos judges each watcher.
    this.photos.onPush({
      watching: async (meetupId, groupId) => {
        const rooms = [roomOf(meetupId, true), roomOf(meetupId, false)];
        if (groupId !== null) rooms.push(groupRoom(groupId));
        const sockets = await this.server.in(rooms).fetchSockets();
        return sockets.map((socket) => ({
          socketId: socket.id,
          user: (socket.data as SocketData).user,
        }));
      },
      send: (socketIds, push) => this.server.to(socketIds).emit(ALBUM_PUSH, push),
    });
    this.signOuts.onChange((userId, tokenVersion) => {
      void this.server
        .in(userRoom(userId))
        .fetchSockets()
        .then((sockets) => {
          for (const socket of sockets)
            if ((socket.data as SocketData).tokenVersion !== tokenVersion) socket.disconnect(true);
        });
    });
    // A suspended member's open sockets close; the handshake then refuses their token.
    this.suspensions.onSuspended((userId) =>
      this.server.in(userRoom(userId)).disconnectSockets(true),
    );
    this.access.onAccessLost((groupId, userId) => {
      this.evict(groupId, userId).catch((error: unknown) =>
        this.logger.error({ err: error, groupId }, 'live rooms: evicting failed'),
      );
    });
  }

  /**
   * Takes out of the rooms of `groupId`'s meetups every socket that may no
   * longer watch them: `userId`'s (they left or were removed), or, when the
   * group stopped being public, anyone who is not a member.
   */
  private async evict(groupId: string, userId: string | null): Promise<void> {
    const meetups = await this.store
      .collection(MEETUPS)
      .find({ groupId }, { projection: { _id: 1 } });
    for (const { _id: meetupId } of meetups) {
      const rooms = [roomOf(meetupId, true), roomOf(meetupId, false)];
      const sockets = await this.server.in(rooms).fetchSockets();
      for (const socket of sockets) {
        const { user } = socket.data as SocketData;
        if (userId !== null && user?.id !== userId) continue;
        if (await this.meetups.mayView({ groupId }, user)) continue;
        socket.leave(rooms[0]!);
        socket.leave(rooms[1]!);
      }
    }
    for (const socket of await this.server.in(groupRoom(groupId)).fetchSockets()) {
      const { user } = socket.data as SocketData;
      if (userId !== null && user?.id !== userId) continue;
      if (await this.mayWatchGroup(groupId, user)) continue;
      socket.leave(groupRoom(groupId));
    }
  }

  /** The group's photos page's rule: its content, for whoever may see it (GET .../photos). */
  private async mayWatchGroup(groupId: string, user: AuthenticatedUser | null): Promise<boolean> {
    try {
      await visibleGroup(this.store, groupId, user?.id ?? null, { requireAccess: true });
      return true;
    } catch {
      return false;
    }
  }

  /** Sets the socket's user from its handshake token: none is a visitor, a bad one is refused. */
  private async identify(socket: Socket): Promise<void> {
    const token: unknown = socket.handshake.auth?.token;
    const data = socket.data as SocketData;
    data.user = null;
    if (token === undefined || token === null || token === '') return;
    const result =
      typeof token === 'string' ? await this.authenticator.authenticateToken(token) : 'invalid';
    if (typeof result !== 'object') {
      const refusal = new Error('Your session has expired. Please sign in again.') as Error & {
        data: LiveConnectErrorData;
      };
      refusal.data = { code: INVALID_TOKEN_CODE };
      throw refusal;
    }
    data.user = result;
    data.tokenVersion = this.tokens.subjectOf(token as string)?.version;
  }

  @SubscribeMessage(LIVE_EVENTS.watchMeetup)
  async watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<WatchAck> {
    const meetupId = (body as { meetupId?: unknown } | null)?.meetupId;
    if (typeof meetupId !== 'string' || meetupId.length === 0 || meetupId.length > 100) {
      return { ok: false, error: 'meetupId is required' };
    }
    const { user } = socket.data as SocketData;
    try {
      await this.meetups.find({ _id: meetupId }, user);
    } catch {
      return { ok: false, error: 'Meetup not found' };
    }
    await socket.join(roomOf(meetupId, user !== null));
    return { ok: true };
  }

  @SubscribeMessage(LIVE_EVENTS.watchGroup)
  async watchGroup(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<WatchAck> {
    const groupId = (body as { groupId?: unknown } | null)?.groupId;
    if (typeof groupId !== 'string' || groupId.length === 0 || groupId.length > 100) {
      return { ok: false, error: 'groupId is required' };
    }
    const { user } = socket.data as SocketData;
    if (!(await this.mayWatchGroup(groupId, user))) return { ok: false, error: 'Group not found' };
    await socket.join(groupRoom(groupId));
    return { ok: true };
  }

  @SubscribeMessage(LIVE_EVENTS.unwatchGroup)
  async unwatchGroup(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<WatchAck> {
    const groupId = (body as { groupId?: unknown } | null)?.groupId;
    if (typeof groupId === 'string') await socket.leave(groupRoom(groupId));
    return { ok: true };
  }

  @SubscribeMessage(LIVE_EVENTS.unwatchMeetup)
  async unwatch(
    @ConnectedSocket() socket: Socket,
    @MessageBody() body: unknown,
  ): Promise<WatchAck> {
    const meetupId = (body as { meetupId?: unknown } | null)?.meetupId;
    if (typeof meetupId === 'string') {
      await socket.leave(roomOf(meetupId, true));
      await socket.leave(roomOf(meetupId, false));
    }
    return { ok: true };
  }
}
