import type { StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import {
  START,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type Subscription,
} from '@packmeet/backend/contracts/event-store';
import type { DocumentChange, Projection, ProjectionView } from '../projection.js';
import {
  BulkWriteError,
  DuplicateKeyError,
  type BulkWriteOperation,
  type Collection,
  type DocumentStore,
  type Filter,
  type UpdateOperators,
} from '../store/document-store.port.js';
import { CHECKPOINTS, type CheckpointDocument, type ProjectionState } from './checkpoint.js';
import { fromPositionKey, positionKey, positionNumber } from './position-key.js';

export interface RunnerLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ProjectionStatus {
  name: string;
  version: number;
  state: ProjectionState;
  checkpoint: GlobalPosition;
  lastError: CheckpointDocument['lastError'];
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
}

/** While catching up, writes are sent in batches of about this many operations... */
const BATCH_WRITES = 1_000;
/** ...and checkpoints at least this often. Once live, both happen after every event. */
const CHECKPOINT_EVERY = 5_000;

/** A guarded write waiting for its batch, with what is needed to report it if it fails. */
interface PendingWrite {
  collection: string;
  operation: BulkWriteOperation;
  upsert: boolean;
  event: StoredPackMeetEvent;
  /** The projection's position before this event: where it stops if this write fails. */
  before: GlobalPosition;
}

interface Tracked {
  projection: Projection;
  /** The last event whose writes are all stored: what the checkpoint records. */
  position: GlobalPosition;
  /** The last event handled; its writes may still be pending. */
  handled: GlobalPosition;
  pending: Map<string, PendingWrite[]>;
  pendingCount: number;
  state: ProjectionState;
  lastError: CheckpointDocument['lastError'];
  dirty: boolean;
  view: ProjectionView;
}

/**
 * Feeds events to projections. One subscription serves them all (each event is
 * read and parsed once); each projection keeps its own checkpoint and its own
 * failure state, so one broken projection stops alone and shows in /api/health
 * while the others go on.
 *
 * Delivery is at least once; every write is guarded by the position recorded
 * on the document, so re-delivered events change nothing. While catching up,
 * writes are batched into one bulkWrite per collection (a rebuild into MongoDB
 * would otherwise pay a round trip per change); once live, every event is
 * written and checkpointed before the next one, so read-your-writes holds.
 */
export class ProjectionRunner {
  private readonly tracked: Tracked[];
  private readonly physicalName: (collection: string) => string;
  private readonly checkpoints: Collection<CheckpointDocument>;
  private readonly collections = new Map<string, Collection>();
  private subscription: Subscription | undefined;
  private live = false;
  private sinceCheckpoint = 0;
  private pendingTotal = 0;
  private waiters: { position: GlobalPosition; resolve: (reached: boolean) => void }[] = [];
  /** The last event delivered to handle(), applied or not. */
  private delivered: GlobalPosition = START;
  private deliveredEvents = 0;
  /** The handle() call in progress, which exclusive() waits for. */
  private inFlight: Promise<void> | undefined;
  /** Set while exclusive() runs: deliveries wait for it. */
  private paused: Promise<void> | undefined;
  private sliceStarted = 0;
  private readonly batchWrites: number;
  /** The event whose position stamp was computed last, and that stamp. */
  private stamped: StoredPackMeetEvent | undefined;
  private stamp: PositionStamp = '';
  private readonly stampOf: (position: GlobalPosition) => PositionStamp;
  private readonly handlersByType = new Map<string, readonly (Handler | undefined)[]>();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.physicalName = options.physicalName ?? ((collection) => collection);
    this.batchWrites = options.batchWrites ?? BATCH_WRITES;
    this.stampOf = options.store.positionStamps === 'number' ? positionNumber : positionKey;
    this.checkpoints = options.store.collection<CheckpointDocument>(
      options.checkpointCollection ?? CHECKPOINTS,
    );
    this.tracked = options.projections.map((projection) => {
      const tracked: Tracked = {
        projection,
        position: START,
        handled: START,
        pending: new Map(),
        pendingCount: 0,
        state: 'starting',
        lastError: null,
        dirty: false,
        view: undefined as unknown as ProjectionView,
      };
      tracked.view = this.viewFor(tracked);
      return tracked;
    });
  }

  /** Loads checkpoints, then catches up with the log; resolves once caught up. */
  async start(): Promise<void> {
    for (const tracked of this.tracked) await this.prepare(tracked);
    const from = this.tracked.reduce<GlobalPosition | undefined>(
      (lowest, tracked) =>
        lowest === undefined || tracked.position < lowest ? tracked.position : lowest,
      undefined,
    );
    this.delivered = from ?? START;
    this.sliceStarted = performance.now();
    await new Promise<void>((resolve, reject) => {
      this.subscription = this.options.events.subscribeToAll(
        from ?? START,
        (event) => this.deliver(event as StoredPackMeetEvent),
        {
          onCaughtUp: () => {
            this.goLive().then(resolve, reject);
          },
          onError: (error) => {
            this.options.logger.error({ err: error }, 'event subscription failed');
            for (const tracked of this.tracked) {
              if (tracked.state !== 'failed') this.setState(tracked, 'stopped');
            }
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        },
      );
    });
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    await this.writeAll();
    for (const tracked of this.tracked) {
      if (tracked.state !== 'failed') this.setState(tracked, 'stopped');
    }
    await this.writeCheckpoints();
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters = [];
  }

  status(): ProjectionStatus[] {
    return this.tracked.map(({ projection, state, position, lastError }) => ({
      name: projection.name,
      version: projection.version,
      state,
      checkpoint: position,
      lastError,
    }));
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
    this.pendingTotal -= tracked.pendingCount;
    tracked.pending = new Map();
    tracked.pendingCount = 0;
    tracked.position = position;
    tracked.handled = position;
    tracked.lastError = null;
    tracked.dirty = true;
    this.setState(tracked, this.live ? 'live' : 'catching_up');
    await this.writeCheckpoints();
    this.releaseWaiters();
  }

  /**
   * Resolves true once every projection that is not failed has stored the
   * writes of the event at `position` (read-your-writes for the command that
   * appended it), or false after `timeoutMs`.
   */
  waitFor(position: GlobalPosition, timeoutMs = 5_000): Promise<boolean> {
    if (this.hasApplied(position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter = {
        position,
        resolve: (reached: boolean) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  private async prepare(tracked: Tracked): Promise<void> {
    const { projection } = tracked;
    const stored = await this.checkpoints.findOne({ _id: projection.name });
    if (stored && stored.version === projection.version) {
      tracked.position = fromPositionKey(stored.position);
    } else {
      // New projection, or its fold changed: start from an empty read model.
      for (const collection of projection.collections) {
        await this.options.store.collection(this.physicalName(collection)).drop();
      }
      tracked.position = START;
      tracked.dirty = true;
    }
    tracked.handled = tracked.position;
    for (const { collection, spec } of projection.indexes ?? []) {
      await this.options.store.collection(this.physicalName(collection)).createIndex(spec);
    }
    this.setState(tracked, 'catching_up');
  }

  private async goLive(): Promise<void> {
    await this.writeAll();
    this.live = true;
    for (const tracked of this.tracked) {
      if (tracked.state === 'catching_up') this.setState(tracked, 'live');
    }
    await this.writeCheckpoints();
    this.releaseWaiters();
  }

  private deliver(event: StoredPackMeetEvent): Promise<void> | undefined {
    if (this.paused) return this.paused.then(() => this.deliver(event));
    const handling = this.handle(event);
    this.inFlight = handling;
    return handling;
  }

  /**
   * Hands one event to every projection. Most handlers are synchronous, and
   * while catching up most events need no write yet, so this stays
   * synchronous until something has to be awaited: a rebuild then costs no
   * promise per event. The first handler that returns a promise or throws
   * hands the rest of the event to handleRest.
   */
  private handle(event: StoredPackMeetEvent): Promise<void> | undefined {
    this.delivered = event.position;
    this.deliveredEvents += 1;
    const handlers = this.handlersOf(event);
    for (let index = 0; index < this.tracked.length; index++) {
      const tracked = this.tracked[index]!;
      if (!this.isDue(tracked, event)) continue;
      const handler = handlers[index];
      if (handler === undefined) {
        this.markHandled(tracked, event);
        continue;
      }
      let returned: DocumentChange[] | Promise<DocumentChange[]>;
      try {
        returned = handler(event, tracked.view);
        if (Array.isArray(returned)) {
          this.apply(tracked, returned, event);
          continue;
        }
      } catch (error) {
        returned = Promise.reject(error);
      }
      return this.handleRest(event, index, returned);
    }
    return this.afterEvent();
  }

  /** handle(), from the projection at `from` on, whose handler's answer is `pending`. */
  private async handleRest(
    event: StoredPackMeetEvent,
    from: number,
    pending: Promise<DocumentChange[]>,
  ): Promise<void> {
    for (let index = from; index < this.tracked.length; index++) {
      const tracked = this.tracked[index]!;
      if (index > from && !this.isDue(tracked, event)) continue;
      try {
        const handler = index === from ? () => pending : this.handlersOf(event)[index];
        this.apply(tracked, handler ? await handler(event, tracked.view) : [], event);
      } catch (error) {
        await this.write(tracked);
        if ((tracked.state as ProjectionState) !== 'failed')
          this.fail(tracked, event, error, tracked.handled);
      }
    }
    await this.afterEvent();
  }

  /**
   * Each projection's handler for the event's type, in the order of
   * `tracked`. One Map lookup per event: types read from the log are fresh
   * strings, which a Map hashes once, where a property lookup per projection
   * would search V8's string table each time.
   */
  private handlersOf(event: StoredPackMeetEvent): readonly (Handler | undefined)[] {
    let handlers = this.handlersByType.get(event.type);
    if (handlers === undefined) {
      handlers = this.tracked.map(({ projection }) =>
        Object.hasOwn(projection.handlers, event.type)
          ? (projection.handlers[event.type] as Handler)
          : undefined,
      );
      this.handlersByType.set(event.type, handlers);
    }
    return handlers;
  }

  /** Whether this projection still has to see the event (it is running and has not handled it yet). */
  private isDue(tracked: Tracked, event: StoredPackMeetEvent): boolean {
    if (tracked.state === 'failed' || tracked.state === 'stopped') return false;
    return event.position > tracked.handled;
  }

  /** Queues a handler's changes (throws, queueing nothing, if they are invalid) and marks the event handled. */
  private apply(tracked: Tracked, changes: DocumentChange[], event: StoredPackMeetEvent): void {
    if (changes.length > 0) this.queue(tracked, changes, this.stampFor(event), event);
    this.markHandled(tracked, event);
  }

  private markHandled(tracked: Tracked, event: StoredPackMeetEvent): void {
    tracked.handled = event.position;
    if (tracked.pendingCount === 0) {
      tracked.position = event.position;
      tracked.dirty = true;
    }
  }

  /** The event's position stamp, computed once per event however many projections write. */
  private stampFor(event: StoredPackMeetEvent): PositionStamp {
    if (this.stamped !== event) {
      this.stamped = event;
      this.stamp = this.stampOf(event.position);
    }
    return this.stamp;
  }

  /**
   * Once live, every event is stored and checkpointed before the next one
   * (read-your-writes). While catching up, writes wait for a full batch, and
   * a replay sharing its process rests between slices.
   */
  private afterEvent(): Promise<void> | undefined {
    this.sinceCheckpoint += 1;
    if (this.live) return this.settle();
    const batchDue =
      this.pendingTotal >= this.batchWrites || this.sinceCheckpoint >= CHECKPOINT_EVERY;
    const restDue =
      this.options.yieldEveryMs !== undefined &&
      performance.now() - this.sliceStarted >= this.options.yieldEveryMs;
    return batchDue || restDue ? this.catchUpPause(batchDue, restDue) : undefined;
  }

  private async settle(): Promise<void> {
    await this.writeAll();
    await this.writeCheckpoints();
    this.releaseWaiters();
  }

  private async catchUpPause(batchDue: boolean, restDue: boolean): Promise<void> {
    if (batchDue) {
      await this.writeAll();
      if (this.sinceCheckpoint >= CHECKPOINT_EVERY) await this.writeCheckpoints();
    }
    if (restDue) {
      // setImmediate runs after pending I/O: waiting HTTP requests are served first.
      const rest = this.options.restMs ?? 0;
      await new Promise((resolve) =>
        rest > 0 ? setTimeout(resolve, rest) : setImmediate(resolve),
      );
      this.sliceStarted = performance.now();
    }
  }

  /**
   * Guards a projection's changes and queues them. Every write only matches
   * documents whose recorded `_position` is older than this event, and records
   * this event's position; an upsert that finds its document already at or
   * past this event hits the duplicate `_id`, which means "already applied".
   * Handlers return fresh objects for every event, so the guard is added in
   * place rather than by copying (this is the hot path of a rebuild).
   */
  private queue(
    tracked: Tracked,
    changes: DocumentChange[],
    stamp: PositionStamp,
    event: StoredPackMeetEvent,
  ): void {
    const { projection } = tracked;
    const touched = changes.length > 1 ? new Set<string>() : undefined;
    const writes: PendingWrite[] = [];
    for (const change of changes) {
      if (!projection.collections.includes(change.collection)) {
        throw new Error(`${projection.name} does not own collection ${change.collection}`);
      }
      let operation: BulkWriteOperation;
      let upsert = false;
      if ('updateOne' in change) {
        const { filter, update } = change.updateOne;
        upsert = change.updateOne.upsert ?? false;
        if (touched) assertTouchedOnce(projection, change.collection, filter, touched);
        if (upsert && typeof filter._id !== 'string') {
          throw new Error(`${projection.name}: an upsert must name its document by _id`);
        }
        operation = {
          updateOne: {
            filter: guarded(filter, stamp),
            update: recordingPosition(update, stamp),
            upsert,
          },
        };
      } else if ('updateMany' in change) {
        const { filter, update } = change.updateMany;
        operation = {
          updateMany: { filter: guarded(filter, stamp), update: recordingPosition(update, stamp) },
        };
      } else if ('deleteOne' in change) {
        operation = { deleteOne: { filter: guarded(change.deleteOne.filter, stamp) } };
      } else if ('deleteMany' in change) {
        operation = { deleteMany: { filter: guarded(change.deleteMany.filter, stamp) } };
      } else {
        const { _id, ...fields } = change.insertOne.document;
        if (touched) assertTouchedOnce(projection, change.collection, { _id }, touched);
        upsert = true;
        operation = {
          updateOne: {
            filter: guarded({ _id }, stamp),
            update: { $setOnInsert: fields, $set: { _position: stamp } },
            upsert,
          },
        };
      }
      writes.push({
        collection: change.collection,
        operation,
        upsert,
        event,
        before: tracked.handled,
      });
    }
    // Queued only once every change is valid: an invalid event writes nothing.
    for (const write of writes) {
      let list = tracked.pending.get(write.collection);
      if (!list) tracked.pending.set(write.collection, (list = []));
      list.push(write);
    }
    tracked.pendingCount += writes.length;
    this.pendingTotal += writes.length;
  }

  private async writeAll(): Promise<void> {
    for (const tracked of this.tracked) await this.write(tracked);
  }

  /**
   * Stores a projection's pending writes, one ordered bulkWrite per
   * collection. A write that fails for any reason but "already applied" stops
   * the projection at the event before it.
   */
  private async write(tracked: Tracked): Promise<void> {
    if (tracked.pendingCount === 0) return;
    const pending = tracked.pending;
    tracked.pending = new Map();
    this.pendingTotal -= tracked.pendingCount;
    tracked.pendingCount = 0;
    for (const [name, writes] of pending) {
      const collection = this.collection(name);
      let remaining = writes;
      while (remaining.length > 0) {
        try {
          await collection.bulkWrite(
            remaining.map((write) => write.operation),
            { ordered: true },
          );
          break;
        } catch (error) {
          const failure = error instanceof BulkWriteError ? error.writeErrors[0] : undefined;
          const write = failure ? remaining[failure.index] : remaining[0];
          if (failure && write?.upsert && isAppliedUpsert(failure.error)) {
            remaining = remaining.slice(failure.index + 1);
            continue;
          }
          this.fail(tracked, write!.event, failure?.error ?? error, write!.before);
          return;
        }
      }
    }
    tracked.position = tracked.handled;
    tracked.dirty = true;
  }

  private collection(name: string): Collection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = this.options.store.collection(this.physicalName(name));
      this.collections.set(name, collection);
    }
    return collection;
  }

  /** Lookups see the projection's own earlier writes: pending ones are stored first. */
  private viewFor(tracked: Tracked): ProjectionView {
    const own = async (name: string) => {
      if (!tracked.projection.collections.includes(name)) {
        throw new Error(`${tracked.projection.name} does not own collection ${name}`);
      }
      await this.write(tracked);
      return this.collection(name);
    };
    return {
      findOne: async (name, filter) => (await own(name)).findOne(filter) as never,
      find: async (name, filter) => (await own(name)).find(filter) as never,
    };
  }

  private fail(
    tracked: Tracked,
    event: StoredEvent,
    error: unknown,
    stoppedAt: GlobalPosition,
  ): void {
    const message = error instanceof Error ? error.message : String(error);
    tracked.position = stoppedAt;
    tracked.lastError = {
      message,
      eventId: event.eventId,
      eventType: event.type,
      position: event.position.toString(),
      correlationId: event.metadata.correlationId,
      at: new Date().toISOString(),
    };
    tracked.dirty = true;
    this.pendingTotal -= tracked.pendingCount;
    tracked.pending = new Map();
    tracked.pendingCount = 0;
    this.setState(tracked, 'failed');
    this.options.logger.error(
      {
        projection: tracked.projection.name,
        eventId: event.eventId,
        eventType: event.type,
        position: event.position.toString(),
        correlationId: event.metadata.correlationId,
        err: error,
      },
      `projection ${tracked.projection.name} stopped: its handler failed`,
    );
  }

  private setState(tracked: Tracked, state: ProjectionState): void {
    if (tracked.state === state) return;
    tracked.state = state;
    tracked.dirty = true;
  }

  private async writeCheckpoints(): Promise<void> {
    this.sinceCheckpoint = 0;
    const dirty = this.tracked.filter((tracked) => tracked.dirty);
    if (dirty.length === 0) return;
    for (const tracked of dirty) tracked.dirty = false;
    const updatedAt = new Date().toISOString();
    await this.checkpoints.bulkWrite(
      dirty.map(({ projection, position, state, lastError }) => ({
        updateOne: {
          filter: { _id: projection.name },
          update: {
            $set: {
              version: projection.version,
              position: positionKey(position),
              state,
              lastError,
              updatedAt,
            },
          },
          upsert: true,
        },
      })),
    );
  }

  /** A failed projection no longer moves, so nobody waits for it. */
  private hasApplied(position: GlobalPosition): boolean {
    return this.tracked.every(
      (tracked) => tracked.state === 'failed' || tracked.position >= position,
    );
  }

  private releaseWaiters(): void {
    if (this.waiters.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => {
      if (!this.hasApplied(waiter.position)) return true;
      waiter.resolve(true);
      return false;
    });
  }
}

/** What `_position` holds: a positionKey() string, or a number where the store allows (DocumentStore.positionStamps). */
type PositionStamp = string | number;

type Handler = (
  event: StoredPackMeetEvent,
  view: ProjectionView,
) => DocumentChange[] | Promise<DocumentChange[]>;

/**
 * The guard compares positions per document, so a second write to the same
 * document for the same event would find it already stamped and be skipped.
 * Projections merge their updates instead; this catches the mistake early.
 */
function assertTouchedOnce(
  projection: Projection,
  collection: string,
  filter: Filter,
  touched: Set<string>,
) {
  if (typeof filter._id !== 'string') return;
  const id = `${collection}\u0000${filter._id}`;
  if (touched.has(id)) {
    throw new Error(`${projection.name} writes ${collection}/${filter._id} twice for one event`);
  }
  touched.add(id);
}

function guarded(filter: Filter, stamp: PositionStamp): Filter {
  filter._position = { $lt: stamp };
  return filter;
}

function recordingPosition(update: UpdateOperators, stamp: PositionStamp): UpdateOperators {
  if (update.$set) update.$set._position = stamp;
  else update.$set = { _position: stamp };
  return update;
}

/** A guarded upsert whose document is already at or past this event collides on `_id`: already applied. */
function isAppliedUpsert(error: unknown): boolean {
  return error instanceof DuplicateKeyError && '_id' in error.key;
}
