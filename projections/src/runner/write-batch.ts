import type { GlobalPosition, StoredEvent } from '@packmeet/backend/contracts/event-store';
import type { DocumentChange } from '../projection.js';
import {
  BulkWriteError,
  DuplicateKeyError,
  type BulkWriteOperation,
  type Collection,
  type Filter,
  type UpdateOperators,
} from '../store/document-store.port.js';
import type { PositionStamp } from './position-key.js';

/** A guarded write waiting in the batch, with what is needed to report it if it fails. */
interface QueuedWrite {
  operation: BulkWriteOperation;
  /** A guarded upsert may collide on `_id`, which means "already applied". */
  upsert: boolean;
  event: StoredEvent;
  /** The projection's position before this event: where it stops if this write fails. */
  before: GlobalPosition;
}

/** The first queued write the store refused. */
export interface WriteFailure {
  event: StoredEvent;
  before: GlobalPosition;
  error: unknown;
}

/**
 * One projection's writes on their way to the store. Delivery is at least
 * once, so each change a handler returns becomes a guarded write: it only
 * matches documents whose recorded `_position` is older than the event, and
 * records the event's position. A re-delivered event then changes nothing; an
 * upsert whose document is already at or past the event hits the duplicate
 * `_id` instead, which means "already applied".
 *
 * Writes queue per collection and are stored as one ordered bulkWrite each,
 * so the runner decides how many events go into one call: many while
 * catching up (a round trip per change would dominate a rebuild into
 * MongoDB), one once live.
 */
export class WriteBatch {
  private queued = new Map<string, QueuedWrite[]>();
  private count = 0;

  constructor(
    /** The projection's name, for error messages. */
    private readonly projection: string,
    /** The projection's own collections by logical name; it writes and reads nothing else. */
    private readonly collections: ReadonlyMap<string, Collection>,
    private readonly stampOf: (position: GlobalPosition) => PositionStamp,
  ) {}

  /** How many writes are queued. */
  get size(): number {
    return this.count;
  }

  /** One of the projection's own collections; throws for any other. */
  collection(name: string): Collection {
    const collection = this.collections.get(name);
    if (!collection) throw new Error(`${this.projection} does not own collection ${name}`);
    return collection;
  }

  /**
   * Queues one event's changes, all or none: throws, queueing nothing, when
   * one of them is invalid. `before` is the projection's position before the
   * event.
   */
  add(event: StoredEvent, changes: readonly DocumentChange[], before: GlobalPosition): void {
    if (changes.length === 0) return;
    const stamp = this.stampOf(event.position);
    const touched = new Set<string>();
    const writes = changes.map((change) => {
      this.collection(change.collection); // throws unless the projection owns it
      const { operation, upsert, id } = guard(change, stamp);
      if (upsert && typeof id !== 'string') {
        throw new Error(`${this.projection}: an upsert must name its document by _id`);
      }
      if (typeof id === 'string') {
        // The guard compares positions per document, so a second write to the
        // same document for the same event would find it already stamped and
        // be skipped. Projections merge their updates instead.
        const key = `${change.collection}\u0000${id}`;
        if (touched.has(key)) {
          throw new Error(
            `${this.projection} writes ${change.collection}/${id} twice for one event`,
          );
        }
        touched.add(key);
      }
      return { collection: change.collection, write: { operation, upsert, event, before } };
    });
    for (const { collection, write } of writes) {
      const list = this.queued.get(collection);
      if (list) list.push(write);
      else this.queued.set(collection, [write]);
    }
    this.count += writes.length;
  }

  /**
   * Stores every queued write, one ordered bulkWrite per collection, and
   * empties the batch. Resolves the first write that failed for any reason
   * but "already applied" (the rest of the batch is dropped then), or null.
   */
  async flush(): Promise<WriteFailure | null> {
    const queued = this.queued;
    this.clear();
    for (const [name, writes] of queued) {
      const failure = await storeInOrder(this.collection(name), writes);
      if (failure) return failure;
    }
    return null;
  }

  /** Forgets every queued write. */
  clear(): void {
    this.queued = new Map();
    this.count = 0;
  }
}

/**
 * A change as a guarded write: new filter and update objects (what the
 * handler returned is left as it was), and the document's `_id` when the
 * write names one.
 */
export function guard(
  change: DocumentChange,
  stamp: PositionStamp,
): { operation: BulkWriteOperation; upsert: boolean; id: unknown } {
  if ('updateOne' in change) {
    const { filter, update, upsert = false } = change.updateOne;
    return {
      operation: {
        updateOne: {
          filter: olderThan(filter, stamp),
          update: recording(update, stamp),
          upsert,
        },
      },
      upsert,
      id: filter._id,
    };
  }
  if ('updateMany' in change) {
    const { filter, update } = change.updateMany;
    return {
      operation: {
        updateMany: { filter: olderThan(filter, stamp), update: recording(update, stamp) },
      },
      upsert: false,
      id: undefined,
    };
  }
  if ('deleteOne' in change) {
    return {
      operation: { deleteOne: { filter: olderThan(change.deleteOne.filter, stamp) } },
      upsert: false,
      id: undefined,
    };
  }
  if ('deleteMany' in change) {
    return {
      operation: { deleteMany: { filter: olderThan(change.deleteMany.filter, stamp) } },
      upsert: false,
      id: undefined,
    };
  }
  // An insert becomes an upsert, so that inserting again changes nothing.
  const { _id, ...fields } = change.insertOne.document;
  return {
    operation: {
      updateOne: {
        filter: olderThan({ _id }, stamp),
        update: { $setOnInsert: fields, $set: { _position: stamp } },
        upsert: true,
      },
    },
    upsert: true,
    id: _id,
  };
}

function olderThan(filter: Filter, stamp: PositionStamp): Filter {
  return { _position: { $lt: stamp }, ...filter };
}

function recording(update: UpdateOperators, stamp: PositionStamp): UpdateOperators {
  return { ...update, $set: { _position: stamp, ...update.$set } };
}

/** One ordered bulkWrite; after an "already applied" upsert, the writes behind it are sent again. */
async function storeInOrder(
  collection: Collection,
  writes: readonly QueuedWrite[],
): Promise<WriteFailure | null> {
  let remaining = writes;
  while (remaining.length > 0) {
    try {
      await collection.bulkWrite(
        remaining.map((write) => write.operation),
        { ordered: true },
      );
      return null;
    } catch (error) {
      const failed = error instanceof BulkWriteError ? error.writeErrors[0] : undefined;
      const write = remaining[failed?.index ?? 0]!;
      if (failed && write.upsert && isAppliedUpsert(failed.error)) {
        remaining = remaining.slice(failed.index + 1);
        continue;
      }
      return { event: write.event, before: write.before, error: failed?.error ?? error };
    }
  }
  return null;
}

/** A guarded upsert whose document is already at or past this event collides on `_id`: already applied. */
function isAppliedUpsert(error: unknown): boolean {
  return error instanceof DuplicateKeyError && '_id' in error.key;
}
