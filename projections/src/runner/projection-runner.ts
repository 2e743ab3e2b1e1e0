import {
  START,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type StoredPackMeetEvent,
  type Subscription,
} from '@packmeet/backend/events';
import type { DocumentChange, Projection, ProjectionView } from '../projection.js';
import {
  DuplicateKeyError,
  type Collection,
  type DocumentStore,
  type Filter,
  type UpdateOperators,
} from '../store/document-store.port.js';
import { CHECKPOINTS, type CheckpointDocument, type ProjectionState } from './checkpoint.js';
import { fromPositionKey, positionKey } from './position-key.js';

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
}

/** Checkpoints are written at least this often while catching up, and after every event once live. */
const CHECKPOINT_EVERY = 5_000;

interface Tracked {
  projection: Projection;
  position: GlobalPosition;
  state: ProjectionState;
  lastError: CheckpointDocument['lastError'];
  dirty: boolean;
  view: ProjectionView;
}

/**
 * Feeds events to projections. One subscription serves them all (each event is
 * read and parsed once); each projection keeps its own checkpoint and its own
 * failure state, so one broken projection stops alone and shows in /api/health
 * while the others go on. Delivery is at least once; the position recorded on
 * every document makes a re-delivered event change nothing.
 */
export class ProjectionRunner {
  private readonly tracked: Tracked[];
  private readonly physicalName: (collection: string) => string;
  private readonly checkpoints: Collection<CheckpointDocument>;
  private subscription: Subscription | undefined;
  private live = false;
  private sinceCheckpoint = 0;
  private waiters: { position: GlobalPosition; resolve: (reached: boolean) => void }[] = [];

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.physicalName = options.physicalName ?? ((collection) => collection);
    this.checkpoints = options.store.collection<CheckpointDocument>(
      options.checkpointCollection ?? CHECKPOINTS,
    );
    this.tracked = options.projections.map((projection) => ({
      projection,
      position: START,
      state: 'starting',
      lastError: null,
      dirty: false,
      view: this.viewFor(projection),
    }));
  }

  /** Loads checkpoints, then catches up with the log; resolves once caught up. */
  async start(): Promise<void> {
    for (const tracked of this.tracked) await this.prepare(tracked);
    const from = this.tracked.reduce<GlobalPosition | undefined>(
      (lowest, tracked) =>
        lowest === undefined || tracked.position < lowest ? tracked.position : lowest,
      undefined,
    );
    await new Promise<void>((resolve, reject) => {
      this.subscription = this.options.events.subscribeToAll(
        from ?? START,
        (event) => this.handle(event as StoredPackMeetEvent),
        {
          onCaughtUp: () => {
            this.live = true;
            for (const tracked of this.tracked) {
              if (tracked.state === 'catching_up') this.setState(tracked, 'live');
            }
            this.writeCheckpoints().then(resolve, reject);
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

  /**
   * Resolves true once every projection that is not failed has applied the
   * event at `position` (read-your-writes for the command that appended it),
   * or false after `timeoutMs`.
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
    for (const { collection, spec } of projection.indexes ?? []) {
      await this.options.store.collection(this.physicalName(collection)).createIndex(spec);
    }
    this.setState(tracked, 'catching_up');
  }

  private async handle(event: StoredPackMeetEvent): Promise<void> {
    let key: string | undefined;
    for (const tracked of this.tracked) {
      if (tracked.state === 'failed' || tracked.state === 'stopped') continue;
      if (event.position <= tracked.position) continue;
      const handler = tracked.projection.handlers[event.type] as
        | ((
            event: StoredPackMeetEvent,
            view: ProjectionView,
          ) => DocumentChange[] | Promise<DocumentChange[]>)
        | undefined;
      if (handler) {
        try {
          const changes = await handler(event, tracked.view);
          key ??= positionKey(event.position);
          await this.apply(tracked.projection, changes, key);
        } catch (error) {
          this.fail(tracked, event, error);
          continue;
        }
      }
      tracked.position = event.position;
      tracked.dirty = true;
    }
    this.sinceCheckpoint += 1;
    if (this.live || this.sinceCheckpoint >= CHECKPOINT_EVERY) await this.writeCheckpoints();
    this.releaseWaiters();
  }

  /**
   * Applies a projection's changes with the idempotency guard: every write only
   * matches documents whose recorded `_position` is older than this event, and
   * records this event's position. An upsert that finds its document already
   * at or past this event hits the duplicate `_id`, which means "applied".
   */
  private async apply(
    projection: Projection,
    changes: DocumentChange[],
    key: string,
  ): Promise<void> {
    const guard = { _position: { $lt: key } };
    const touched = new Set<string>();
    for (const change of changes) {
      const collection = this.ownCollection(projection, change.collection);
      if ('updateOne' in change) {
        const { filter, update, upsert = false } = change.updateOne;
        this.assertTouchedOnce(projection, change.collection, filter, touched);
        if (upsert && typeof filter._id !== 'string') {
          throw new Error(`${projection.name}: an upsert must name its document by _id`);
        }
        await ignoringAppliedUpsert(upsert, () =>
          collection.updateOne({ ...filter, ...guard }, recordingPosition(update, key), { upsert }),
        );
      } else if ('updateMany' in change) {
        const { filter, update } = change.updateMany;
        await collection.updateMany({ ...filter, ...guard }, recordingPosition(update, key));
      } else if ('deleteOne' in change) {
        await collection.deleteOne({ ...change.deleteOne.filter, ...guard });
      } else if ('deleteMany' in change) {
        await collection.deleteMany({ ...change.deleteMany.filter, ...guard });
      } else {
        const { _id, ...fields } = change.insertOne.document;
        this.assertTouchedOnce(projection, change.collection, { _id }, touched);
        await ignoringAppliedUpsert(true, () =>
          collection.updateOne(
            { _id, ...guard },
            { $setOnInsert: fields, $set: { _position: key } },
            { upsert: true },
          ),
        );
      }
    }
  }

  private ownCollection(projection: Projection, name: string): Collection {
    if (!projection.collections.includes(name)) {
      throw new Error(`${projection.name} does not own collection ${name}`);
    }
    return this.options.store.collection(this.physicalName(name));
  }

  /**
   * The guard compares positions per document, so a second write to the same
   * document for the same event would find it already stamped and be skipped.
   * Projections merge their updates instead; this catches the mistake early.
   */
  private assertTouchedOnce(
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

  private viewFor(projection: Projection): ProjectionView {
    return {
      findOne: (collection, filter) =>
        this.ownCollection(projection, collection).findOne(filter) as never,
      find: (collection, filter) =>
        this.ownCollection(projection, collection).find(filter) as never,
    };
  }

  private fail(tracked: Tracked, event: StoredEvent, error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    tracked.lastError = {
      message,
      eventId: event.eventId,
      eventType: event.type,
      position: event.position.toString(),
      correlationId: event.metadata.correlationId,
      at: new Date().toISOString(),
    };
    tracked.dirty = true;
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

function recordingPosition(update: UpdateOperators, key: string): UpdateOperators {
  return { ...update, $set: { ...update.$set, _position: key } };
}

async function ignoringAppliedUpsert(
  upsert: boolean,
  write: () => Promise<unknown>,
): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (upsert && error instanceof DuplicateKeyError && '_id' in error.key) return;
    throw error;
  }
}
