import type { Projection } from '@packmeet/projections/projection';
import {
  BlueGreenReplay,
  verifyProjections,
  type ReplayPhase,
  type VerifyResult,
} from '@packmeet/projections/runner/blue-green-replay';
import type {
  ProjectionRunner,
  RunnerLogger,
} from '@packmeet/projections/runner/projection-runner';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import type { EventStore, GlobalPosition } from '../../event-store/event-store.port.js';
import { conflict, notFound } from '../../shared/errors.js';
import type { ProjectionOperations } from './projection-operations.port.js';
import type {
  ProjectionsOverviewResponse,
  ReplayAllStartedResponse,
  ReplayProgress,
  ReplayStartedResponse,
  VerifyResponse,
} from '../../contracts/admin.js';

export interface ProjectionReplaysOptions {
  /** The runner that keeps the live read models, in this process. */
  runner: ProjectionRunner;
  eventStore: EventStore;
  /** Where replays read the log from (a paced reader next to an HTTP server); the event store by default. */
  replayEvents?: Pick<EventStore, 'subscribeToAll'>;
  documentStore: DocumentStore;
  projections: readonly Projection[];
  logger: RunnerLogger;
  /** How long a replay may hold the event loop at a time while it rebuilds (ms). */
  yieldEveryMs?: number;
  /** How long a replay rests between those slices (ms). */
  restMs?: number;
  /** Write batch size of a replay while it rebuilds. */
  batchWrites?: number;
  /** Called with the projections a replay rebuilt once they serve (embedded mode writes their snapshots). */
  afterReplay?: (names: readonly string[]) => Promise<unknown>;
}

/** A verify's results as the API answers them: ok when nothing differs and no fold failed. */
export function verifyResponse(results: readonly VerifyResult[]): VerifyResponse {
  return {
    ok: results.every((result) => result.differenceCount === 0 && result.problems.length === 0),
    position: (results[0]?.position ?? 0n).toString(),
    projections: results.map(({ name, documents, differenceCount, differences, problems }) => ({
      name,
      documents,
      differenceCount,
      differences,
      problems,
    })),
  };
}

/** One replay of one or more projections, and what it has done so far. */
interface Job {
  names: string[];
  startedAt: Date;
  replay: BlueGreenReplay;
  finishedAt: Date | null;
  error: string | null;
  /** Frozen when the job ends, so the figures stay what they were. */
  final: ReplayProgress | null;
}

/**
 * Blue/green replays of the projections this process runs, one at a time per
 * projection, with their progress; and verification of the live read models
 * against a fresh fold. Used by the embedded API and by the projections
 * worker (compose), behind the ProjectionOperations port.
 */
export class ProjectionReplays implements ProjectionOperations {
  private readonly latest = new Map<string, Job>();
  private readonly running = new Set<string>();
  private readonly verifying = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly jobs = new Set<Promise<void>>();

  constructor(private readonly options: ProjectionReplaysOptions) {}

  async overview(): Promise<ProjectionsOverviewResponse> {
    const head = await this.options.eventStore.headPosition();
    const dense = this.positionsCountEvents();
    return {
      headPosition: head.toString(),
      projections: this.options.runner.status().map((status) => {
        const job = this.latest.get(status.name);
        return {
          name: status.name,
          version: status.version,
          state: status.state,
          checkpoint: status.checkpoint.toString(),
          lag: dense ? Number(head > status.checkpoint ? head - status.checkpoint : 0n) : null,
          lastError: status.lastError && {
            message: status.lastError.message,
            eventType: status.lastError.eventType,
            position: status.lastError.position,
            at: status.lastError.at,
          },
          replay: job ? (job.final ?? this.progressOf(job, head)) : null,
        };
      }),
    };
  }

  async replay(name: string): Promise<ReplayStartedResponse> {
    this.projection(name);
    const job = this.start([name]);
    return { name, startedAt: job.startedAt.toISOString() };
  }

  async replayAll(): Promise<ReplayAllStartedResponse> {
    const job = this.start(this.options.projections.map(({ name }) => name));
    return { names: job.names, startedAt: job.startedAt.toISOString() };
  }

