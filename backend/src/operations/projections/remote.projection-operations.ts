import { DomainError, HTTP_STATUS, type ErrorKind } from '../../shared/errors.js';
import { issueOperatorToken } from '../../auth/index.js';
import type { ProjectionOperations } from './projection-operations.port.js';
import type {
  ProjectionsOverviewResponse,
  ReplayAllStartedResponse,
  ReplayStartedResponse,
  VerifyResponse,
} from '../../contracts/admin.js';

const POLL_EVERY_MS = 500;
const KIND_OF_STATUS = new Map(
  Object.entries(HTTP_STATUS).map(([kind, status]) => [status as number, kind as ErrorKind]),
);

/**
 * Compose mode's API: the runner lives in the projections worker, so admin
 * calls are forwarded to the worker's admin endpoint (worker-admin-server.ts),
 * authenticated with an operator token signed with the shared JWT_SECRET.
 * Watchers' progress comes from polling the worker every 500 ms while anyone
 * listens.
 */
export class RemoteProjectionOperations implements ProjectionOperations {
  private readonly listeners = new Set<() => void>();
  private poller: NodeJS.Timeout | undefined;
  private lastSeen = '';
  private lastReplaying = false;

  constructor(
    private readonly workerUrl: string,
    private readonly secret: string,
  ) {}

  overview(): Promise<ProjectionsOverviewResponse> {
    return this.call('GET', '/projections');
  }

  replay(name: string): Promise<ReplayStartedResponse> {
    return this.call('POST', `/projections/${encodeURIComponent(name)}/replay`);
  }

  replayAll(): Promise<ReplayAllStartedResponse> {
    return this.call('POST', '/projections/replay-all');
  }

  verify(names?: readonly string[]): Promise<VerifyResponse> {
    return this.call('POST', '/projections/verify', { names });
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    this.poller ??= setInterval(() => void this.poll(), POLL_EVERY_MS);
    this.poller.unref();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        clearInterval(this.poller);
        this.poller = undefined;
      }
    };
  }

  replaying(): boolean {
    return this.lastReplaying;
  }

  private async poll(): Promise<void> {
    try {
      const body = await this.overview();
      const replays = body.projections.map((projection) => projection.replay);
      this.lastReplaying = replays.some(
        (replay) => replay?.state === 'rebuilding' || replay?.state === 'switching',
      );
      const seen = JSON.stringify(replays.map((replay) => [replay?.state, replay?.startedAt]));
      if (seen === this.lastSeen) return;
      this.lastSeen = seen;
      for (const listener of this.listeners) listener();
    } catch {
      // The worker restarting is not the watchers' problem; the next poll tries again.
    }
  }

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.workerUrl), {
        method,
        headers: {
          authorization: `Bearer ${issueOperatorToken(this.secret, 60)}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`The projections worker is unreachable at ${this.workerUrl}`, {
        cause: error,
      });
    }
    const answer = (await response.json().catch(() => ({}))) as T & {
      message?: string;
      code?: string;
    };
    if (response.ok) return answer;
    const kind = KIND_OF_STATUS.get(response.status);
    const message = answer.message ?? `The projections worker answered ${response.status}`;
    if (kind) throw new DomainError(kind, answer.code ?? 'PROJECTIONS.WORKER', message);
    throw new Error(message);
  }
}
