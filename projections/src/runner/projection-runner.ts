import type { StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import {
  START,
  type EventStore,
  type GlobalPosition,
  type Subscription,
} from '@packmeet/backend/contracts/event-store';
import type { Projection } from '../projection.js';
import type { DocumentStore } from '../store/document-store.port.js';
import { Checkpoints, type ProjectionStatus } from './checkpoint.js';
import { Pacer } from './pacer.js';
import { PositionWaiters } from './position-waiters.js';
import { stampsFor } from './position-key.js';
import { TrackedProjection } from './tracked-projection.js';

export type { ProjectionStatus };

export interface RunnerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ProjectionRunnerOptions {
  events: Pick<EventStore, 'subscribeToAll'>;
  store: DocumentStore;
  projections: readonly Projection[];
  logger: RunnerLogger;
  /** Maps a projection's collection name to the stored one (blue/green replays write to fresh names). */
  physicalName?: (collection: string) => string;
  /** Where checkpoints live; replays keep theirs apart from the live ones. */
  checkpointCollection?: string;
  /**
   * While catching up, give the event loop back after this many milliseconds
   * of work. A rebuild that shares its process with an HTTP server (a replay)
   * sets it so requests wait at most about this long; boot leaves it unset.
   */
  yieldEveryMs?: number;
  /**
   * With yieldEveryMs: how long to rest between slices (0: only let waiting
   * I/O through). Resting caps the rebuild's share of the CPU, and with it how
   * often its garbage collections pause everything else.
   */
  restMs?: number;
  /** While catching up, store pending writes once about this many are queued (default 1,000). */
  batchWrites?: number;
  /**
   * After the subscription drops: wait this long before resubscribing, doubling
   * on each failure in a row up to `maxDelayMs` (default 100 ms to 10 s).
   */
  resubscribe?: { firstDelayMs: number; maxDelayMs: number };
  /**
   * A projection whose stored checkpoint an older version wrote keeps its
   * collections serving (and sees no events) until a blue/green replay
   * adopts it, instead of being emptied and folded again in place (`stale()`
   * lists them). For a read store that outlives the process (MongoDB).
   */
  keepStaleVersions?: boolean;
}

/** While catching up, writes are sent in batches of about this many operations... */
const BATCH_WRITES = 1_000;
/** ...and checkpoints at least this often. Once live, both happen after every event. */
const CHECKPOINT_EVERY = 5_000;
const RESUBSCRIBE = { firstDelayMs: 100, maxDelayMs: 10_000 };

/**
 * Feeds events to projections. One subscription serves them all (each event is
 * read and parsed once); each projection keeps its own checkpoint and its own
 * failure state, so one broken projection stops alone and shows in /api/health
 * while the others go on.
 *
 * Delivery is at least once; every write is guarded by the position recorded
 * on the document (write-batch.ts), so re-delivered events change nothing.
 * While catching up, writes are batched; once live, every event is written and
 * checkpointed before the next one, so read-your-writes holds.
 *
 * A dropped subscription (EventStoreDB restarting, a network cut) is not the
 * end: the projections show 'reconnecting' (so /api/health says degraded), and
 * the runner resubscribes from the lowest checkpoint with backoff; events it
 * already handled are skipped, so nothing is lost or applied twice.
 */
export class ProjectionRunner {
  private readonly tracked: TrackedProjection[];
  private readonly checkpoints: Checkpoints;
  private readonly waiters: PositionWaiters;
  private readonly pacer: Pacer;
  private readonly batchWrites: number;
  private subscription: Subscription | undefined;
  private live = false;
  private sinceCheckpoint = 0;
  /** The last event delivered to handle(), applied or not. */
  private delivered: GlobalPosition = START;
  private deliveredEvents = 0;
  /** The handle() call in progress, which exclusive() waits for. */
  private inFlight: Promise<void> | undefined;
  /** Set while exclusive() runs: deliveries wait for it. */
  private paused: Promise<void> | undefined;
  private stopping = false;
  /** Failed subscriptions in a row: the backoff's exponent. */
  private drops = 0;
  private backoff: { timer: NodeJS.Timeout; wake: () => void } | undefined;
  /** Resolves start() at the first caughtUp. */
  private started: (() => void) | undefined;

  constructor(private readonly options: ProjectionRunnerOptions) {
    const physicalName = options.physicalName ?? ((collection: string) => collection);
    const stampOf = stampsFor(options.store.positionStamps);
    this.batchWrites = options.batchWrites ?? BATCH_WRITES;
    this.checkpoints = new Checkpoints(options.store, options.checkpointCollection);
    this.waiters = new PositionWaiters((position) => this.hasApplied(position));
    this.pacer = new Pacer(options.yieldEveryMs, options.restMs);
    assertDisjointCollections(options.projections);
    this.tracked = options.projections.map((projection) => {
      const collections = new Map(
        projection.collections.map((name) => [name, options.store.collection(physicalName(name))]),
      );
      return new TrackedProjection(projection, collections, stampOf, options.logger);
    });
  }

  /** Loads checkpoints, then catches up with the log; resolves once caught up. */
  async start(): Promise<void> {
    for (const tracked of this.tracked) {
      await tracked.prepare(this.checkpoints, this.options.keepStaleVersions);
    }
    this.delivered = this.resumeFrom();
    this.pacer.restart();
    await new Promise<void>((resolve) => {
      this.started = resolve;
      this.subscribe();
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.backoff) {
      clearTimeout(this.backoff.timer);
      this.backoff.wake();
    }
    await this.subscription?.stop();
    await this.writeAll();
    for (const tracked of this.tracked) {
      if (tracked.state !== 'failed') tracked.state = 'stopped';
    }
    await this.saveCheckpoints();
    this.waiters.cancel();
  }

  /** Projections whose collections hold an older version's fold, waiting for a blue/green replay. */
  stale(): string[] {
    return this.tracked
      .filter((tracked) => tracked.staleVersion !== null)
      .map((tracked) => tracked.projection.name);
  }

  status(): ProjectionStatus[] {
    return this.tracked.map((tracked) => tracked.status());
  }

  /** The last event this runner was handed (every projection has handled or skipped it). */
  deliveredPosition(): GlobalPosition {
    return this.delivered;
  }

  /** How many events this runner has been handed since it started: a replay's progress. */
  deliveredCount(): number {
    return this.deliveredEvents;
  }

  /**
   * Runs `work` while no event is being handled: the event in progress
   * finishes and its writes are stored first, and the next one waits until
   * `work` is done. Blue/green replays switch collections under it, so no
   * event is applied to the old collections after the switch or lost in it.
   */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    while (this.paused) await this.paused;
    let release!: () => void;
    this.paused = new Promise<void>((resolve) => (release = resolve));
    try {
      // Its failure is the subscription's to report; here it only has to be over.
      await this.inFlight?.catch(() => undefined);
      await this.writeAll();
      return await work();
    } finally {
      this.paused = undefined;
      release();
    }
  }

  /**
   * After a blue/green switch, under exclusive(): the projection's collections
   * now hold its fold of the log up to `position` (at or past everything this
   * runner was handed), so it carries on from there, healthy again.
   */
  async adopt(name: string, position: GlobalPosition): Promise<void> {
    const tracked = this.tracked.find((candidate) => candidate.projection.name === name);
    if (!tracked) throw new Error(`Unknown projection ${name}`);
    tracked.adopt(position, this.live ? 'live' : 'catching_up');
    await this.saveCheckpoints();
    this.waiters.release();
  }

  /**
   * Resolves true once every projection that is not failed has stored the
   * writes of the event at `position` (read-your-writes for the command that
   * appended it), or false after `timeoutMs`.
   */
  waitFor(position: GlobalPosition, timeoutMs = 5_000): Promise<boolean> {
    return this.waiters.waitFor(position, timeoutMs);
  }

  /** The lowest checkpoint of the projections still running: where a (re)subscription starts. */
  private resumeFrom(): GlobalPosition {
    const running = this.tracked.filter(
      (tracked) => tracked.state !== 'failed' && tracked.staleVersion === null,
    );
    return (
      running.reduce<GlobalPosition | undefined>(
        (lowest, tracked) =>
          lowest === undefined || tracked.position < lowest ? tracked.position : lowest,
        undefined,
      ) ?? this.delivered
    );
  }

  private subscribe(): void {
    if (this.stopping) return;
    this.subscription = this.options.events.subscribeToAll(
      this.resumeFrom(),
      (event) => this.deliver(event as StoredPackMeetEvent),
      {
        /*
         * Through exclusive(): an engine may announce caughtUp while events
         * read with it are still on their way to the handler (EventStoreDB's
         * client does), so going live waits for the event in hand and stores
         * writes alone, never beside a handle() doing the same.
         */
        onCaughtUp: () => {
          this.exclusive(() => this.goLive()).then(
            () => this.started?.(),
            (error: unknown) => void this.dropped(error),
          );
        },
        onError: (error) => void this.dropped(error),
      },
    );
  }

  private async dropped(error: unknown): Promise<void> {
    this.subscription = undefined;
    if (this.stopping) return;
    const delay = Math.min(
      this.resubscribeDelays.firstDelayMs * 2 ** this.drops,
      this.resubscribeDelays.maxDelayMs,
    );
    this.drops += 1;
    this.options.logger.error(
      { err: error, retryInMs: delay, attempt: this.drops },
      'event subscription dropped; resubscribing from the lowest checkpoint',
    );
    try {
      await this.exclusive(async () => {
        for (const tracked of this.tracked) {
          const running = tracked.state !== 'failed' && tracked.state !== 'stopped';
          if (running && tracked.staleVersion === null) {
            tracked.state = 'reconnecting';
          }
        }
        await this.saveCheckpoints();
      });
    } catch (storing) {
      // The read store may be down too: the checkpoints are stored on the next try.
      this.options.logger.error({ err: storing }, 'could not store checkpoints while reconnecting');
    }
    await new Promise<void>((wake) => {
      this.backoff = { timer: setTimeout(wake, delay), wake };
    });
    this.backoff = undefined;
    this.subscribe();
  }

  private get resubscribeDelays() {
    return this.options.resubscribe ?? RESUBSCRIBE;
  }

  private async goLive(): Promise<void> {
    this.drops = 0;
    this.live = true;
    for (const tracked of this.tracked) {
      if (
        (tracked.state === 'catching_up' || tracked.state === 'reconnecting') &&
        tracked.staleVersion === null
      ) {
        tracked.state = 'live';
      }
    }
    await this.saveCheckpoints();
    this.waiters.release();
  }

  private deliver(event: StoredPackMeetEvent): Promise<void> {
    if (this.paused) return this.paused.then(() => this.deliver(event));
    const handling = this.handle(event);
    this.inFlight = handling;
    return handling;
  }

  /** Hands one event to every projection in turn, then stores what is due. */
  private async handle(event: StoredPackMeetEvent): Promise<void> {
    // A resubscription hands over again what it had handled: progress counts each event once.
    if (event.position > this.delivered) {
      this.delivered = event.position;
      this.deliveredEvents += 1;
    }
    for (const tracked of this.tracked) {
      if (!tracked.isDue(event)) continue;
      // Most projections handle a few types of event; for the others there is nothing to run.
      if (tracked.handles(event.type)) await tracked.apply(event);
      else tracked.pass(event);
    }
    await this.afterEvent();
  }

  /**
   * Once live, every event is stored and checkpointed before the next one
   * (read-your-writes). While catching up, writes wait for a full batch, and
   * a replay sharing its process rests between slices.
   */
  private async afterEvent(): Promise<void> {
    this.sinceCheckpoint += 1;
    if (this.live) {
      await this.writeAll();
      await this.saveCheckpoints();
      this.waiters.release();
      return;
    }
    const checkpointDue = this.sinceCheckpoint >= CHECKPOINT_EVERY;
    if (checkpointDue || this.queuedWrites() >= this.batchWrites) {
      await this.writeAll();
      if (checkpointDue) await this.saveCheckpoints();
    }
    await this.pacer.pauseIfDue();
  }

  private queuedWrites(): number {
    return this.tracked.reduce((total, tracked) => total + tracked.queued, 0);
  }

  /**
   * Each projection's writes in one bulk per collection. Projections own
   * disjoint collections (a write elsewhere is refused), so they are sent
   * together: a live event costs one round trip of document writes, then the
   * checkpoints', however many projections it touches.
   */
  private async writeAll(): Promise<void> {
    await Promise.all(this.tracked.map((tracked) => tracked.flush()));
  }

  private async saveCheckpoints(): Promise<void> {
    this.sinceCheckpoint = 0;
    await this.checkpoints.save(this.status());
  }

  /** A failed projection no longer moves, nor does a stale one until it is rebuilt: nobody waits for them. */
  private hasApplied(position: GlobalPosition): boolean {
    return this.tracked.every(
      (tracked) =>
        tracked.state === 'failed' || tracked.staleVersion !== null || tracked.position >= position,
    );
  }
}

/** Each collection belongs to one projection: their writes are then sent together (writeAll). */
function assertDisjointCollections(projections: readonly Projection[]): void {
  const owners = new Map<string, string>();
  for (const { name, collections } of projections) {
    for (const collection of collections) {
      const owner = owners.get(collection);
      if (owner) throw new Error(`${collection} belongs to both ${owner} and ${name}`);
      owners.set(collection, name);
    }
  }
}
