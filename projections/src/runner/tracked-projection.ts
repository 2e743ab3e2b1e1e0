import type { StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import {
  START,
  type GlobalPosition,
  type StoredEvent,
} from '@packmeet/backend/contracts/event-store';
import type { DocumentChange, Projection, ProjectionView } from '../projection.js';
import type { Collection } from '../store/document-store.port.js';
import type {
  CheckpointDocument,
  Checkpoints,
  ProjectionState,
  ProjectionStatus,
} from './checkpoint.js';
import type { PositionStamp } from './position-key.js';
import { WriteBatch } from './write-batch.js';

type Handler = (
  event: StoredPackMeetEvent,
  view: ProjectionView,
) => DocumentChange[] | Promise<DocumentChange[]>;

/**
 * One projection inside a runner: its handler calls, its queued writes, how
 * far it has got and whether it has failed. A failure (its handler throws, or
 * the store refuses one of its writes) stops this projection alone, at the
 * event before the one that failed, and is logged and kept for its status.
 */
export class TrackedProjection {
  /** The last event whose writes are all stored: what the checkpoint records. */
  position: GlobalPosition = START;
  /** The last event handled; its writes may still be queued. */
  private handled: GlobalPosition = START;
  state: ProjectionState = 'starting';
  lastError: CheckpointDocument['lastError'] = null;
  private readonly batch: WriteBatch;
  /** Lookups see the projection's own earlier writes: its queued ones are stored first. */
  private readonly view: ProjectionView = {
    findOne: async (name, filter) => (await this.own(name)).findOne(filter) as never,
    find: async (name, filter) => (await this.own(name)).find(filter) as never,
  };

  constructor(
    readonly projection: Projection,
    collections: ReadonlyMap<string, Collection>,
    stampOf: (position: GlobalPosition) => PositionStamp,
    /** Where failures are reported (the runner's logger). */
    private readonly logger: { error(details: object, message: string): void },
  ) {
    this.batch = new WriteBatch(projection.name, collections, stampOf);
  }

  /** How many of its writes are queued. */
  get queued(): number {
    return this.batch.size;
  }

  /**
   * Resumes from its checkpoint (or from the start, emptied) and creates its
   * indexes. With `keepStale`, collections an older version of its fold
   * wrote are kept serving as they are, untouched, until a blue/green replay
   * adopts it (see `stale`).
   */
  async prepare(checkpoints: Checkpoints, keepStale = false): Promise<void> {
    const { collections, indexes = [] } = this.projection;
    const kept = keepStale ? await checkpoints.resumeKeeping(this.projection) : null;
    if (kept && kept.storedVersion !== null && kept.storedVersion !== this.projection.version) {
      this.staleVersion = kept.storedVersion;
      this.position = kept.position;
    } else {
      this.position = await checkpoints.resume(
        this.projection,
        collections.map((name) => this.batch.collection(name)),
      );
    }
    this.handled = this.position;
    for (const { collection, spec } of indexes) {
      await this.batch.collection(collection).createIndex(spec);
    }
    this.state = 'catching_up';
  }

  /**
   * Set while its collections hold an older version's fold, kept serving
   * until a blue/green replay adopts it: this version's handlers never write
   * into them, so it sees no events meanwhile.
   */
  staleVersion: number | null = null;

  /** Whether it still has to see the event: it is running and has not handled it yet. */
  isDue(event: StoredEvent): boolean {
    if (this.state === 'failed' || this.state === 'stopped') return false;
    if (this.staleVersion !== null) return false;
    return event.position > this.handled;
  }

  /** Whether it has a handler for this type of event. */
  handles(type: string): boolean {
    return Object.hasOwn(this.projection.handlers, type);
  }

  /** Moves past an event it has no handler for. */
  pass(event: StoredEvent): void {
    this.done(event);
  }

  /** Runs its handler for the event and queues the changes. */
  async apply(event: StoredPackMeetEvent): Promise<void> {
    const handler = this.projection.handlers[event.type] as Handler;
    try {
      const changes = await handler(event, this.view);
      // Storing earlier writes for one of its lookups failed: it has stopped already.
      if (this.state === 'failed') return;
      this.batch.add(event, changes, this.handled);
    } catch (error) {
      // Earlier events' writes are stored first, so it stops right before this one.
      await this.flush();
      if (this.state !== 'failed') this.fail(event, error, this.handled);
      return;
    }
    this.done(event);
  }

  /** Stores its queued writes; a write that fails stops it at the event before that write. */
  async flush(): Promise<void> {
    if (this.batch.size === 0) return;
    // Events handled while this flush is on its way have writes in the next batch, not this one.
    const stored = this.handled;
    const failure = await this.batch.flush();
    if (failure) this.fail(failure.event, failure.error, failure.before);
    else if (this.state !== 'failed') this.position = stored;
  }

  /** Carries on from `position`, healthy, with nothing queued (a blue/green switch). */
  adopt(position: GlobalPosition, state: ProjectionState): void {
    this.batch.clear();
    this.position = position;
    this.handled = position;
    this.lastError = null;
    this.staleVersion = null;
    this.state = state;
  }

  status(): ProjectionStatus {
    return {
      name: this.projection.name,
      // Until it is rebuilt, its checkpoint still describes the older fold.
      version: this.staleVersion ?? this.projection.version,
      state: this.state,
      checkpoint: this.position,
      lastError: this.lastError,
    };
  }

  /** The event is handled; with nothing queued, its position is stored as far as this projection goes. */
  private done(event: StoredEvent): void {
    this.handled = event.position;
    if (this.batch.size === 0) this.position = event.position;
  }

  private async own(name: string) {
    const collection = this.batch.collection(name);
    await this.flush();
    return collection;
  }

  private fail(event: StoredEvent, error: unknown, stoppedAt: GlobalPosition): void {
    const { name } = this.projection;
    const details = {
      eventId: event.eventId,
      eventType: event.type,
      position: event.position.toString(),
      correlationId: event.metadata.correlationId,
    };
    this.batch.clear();
    this.position = stoppedAt;
    this.state = 'failed';
    this.lastError = {
      message: error instanceof Error ? error.message : String(error),
      ...details,
      at: new Date().toISOString(),
    };
    this.logger.error(
      { projection: name, ...details, err: error },
      `projection ${name} stopped: its handler failed`,
    );
  }
}