  async verify(names?: readonly string[]): Promise<VerifyResponse> {
    const selected =
      names && names.length > 0
        ? names.map((name) => this.projection(name))
        : [...this.options.projections];
    const busy = selected.find(({ name }) => this.verifying.has(name));
    if (busy) {
      throw conflict('PROJECTIONS.VERIFY_RUNNING', `A verify of ${busy.name} is already running`);
    }
    for (const { name } of selected) this.verifying.add(name);
    try {
      const results = await verifyProjections({
        live: this.options.runner,
        events: this.options.replayEvents ?? this.options.eventStore,
        store: this.options.documentStore,
        projections: selected,
        logger: this.options.logger,
        yieldEveryMs: this.options.yieldEveryMs,
        restMs: this.options.restMs,
        batchWrites: this.options.batchWrites,
      });
      return verifyResponse(results);
    } finally {
      for (const { name } of selected) this.verifying.delete(name);
    }
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  replaying(): boolean {
    return this.running.size > 0;
  }

  /** Resolves when every replay started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.jobs.size > 0) await Promise.all(this.jobs);
  }

  private projection(name: string): Projection {
    const projection = this.options.projections.find((candidate) => candidate.name === name);
    if (!projection) throw notFound('PROJECTIONS.NOT_FOUND', 'Projection not found');
    return projection;
  }

  private start(names: string[]): Job {
    const busy = names.find((name) => this.running.has(name));
    if (busy) {
      throw conflict('PROJECTIONS.REPLAY_RUNNING', `A replay of ${busy} is already running`);
    }
    const projections = names.map((name) => this.projection(name));
    const replay = new BlueGreenReplay(
      {
        live: this.options.runner,
        events: this.options.replayEvents ?? this.options.eventStore,
        store: this.options.documentStore,
        projections,
        logger: this.options.logger,
        yieldEveryMs: this.options.yieldEveryMs,
        restMs: this.options.restMs,
        batchWrites: this.options.batchWrites,
      },
      (phase: ReplayPhase) => {
        if (phase === 'switching') this.changed();
      },
    );
    const job: Job = {
      names,
      startedAt: new Date(),
      replay,
      finishedAt: null,
      error: null,
      final: null,
    };
    for (const name of names) {
      this.running.add(name);
      this.latest.set(name, job);
    }
    this.options.logger.info({ projections: names }, 'replay started');
    const run = replay
      .run()
      .catch((error: unknown) => {
        job.error = error instanceof Error ? error.message : String(error);
      })
      .then(async () => {
        job.finishedAt = new Date();
        const head = await this.options.eventStore.headPosition().catch(() => 0n);
        job.final = this.progressOf(job, head);
      })
      .finally(async () => {
        for (const name of names) this.running.delete(name);
        this.changed();
        // The replay is over for its callers; what follows it still counts for settled().
        if (job.error === null && this.options.afterReplay) {
          await this.options.afterReplay(names).catch((error: unknown) => {
            this.options.logger.error({ err: error, projections: names }, 'after the replay');
          });
        }
        this.jobs.delete(run);
      });
    this.jobs.add(run);
    this.changed();
    return job;
  }

  private progressOf(job: Job, head: GlobalPosition): ReplayProgress {
    const state = job.replay.phase;
    const { events, position } = job.replay.progress();
    const end = job.finishedAt ?? new Date();
    const seconds = Math.max((end.getTime() - job.startedAt.getTime()) / 1000, 0.001);
    const rate = events / seconds;
    // Positions count events in SQLite; EventStoreDB's are log offsets, so
    // there the share of the log already read estimates the total.
    const total = this.positionsCountEvents()
      ? Math.max(Number(head), events)
      : position > 0n && head > 0n
        ? Math.max(Math.round((events * Number(head)) / Number(position)), events)
        : events;
    const remaining = Math.max(total - events, 0);
    return {
      state,
      startedAt: job.startedAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      processed: events,
      total,
      eventsPerSecond: Math.round(rate),
      etaSeconds:
        state === 'failed'
          ? null
          : state !== 'rebuilding' || remaining === 0
            ? 0
            : events > 0
              ? Math.ceil(remaining / rate)
              : null,
      error: job.error,
    };
  }

  private positionsCountEvents(): boolean {
    return this.options.eventStore.engine !== 'eventstoredb';
  }

  private changed(): void {
    for (const listener of this.listeners) {
      try {
        listener();
      } catch (error) {
        this.options.logger.error({ err: error }, 'projections change listener failed');
      }
    }
  }
}
