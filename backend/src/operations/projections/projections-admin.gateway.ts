import { Inject, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayInit,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { ADMINISTRATORS_ONLY, Authenticator } from '../../auth/index.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { PROJECTION_OPERATIONS, type ProjectionOperations } from './projection-operations.port.js';
import {
  ADMIN_PROJECTIONS_EVENTS,
  type ProjectionsOverviewResponse,
} from '../../contracts/admin.js';
import type { WatchAck } from '../../contracts/live.js';

const ROOM = 'admin:projections';
const PUSH_EVERY_MS = 500;

/**
 * Live projection status for the admin page, on the same socket.io server as
 * the live attendance channel. A socket asks with 'admin:projections:watch';
 * the caller is checked then (the handshake token, against the users read
 * model), not at connection time, so a grant made since counts. Watchers get
 * the GET body at once, on every replay state change, and every 500 ms while
 * a replay runs (or when a projection's state changed).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: { origin: false } })
export class ProjectionsAdminGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() server!: Server;
  private ticker: NodeJS.Timeout | undefined;
  private lastStates = '';
  private unsubscribe: (() => void) | undefined;

  constructor(
    @Inject(Authenticator) private readonly authenticator: Authenticator,
    @Inject(PROJECTION_OPERATIONS) private readonly projections: ProjectionOperations,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  afterInit(): void {
    this.unsubscribe = this.projections.onChange(() => void this.push());
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    clearInterval(this.ticker);
  }

  @SubscribeMessage(ADMIN_PROJECTIONS_EVENTS.watch)
  async watch(@ConnectedSocket() socket: Socket): Promise<WatchAck> {
    const token: unknown = socket.handshake.auth?.token;
    if (typeof token !== 'string' || token.length === 0) {
      return { ok: false, error: 'Please sign in to continue.' };
    }
    const user = await this.authenticator.authenticateToken(token);
    if (typeof user !== 'object') {
      return { ok: false, error: 'Your session has expired. Please sign in again.' };
    }
    if (!user.isAdmin) return { ok: false, error: ADMINISTRATORS_ONLY };
    await socket.join(ROOM);
    this.startTicker();
    // After the acknowledgement: the watcher starts from the current state.
    setImmediate(() => {
      void this.projections
        .overview()
        .then((body) => socket.emit(ADMIN_PROJECTIONS_EVENTS.overview, body))
        .catch((error: unknown) => this.logger.error({ err: error }, 'admin overview failed'));
    });
    return { ok: true };
  }

  @SubscribeMessage(ADMIN_PROJECTIONS_EVENTS.unwatch)
  async unwatch(@ConnectedSocket() socket: Socket): Promise<WatchAck> {
    await socket.leave(ROOM);
    return { ok: true };
  }

  private watchers(): number {
    return this.server.of('/').adapter.rooms.get(ROOM)?.size ?? 0;
  }

  private startTicker(): void {
    if (this.ticker) return;
    this.ticker = setInterval(() => {
      if (this.watchers() === 0) {
        clearInterval(this.ticker);
        this.ticker = undefined;
        return;
      }
      void this.push(!this.projections.replaying());
    }, PUSH_EVERY_MS);
    this.ticker.unref();
  }

  /** Sends the overview to every watcher; `onlyIfStatesChanged` for the idle ticks. */
  private async push(onlyIfStatesChanged = false): Promise<void> {
    if (this.watchers() === 0) return;
    try {
      const body = await this.projections.overview();
      const states = statesOf(body);
      if (onlyIfStatesChanged && states === this.lastStates) return;
      this.lastStates = states;
      this.server.to(ROOM).emit(ADMIN_PROJECTIONS_EVENTS.overview, body);
    } catch (error) {
      this.logger.error({ err: error }, 'admin overview failed');
    }
  }
}

function statesOf(body: ProjectionsOverviewResponse): string {
  return JSON.stringify(
    body.projections.map((projection) => [
      projection.state,
      projection.lastError?.at ?? null,
      projection.replay?.state ?? null,
      projection.replay?.startedAt ?? null,
    ]),
  );
}
