import { randomUUID } from 'node:crypto';
import { Query, update as mingoUpdate } from 'mingo';
import {
  BulkWriteError,
  DuplicateKeyError,
  type BulkWriteOperation,
  type BulkWriteResult,
  type ChangeEvent,
  type ChangeStream,
  type Collection,
  type DeleteResult,
  type Document,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type ProjectionSpec,
  type SortSpec,
  type UpdateOperators,
  type UpdateOptions,
  type UpdateResult,
} from './document-store.port.js';

/**
 * The embedded read store: MongoDB collection semantics over in-process Maps.
 *
 * Design notes (the contract suite in `document-store.contract.ts` pins the behaviour):
 * - Documents are immutable snapshots. Writes deep-copy their inputs and freeze
 *   the copies; updates are copy-on-write with structural sharing (only the
 *   objects on an updated path are copied), so a document handed to a reader
 *   never changes and readers get it without a copy.
 * - The hot paths are hand-written: `_id` equality is a Map lookup, filters made
 *   of top-level equality and simple comparisons are matched without mingo, and
 *   $set/$inc/$unset/$setOnInsert/$push/$pull/$addToSet are applied by this file.
 *   Everything else in a filter (dotted paths, $or, $elemMatch, ...) goes to a
 *   cached mingo Query; positional update paths (`a.$.b`, `a.$[].b`) go to mingo's updater.
 * - Change notifications are queued and delivered in a microtask, in write order,
 *   so a listener never runs inside a write. A watcher is bound to a collection
 *   name: drop and renameCollection (for both names) reach it as a 'drop' event,
 *   and it keeps receiving later changes under that name.
 * - Natural order is insertion order: an update keeps a document's place, a
 *   delete and re-insert moves it to the end. Sorting follows MongoDB: missing
 *   fields sort as null, below numbers; an array sorts by its smallest element
 *   ascending and its largest descending; an empty array below null. Ties keep
 *   natural order.
 * - An upsert's `_id` comes from the filter's equality on `_id`, else from the
 *   update, else from `generateId` (a random UUID by default).
 * - A collection exists from its first insert, upsert or createIndex until it is
 *   dropped or renamed away; emptying it does not remove it (as in MongoDB).
 *
 * Known differences from MongoDB: JavaScript cannot tell 1 from 1.0, so a $set
 * of 1 over a stored 1.0 counts as no change; compound indexes accept parallel
 * arrays; filters handed to mingo inherit its deviations (its embedded-document
 * equality ignores field order under $or, `{ $gte: null }` does not match missing fields).
 */

type Fields = Record<string, unknown>;
type Listener = (change: ChangeEvent) => void;

export interface MemoryDocumentStoreOptions {
  /** Generates `_id` for upserts (and inserts) that do not name one; random UUIDs by default. */
  generateId?: () => string;
}

export class MemoryDocumentStore implements DocumentStore {
  readonly engine = 'memory';
  /** Nothing here outlives the process, so position stamps can be numbers. */
  readonly positionStamps = 'number';
  private readonly catalog: Catalog;
  private readonly handles = new Map<string, MemoryCollection<Document>>();

  constructor(options: MemoryDocumentStoreOptions = {}) {
    this.catalog = new Catalog(options.generateId ?? randomUUID);
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    assertCollectionName(name);
    let handle = this.handles.get(name);
    if (handle === undefined) {
      handle = new MemoryCollection<Document>(this.catalog, name);
      this.handles.set(name, handle);
    }
    // Why the cast: a handle holds no documents of its own; T only narrows what callers read back.
    return handle as unknown as Collection<T>;
  }

  async listCollections(): Promise<string[]> {
    this.catalog.assertOpen();
    return [...this.catalog.collections.keys()].sort();
  }

  async renameCollection(from: string, to: string): Promise<void> {
    this.catalog.assertOpen();
    assertCollectionName(from);
    assertCollectionName(to);
    if (from === to) throw new Error(`Can't rename a collection to itself: ${from}`);
    const source = this.catalog.collections.get(from);
    if (source === undefined) throw new Error(`Source namespace does not exist: ${from}`);
    // Why one synchronous swap: readers of `to` see either the old documents or the new ones.
    this.catalog.collections.delete(from);
    this.catalog.collections.set(to, source);
    // Why 'drop' for both names: every document under each name was replaced at
    // once, so a watcher must refetch rather than patch. Watchers stay bound to
    // their name and keep receiving later changes made under it.
    this.catalog.publish(from, 'drop');
    this.catalog.publish(to, 'drop');
  }

  async close(): Promise<void> {
    this.catalog.close();
  }
}

// ---------------------------------------------------------------------------
// Catalog: the collections of one store, their watchers and the event queue.

interface Slot {
  /**
   * The stored document. Frozen when a write built it (copy-on-write), or a
   * private mutable object after the runner's in-place fast path; readers
   * never see it directly, only snapshotOf(slot).
   */
  doc: Document;
  /** Whether `doc` is the private mutable kind. */
  mutable: boolean;
  /** A frozen copy handed to readers of a mutable `doc`, built on first read, dropped on write. */
  snapshot: Document | null;
  /** Insertion sequence: the natural order when an index returns candidates out of order. */
  readonly seq: number;
}

/** What readers get: the document itself when frozen, else a cached frozen copy. */
function snapshotOf(slot: Slot): Document {
  if (!slot.mutable) return slot.doc;
  return (slot.snapshot ??= Object.freeze({ ...slot.doc }) as Document);
}

interface IndexState {
  readonly name: string;
  readonly keys: Readonly<Record<string, 1 | -1>>;
  readonly paths: readonly (readonly string[])[];
  readonly fields: readonly string[];
  readonly unique: boolean;
  /** Encoded key -> ids of the documents holding it. */
  readonly entries: Map<string, Set<string>>;
}

interface CollectionState {
  readonly docs: Map<string, Slot>;
  readonly indexes: Map<string, IndexState>;
  /** The top-level fields some index reads. */
  readonly indexedFields: Set<string>;
  nextSeq: number;
}

interface Watcher {
  readonly listener: Listener;
  /** Only events published after the watcher was opened reach it. */
  readonly after: number;
  closed: boolean;
}

interface QueuedEvent {
  readonly seq: number;
  readonly event: ChangeEvent;
}

class Catalog {
  readonly collections = new Map<string, CollectionState>();
  private readonly watchers = new Map<string, Set<Watcher>>();
  private queue: QueuedEvent[] = [];
  private flushScheduled = false;
  private eventSeq = 0;
  private closed = false;

  constructor(readonly generateId: () => string) {}

  assertOpen(): void {
    if (this.closed) throw new Error('MemoryDocumentStore is closed');
  }

  stateOf(name: string): CollectionState | undefined {
    return this.collections.get(name);
  }

  create(name: string): CollectionState {
    let state = this.collections.get(name);
    if (state === undefined) {
      state = { docs: new Map(), indexes: new Map(), indexedFields: new Set(), nextSeq: 0 };
      this.collections.set(name, state);
    }
    return state;
  }

  isWatched(name: string): boolean {
    const set = this.watchers.get(name);
    return set !== undefined && set.size > 0;
  }

  /** Queues a change for the watchers of `collection`; a no-op when nobody watches it. */
  publish(collection: string, operationType: ChangeEvent['operationType'], doc?: Document): void {
    if (!this.isWatched(collection)) return;
    const event: ChangeEvent =
      doc === undefined
        ? Object.freeze({ operationType, collection })
        : operationType === 'delete'
          ? Object.freeze({
              operationType,
              collection,
              documentKey: Object.freeze({ _id: doc._id }),
            })
          : Object.freeze({
              operationType,
              collection,
              documentKey: Object.freeze({ _id: doc._id }),
              fullDocument: doc,
            });
    this.queue.push({ seq: ++this.eventSeq, event });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  watch(name: string, listener: Listener): ChangeStream {
    this.assertOpen();
    const watcher: Watcher = { listener, after: this.eventSeq, closed: false };
    let set = this.watchers.get(name);
    if (set === undefined) {
      set = new Set();
      this.watchers.set(name, set);
    }
    set.add(watcher);
    return {
      close: async () => {
        watcher.closed = true;
        const current = this.watchers.get(name);
        current?.delete(watcher);
        if (current?.size === 0) this.watchers.delete(name);
      },
    };
  }

  close(): void {
    this.closed = true;
    for (const set of this.watchers.values()) for (const watcher of set) watcher.closed = true;
    this.watchers.clear();
    this.queue = [];
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    for (const { seq, event } of batch) {
      const set = this.watchers.get(event.collection);
      if (set === undefined) continue;
      for (const watcher of [...set]) {
        if (watcher.closed || seq <= watcher.after) continue;
        try {
          watcher.listener(event);
        } catch (error) {
          // Why rethrow in a new task: a failing listener must neither break the
          // delivery to the others nor be swallowed; it surfaces like a throwing
          // EventEmitter listener would (an uncaught exception).
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    }
  }
}

// ---------------------------------------------------------------------------
// Collection handle: bound to a name, it looks the state up on every call, so
// a rename or a drop is seen by every handle at once.

interface WriteCounts {
  matched: number;
  modified: number;
  upsertedId: string | null;
}

class MemoryCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly catalog: Catalog,
    readonly name: string,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    return this.findSync(filter, options) as T[];
  }

  async findOne(
    filter: Filter = {},
    options: Omit<FindOptions, 'skip' | 'limit'> = {},
  ): Promise<T | null> {
    return (this.findSync(filter, { ...options, limit: 1 })[0] as T | undefined) ?? null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    this.catalog.assertOpen();
    const state = this.catalog.stateOf(this.name);
    if (state === undefined) return 0;
    if (isEmptyFilter(filter)) return state.docs.size;
    return select(state, filter, Infinity).length;
  }

  async insertOne(document: T): Promise<{ insertedId: string }> {
    this.catalog.assertOpen();
    return { insertedId: this.insertSync(document) };
  }

  async updateOne(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    this.catalog.assertOpen();
    return toUpdateResult(this.updateSync(filter, update, options.upsert === true, false));
  }

  async updateMany(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    this.catalog.assertOpen();
    return toUpdateResult(this.updateSync(filter, update, options.upsert === true, true));
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    this.catalog.assertOpen();
    return { deletedCount: this.deleteSync(filter, false) };
  }

  async deleteMany(filter: Filter = {}): Promise<DeleteResult> {
    this.catalog.assertOpen();
    return { deletedCount: this.deleteSync(filter, true) };
  }

  async bulkWrite(
    operations: readonly BulkWriteOperation[],
    options: { ordered?: boolean } = {},
  ): Promise<BulkWriteResult> {
    this.catalog.assertOpen();
    const ordered = options.ordered ?? true;
    const result: BulkWriteResult = {
      insertedCount: 0,
      matchedCount: 0,
      modifiedCount: 0,
      deletedCount: 0,
      upsertedCount: 0,
    };
    const writeErrors: { index: number; error: Error }[] = [];
    operations.forEach((operation, index) => {
      if (ordered && writeErrors.length > 0) return;
      try {
        this.applyBulkOperation(operation, result);
      } catch (error) {
        writeErrors.push({ index, error: asError(error) });
      }
    });
    if (writeErrors.length === 0) return result;
    throw new BulkWriteError(result, writeErrors);
  }

  async createIndex(spec: IndexSpec): Promise<string> {
    this.catalog.assertOpen();
    return this.createIndexSync(spec);
  }

  async drop(): Promise<boolean> {
    this.catalog.assertOpen();
    if (!this.catalog.collections.delete(this.name)) return false;
    this.catalog.publish(this.name, 'drop');
    return true;
  }

  watch(listener: (change: ChangeEvent<T>) => void): ChangeStream {
    // Why the cast: the events carry this collection's documents, which are T.
    return this.catalog.watch(this.name, listener as Listener);
  }

  // -- reads ----------------------------------------------------------------

  private findSync(filter: Filter, options: FindOptions): Document[] {
    this.catalog.assertOpen();
    const state = this.catalog.stateOf(this.name);
    const skip = options.skip ?? 0;
    if (!Number.isInteger(skip) || skip < 0)
      throw new Error(`skip must be a non-negative integer, got ${skip}`);
    const limit =
      options.limit === undefined || options.limit === 0 ? Infinity : Math.abs(options.limit);
    const projection =
      options.projection === undefined ? null : compileProjection(options.projection);
    const sort = options.sort === undefined ? null : compileSort(options.sort);
    if (state === undefined) return [];
    let docs: Document[];
    if (sort === null) {
      docs = select(state, filter, skip + limit)
        .slice(skip)
        .map(snapshotOf);
    } else {
      docs = sortDocuments(select(state, filter, Infinity).map(snapshotOf), sort);
      docs = docs.slice(skip, limit === Infinity ? undefined : skip + limit);
    }
    return projection === null ? docs : docs.map((doc) => project(doc, projection));
  }

  // -- writes ---------------------------------------------------------------

  private insertSync(input: Document): string {
    if (!isDocumentLike(input)) throw new TypeError('insertOne expects a document');
    const id = own(input, '_id');
    const doc = freezeDocument(input, id === undefined ? this.catalog.generateId() : id);
    const state = this.catalog.create(this.name);
    if (state.docs.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
    this.insertChecked(state, doc);
    return doc._id;
  }

  /** Stores a new document whose `_id` is known to be free. */
  private insertChecked(state: CollectionState, doc: Document): void {
    if (state.indexes.size > 0) {
      const keys = indexKeysOf(state, doc);
      assertUniqueKeys(this.name, doc, keys, null);
      addIndexKeys(doc._id, keys);
    }
    state.docs.set(doc._id, { doc, mutable: false, snapshot: null, seq: state.nextSeq++ });
    this.catalog.publish(this.name, 'insert', doc);
  }

  private updateSync(
    filter: Filter,
    update: UpdateOperators,
    upsert: boolean,
    multi: boolean,
  ): WriteCounts {
    if (!multi) {
      const fast = this.tryRunnerUpdate(filter, update, upsert);
      if (fast !== null) return fast;
    }
    const plan = planUpdate(update);
    const state = this.catalog.stateOf(this.name);
    const matches = state === undefined ? [] : select(state, filter, multi ? Infinity : 1);
    if (matches.length === 0) {
      if (!upsert) return { matched: 0, modified: 0, upsertedId: null };
      const doc = buildUpsert(filter, plan, this.catalog.generateId);
      const target = state ?? this.catalog.create(this.name);
      if (target.docs.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
      this.insertChecked(target, doc);
      return { matched: 0, modified: 0, upsertedId: doc._id };
    }
    let modified = 0;
    for (const slot of matches) {
      const before = slot.doc;
      const after = applyUpdate(before, plan, update, filter);
      if (after === before) continue;
      this.replaceChecked(state as CollectionState, slot, after);
      modified++;
    }
    return { matched: matches.length, modified, upsertedId: null };
  }

  /**
   * The projection runner's hot paths, for `updateOne({ _id, _position: { $lt: p } }, update)`:
   * - the document exists, and every field set or incremented is a top-level
   *   field it already has, with a scalar value: written in place, without
   *   compiling the filter, planning the update or drafting a copy;
   * - the document does not exist and this is an upsert that only sets
   *   top-level fields: the new document is built directly.
   * Either gives exactly what the general path gives. Anything else returns
   * null and takes the general path, which also reports every error.
   */
  private tryRunnerUpdate(
    filter: Filter,
    update: UpdateOperators,
    upsert: boolean,
  ): WriteCounts | null {
    const id = filter._id;
    const guard = filter._position as Fields | undefined;
    if (typeof id !== 'string' || !isRunnerGuard(guard)) return null;
    for (const field in filter) if (field !== '_id' && field !== '_position') return null;
    const below = guard.$lt as string | number;
    const state = this.catalog.stateOf(this.name);
    const slot = state?.docs.get(id);
    if (state === undefined) return null;
    if (slot === undefined) return upsert ? this.tryInsertUpsert(state, id, update) : null;
    const before = slot.doc as Fields;
    const stamp = before._position;
    if (typeof stamp !== typeof below || !((stamp as string | number) < below)) return null;

    // First pass: is this the simple case, does anything change, and does an indexed field?
    const { $set: set, $inc: inc } = update as { $set?: Fields; $inc?: Fields };
    // The same field under both operators is a conflict: the general path reports it.
    if (set && inc) for (const key in inc) if (Object.hasOwn(set, key)) return null;
    // A new stamp changes the document whatever else is set, so then only
    // indexed fields need comparing: reading each old value costs a cache miss
    // on a rebuild, where the document was last touched long ago.
    let changed = set?._position !== undefined && set._position !== stamp;
    let indexed = false;
    for (const operator in update) {
      const fields = update[operator as keyof UpdateOperators] as Fields | undefined;
      if ((operator !== '$set' && operator !== '$inc') || !isDocumentLike(fields)) return null;
      for (const key in fields) {
        const value = runnerValue(before, operator, key, fields[key]);
        if (value === NOT_SIMPLE) return null;
        if (value === undefined) continue;
        if (state.indexedFields.has(key)) {
          if (before[key] !== value) changed = indexed = true;
        } else if (!changed && before[key] !== value) changed = true;
      }
    }
    if (!changed) return MATCHED_UNCHANGED;

    // Second pass: write. An indexed change replaces the document (re-keying
    // the index); otherwise the write is in place: readers hold frozen
    // snapshots, so no copy is needed and a rebuild does not churn the heap.
    let target: Fields;
    if (indexed) target = { ...before };
    else {
      if (!slot.mutable) {
        slot.doc = { ...before } as Document;
        slot.mutable = true;
      }
      target = slot.doc as Fields;
    }
    for (const operator in update) {
      const fields = update[operator as keyof UpdateOperators] as Fields;
      for (const key in fields) {
        const value = runnerValue(before, operator, key, fields[key]);
        if (value !== undefined) target[key] = value;
      }
    }
    if (indexed) {
      this.replaceChecked(state, slot, Object.freeze(target) as Document);
      return MATCHED_MODIFIED;
    }
    slot.snapshot = null;
    if (this.catalog.isWatched(this.name))
      this.catalog.publish(this.name, 'update', snapshotOf(slot));
    return MATCHED_MODIFIED;
  }

  /**
   * A runner upsert that finds no document and only sets top-level fields
   * ($set, $setOnInsert): the new document is `_id` and then the fields in
   * the order MongoDB gives them (lexicographic, as planUpdate orders steps).
   */
  private tryInsertUpsert(
    state: CollectionState,
    id: string,
    update: UpdateOperators,
  ): WriteCounts | null {
    const names: string[] = [];
    const values: unknown[] = [];
    let operators = 0;
    for (const operator in update) {
      operators++;
      const fields = update[operator as keyof UpdateOperators] as Fields | undefined;
      if (operator !== '$set' && operator !== '$setOnInsert') return null;
      if (!isDocumentLike(fields)) return null;
      for (const key in fields) {
        if (
          key === '' ||
          key === '_id' ||
          key.charCodeAt(0) === 36 ||
          key.includes('.') ||
          names.includes(key)
        )
          return null;
        const copy = frozenCopy(fields[key]);
        if (copy === undefined) continue;
        names.push(key);
        values.push(copy);
      }
    }
    if (operators === 0) return null;
    const doc = fieldsObject();
    doc._id = id;
    for (const i of nameOrder(names)) defineField(doc, names[i] as string, values[i]);
    this.insertChecked(state, Object.freeze(doc) as Document);
    return { matched: 0, modified: 0, upsertedId: id };
  }

  private replaceChecked(state: CollectionState, slot: Slot, after: Document): void {
    if (state.indexes.size > 0) {
      const before = slot.doc;
      const oldKeys = new Map<IndexState, string[]>();
      const newKeys = new Map<IndexState, string[]>();
      for (const index of state.indexes.values()) {
        // Copy-on-write shares untouched fields: when every indexed top-level
        // field is the very same value, this index's keys cannot have changed.
        if (index.paths.every((parts) => before[parts[0]!] === after[parts[0]!])) continue;
        oldKeys.set(index, keysForIndex(index, before));
        newKeys.set(index, keysForIndex(index, after));
      }
      if (newKeys.size > 0) {
        assertUniqueKeys(this.name, after, newKeys, after._id);
        removeIndexKeys(after._id, oldKeys);
        addIndexKeys(after._id, newKeys);
      }
    }
    slot.doc = after;
    slot.mutable = false;
    slot.snapshot = null;
    this.catalog.publish(this.name, 'update', after);
  }

  private deleteSync(filter: Filter, multi: boolean): number {
    const state = this.catalog.stateOf(this.name);
    if (state === undefined) return 0;
    const matches = select(state, filter, multi ? Infinity : 1);
    for (const slot of matches) {
      if (state.indexes.size > 0) removeIndexKeys(slot.doc._id, indexKeysOf(state, slot.doc));
      state.docs.delete(slot.doc._id);
      this.catalog.publish(this.name, 'delete', snapshotOf(slot));
    }
    return matches.length;
  }

  private applyBulkOperation(operation: BulkWriteOperation, result: BulkWriteResult): void {
    if ('insertOne' in operation) {
      this.insertSync(operation.insertOne.document);
      result.insertedCount++;
    } else if ('updateOne' in operation) {
      const { filter, update, upsert } = operation.updateOne;
      addUpdateCounts(result, this.updateSync(filter, update, upsert === true, false));
    } else if ('updateMany' in operation) {
      const { filter, update, upsert } = operation.updateMany;
      addUpdateCounts(result, this.updateSync(filter, update, upsert === true, true));
    } else if ('deleteOne' in operation) {
      result.deletedCount += this.deleteSync(operation.deleteOne.filter, false);
    } else if ('deleteMany' in operation) {
      result.deletedCount += this.deleteSync(operation.deleteMany.filter, true);
    } else {
      throw new Error(`Unknown bulkWrite operation: ${JSON.stringify(operation)}`);
    }
  }

  private createIndexSync(spec: IndexSpec): string {
    const fields = Object.keys(spec.keys);
    if (fields.length === 0) throw new Error('Index keys cannot be empty');
    for (const field of fields) {
      const direction = spec.keys[field];
      if (direction !== 1 && direction !== -1)
        throw new Error(`Unsupported index direction for '${field}'`);
    }
    const name = spec.name ?? fields.map((field) => `${field}_${spec.keys[field]}`).join('_');
    const unique = spec.unique === true;
    const state = this.catalog.create(this.name);
    // Why: `_id` is always indexed and unique; MongoDB answers with its built-in index.
    if (fields.length === 1 && fields[0] === '_id' && spec.keys._id === 1) return '_id_';
    for (const existing of state.indexes.values()) {
      const sameKeys = JSON.stringify(existing.keys) === JSON.stringify(spec.keys);
      if (existing.name === name && sameKeys && existing.unique === unique) return name;
      if (existing.name === name)
        throw new Error(`An index named '${name}' already exists with different options`);
      if (sameKeys)
        throw new Error(`An index with the same keys already exists as '${existing.name}'`);
    }
    const index: IndexState = {
      name,
      keys: Object.freeze({ ...spec.keys }),
      paths: fields.map(splitPath),
      fields,
      unique,
      entries: new Map(),
    };
    for (const { doc } of state.docs.values()) {
      for (const key of keysForIndex(index, doc)) {
        let ids = index.entries.get(key);
        if (ids === undefined) {
          ids = new Set();
          index.entries.set(key, ids);
        }
        if (unique && ids.size > 0)
          throw new DuplicateKeyError(this.name, duplicateKeyOf(index, doc));
        ids.add(doc._id);
      }
    }
    state.indexes.set(name, index);
    for (const parts of index.paths) state.indexedFields.add(parts[0] as string);
    return name;
  }
}

/** `{ $lt: p }` with p a string or number, and nothing else: the runner's position guard. */
function isRunnerGuard(guard: unknown): guard is { $lt: string | number } {
  if (typeof guard !== 'object' || guard === null) return false;
  const below = (guard as Fields).$lt;
  if (typeof below !== 'string' && typeof below !== 'number') return false;
  for (const key in guard) if (key !== '$lt') return false;
  return true;
}

const NOT_SIMPLE = Symbol('not the runner fast path');

/**
 * The value a runner `$set` or `$inc` of a top-level field the document
 * already has leaves there, or NOT_SIMPLE when the general path must decide
 * (nested paths, new fields, object values, NaN, non-numeric $inc).
 */
function runnerValue(before: Fields, operator: string, key: string, argument: unknown): unknown {
  if (key === '_id' || key === '__proto__' || key.includes('.') || !Object.hasOwn(before, key))
    return NOT_SIMPLE;
  if (typeof argument === 'object' ? argument !== null : typeof argument === 'function')
    return NOT_SIMPLE;
  if (typeof argument === 'number' && Number.isNaN(argument)) return NOT_SIMPLE;
  if (operator !== '$inc') return argument;
  const current = before[key];
  if (typeof argument !== 'number' || typeof current !== 'number') return NOT_SIMPLE;
  return current + argument;
}

function toUpdateResult(counts: WriteCounts): UpdateResult {
  return {
    matchedCount: counts.matched,
    modifiedCount: counts.modified,
    upsertedCount: counts.upsertedId === null ? 0 : 1,
    upsertedId: counts.upsertedId,
  };
}

/** The runner path's answers, shared: a rebuild makes a million of them. */
const MATCHED_MODIFIED: WriteCounts = Object.freeze({ matched: 1, modified: 1, upsertedId: null });
const MATCHED_UNCHANGED: WriteCounts = Object.freeze({ matched: 1, modified: 0, upsertedId: null });

function addUpdateCounts(result: BulkWriteResult, counts: WriteCounts): void {
  result.matchedCount += counts.matched;
  result.modifiedCount += counts.modified;
  if (counts.upsertedId !== null) result.upsertedCount++;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || name === '' || name.includes('$') || name.includes('\0')) {
    throw new Error(`Invalid collection name: ${JSON.stringify(name)}`);
  }
}

// ---------------------------------------------------------------------------
// Values: copying, freezing and comparing in BSON terms.

/** A Date whose setters throw, so a date read from the store cannot be changed in place. */
class ImmutableDate extends Date {}
// Why: to everything comparing constructors (mingo's equality, toStrictEqual) it must pass for a Date.
Object.defineProperty(ImmutableDate.prototype, 'constructor', { value: Date });
for (const setter of [
  'setDate',
  'setFullYear',
  'setHours',
  'setMilliseconds',
  'setMinutes',
  'setMonth',
  'setSeconds',
  'setTime',
  'setUTCDate',
  'setUTCFullYear',
  'setUTCHours',
  'setUTCMilliseconds',
  'setUTCMinutes',
  'setUTCMonth',
  'setUTCSeconds',
  'setYear',
]) {
  Object.defineProperty(ImmutableDate.prototype, setter, {
    value() {
      throw new TypeError(`Cannot ${setter} on a date read from the document store; copy it first`);
    },
  });
}

/**
 * An empty object to add a document's fields to. Why not `{ _id }`: a literal
 * gets no spare in-object slots, and V8 turns an object that then gains a
 * dozen more fields by keyed stores into a slow dictionary-mode object (every
 * read of it, and every copy, then goes through a hash table: copying one
 * cost 5 us). Starting empty keeps documents of up to ~16 fields fast.
 */
function fieldsObject(): Fields {
  return {};
}

/** Own properties only: a field named `constructor` or `__proto__` is data, not the prototype's. */
function own(object: object, key: string): unknown {
  return Object.hasOwn(object, key) ? (object as Fields)[key] : undefined;
}

function defineField(target: Fields, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}

/** A value BSON stores as an embedded document (plain objects and other class instances). */
function isDocumentLike(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) return true;
  return (
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof RegExp) &&
    !ArrayBuffer.isView(value)
  );
}

/**
 * A deep, frozen copy of `value` as MongoDB would store it: `undefined` fields
 * are dropped (the Mongo adapter sets `ignoreUndefined`), `undefined` array
 * items become null, dates become ImmutableDate.
 */
function frozenCopy(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(frozenCopy(value[i]) ?? null);
    return Object.freeze(out);
  }
  if (value instanceof Date) {
    return value instanceof ImmutableDate
      ? value
      : Object.freeze(new ImmutableDate(value.getTime()));
  }
  if (value instanceof RegExp) return Object.freeze(new RegExp(value.source, value.flags));
  if (ArrayBuffer.isView(value)) {
    // Why no freeze: typed arrays with elements cannot be frozen; the copy keeps the store's bytes private.
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice();
  }
  const out: Fields = {};
  for (const key of Object.keys(value)) {
    const copy = frozenCopy((value as Fields)[key]);
    if (copy !== undefined) defineField(out, key, copy);
  }
  return Object.freeze(out);
}

/** A frozen copy of an inserted document, `_id` first as MongoDB stores it. */
function freezeDocument(input: Fields, id: unknown): Document {
  if (typeof id !== 'string') throw new TypeError(`_id must be a string, got ${typeof id}`);
  const out = fieldsObject();
  out._id = id;
  for (const key of Object.keys(input)) {
    if (key === '_id') continue;
    const copy = frozenCopy(input[key]);
    if (copy !== undefined) defineField(out, key, copy);
  }
  return Object.freeze(out) as Document;
}

/** A deep mutable copy, for mingo's in-place updater. */
function mutableCopy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(mutableCopy);
  if (value instanceof Date) return new Date(value.getTime());
  if (!isDocumentLike(value)) return value;
  const out: Fields = {};
  for (const key of Object.keys(value)) defineField(out, key, mutableCopy(value[key]));
  return out;
}

/** Sort and index key of an empty array: MongoDB orders it below null and missing. */
const EMPTY_ARRAY = Symbol('empty array');

/** Position of a value's type in MongoDB's comparison order; null and missing share one. */
function typeRank(value: unknown): number {
  switch (typeof value) {
    case 'undefined':
      return 1;
    case 'number':
    case 'bigint':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 8;
    case 'symbol':
      return 0;
    case 'object':
      if (value === null) return 1;
      if (Array.isArray(value)) return 5;
      if (value instanceof Date) return 9;
      if (value instanceof RegExp) return 11;
      if (ArrayBuffer.isView(value)) return 6;
      return 4;
    default:
      return 12;
  }
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 2:
      return compareNumbers(a as number | bigint, b as number | bigint);
    case 3:
      return compareStrings(a as string, b as string);
    case 4:
      return compareDocuments(a as Fields, b as Fields);
    case 5:
      return compareArrays(a as readonly unknown[], b as readonly unknown[]);
    case 6:
      return compareBytes(a as ArrayBufferView, b as ArrayBufferView);
    case 8:
      return a ? 1 : -1;
    case 9:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (
        compareStrings((a as RegExp).source, (b as RegExp).source) ||
        compareStrings((a as RegExp).flags, (b as RegExp).flags)
      );
    default:
      return 0;
  }
}

function compareNumbers(a: number | bigint, b: number | bigint): number {
  if (a < b) return -1;
  if (a > b) return 1;
  // Why: BSON orders NaN below every other number and equal to itself.
  const nanA = typeof a === 'number' && Number.isNaN(a);
  const nanB = typeof b === 'number' && Number.isNaN(b);
  if (nanA === nanB) return 0;
  return nanA ? -1 : 1;
}

const HIGH_UNITS = /[\ud800-\uffff]/;

/**
 * MongoDB compares strings by their UTF-8 bytes. UTF-16 code units sort the
 * same way except when a surrogate (a code point above U+FFFF) meets a unit in
 * U+E000..U+FFFF, where code-unit order would put the larger code point first.
 */
function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const first = a.charCodeAt(0);
  const other = b.charCodeAt(0);
  if (first !== other && first < 0xd800 && other < 0xd800) return first < other ? -1 : 1;
  // Why the shortcut: the two orders can only differ when both strings hold units from U+D800 up,
  // and a native comparison is several times faster than the loop below.
  if (!HIGH_UNITS.test(a) || !HIGH_UNITS.test(b)) return a < b ? -1 : 1;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const surrogateX = x >= 0xd800 && x <= 0xdfff;
    const surrogateY = y >= 0xd800 && y <= 0xdfff;
    if (surrogateX && !surrogateY && y >= 0xe000) return 1;
    if (surrogateY && !surrogateX && x >= 0xe000) return -1;
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** BSON document order: field by field, comparing value type, then name, then value. */
function compareDocuments(a: Fields, b: Fields): number {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  const length = Math.min(keysA.length, keysB.length);
  for (let i = 0; i < length; i++) {
    const keyA = keysA[i] as string;
    const keyB = keysB[i] as string;
    const valueA = a[keyA];
    const valueB = b[keyB];
    const byType = typeRank(valueA) - typeRank(valueB);
    if (byType !== 0) return byType < 0 ? -1 : 1;
    const byName = compareStrings(keyA, keyB);
    if (byName !== 0) return byName;
    const byValue = compareValues(valueA, valueB);
    if (byValue !== 0) return byValue;
  }
  return keysA.length === keysB.length ? 0 : keysA.length < keysB.length ? -1 : 1;
}

function compareArrays(a: readonly unknown[], b: readonly unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const byValue = compareValues(a[i], b[i]);
    if (byValue !== 0) return byValue;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

function compareBytes(a: ArrayBufferView, b: ArrayBufferView): number {
  if (a.byteLength !== b.byteLength) return a.byteLength < b.byteLength ? -1 : 1;
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  for (let i = 0; i < x.length; i++)
    if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number) ? -1 : 1;
  return 0;
}

// ---------------------------------------------------------------------------
// Paths.

interface PathInfo {
  readonly parts: readonly string[];
  /** A segment starts with `$` (`a.$.b`, `a.$[].b`). */
  readonly positional: boolean;
}

const pathCache = new Map<string, PathInfo>();

function pathInfo(path: string): PathInfo {
  let info = pathCache.get(path);
  if (info === undefined) {
    const parts = Object.freeze(path.split('.'));
    if (parts.includes('')) throw new Error(`The path '${path}' contains an empty field name`);
    info = { parts, positional: parts.some((part) => part.charCodeAt(0) === 36) };
    // Why bounded: paths come from code, but a caller building them from data must not grow this forever.
    if (pathCache.size >= 10_000) pathCache.clear();
    pathCache.set(path, info);
  }
  return info;
}

function splitPath(path: string): readonly string[] {
  return pathInfo(path).parts;
}

function isArrayIndex(segment: string): boolean {
  if (segment.length === 0 || segment.length > 15) return false;
  for (let i = 0; i < segment.length; i++) {
    const code = segment.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

/**
 * The values a dotted path reaches, the way MongoDB indexes and sorts: arrays on
 * the way are expanded (a numeric segment also indexes into them) and an array
 * at the end contributes its elements ([] contributes EMPTY_ARRAY). A path that
 * reaches nothing contributes `undefined` (missing, sorted and indexed as null).
 */
function collectPathValues(
  value: unknown,
  parts: readonly string[],
  i: number,
  out: unknown[],
): void {
  if (i === parts.length) {
    if (!Array.isArray(value)) out.push(value);
    else if (value.length === 0) out.push(EMPTY_ARRAY);
    else for (const element of value) out.push(element);
    return;
  }
  const segment = parts[i] as string;
  if (Array.isArray(value)) {
    if (isArrayIndex(segment)) {
      const index = Number(segment);
      if (index < value.length) collectPathValues(value[index], parts, i + 1, out);
    }
    for (const element of value) {
      if (isDocumentLike(element)) collectPathValues(own(element, segment), parts, i + 1, out);
    }
    return;
  }
  if (isDocumentLike(value)) collectPathValues(own(value, segment), parts, i + 1, out);
  else out.push(undefined);
}

function pathValues(doc: Document, parts: readonly string[]): unknown[] {
  const out: unknown[] = [];
  collectPathValues(doc, parts, 0, out);
  if (out.length === 0) out.push(undefined);
  return out;
}

// ---------------------------------------------------------------------------
// Filters.

type Scalar = string | number | boolean | null | Date;

function isScalar(value: unknown): value is Scalar {
  const type = typeof value;
  return (
    type === 'string' ||
    type === 'number' ||
    type === 'boolean' ||
    value === null ||
    value instanceof Date
  );
}

function isEmptyFilter(filter: Filter): boolean {
  for (const key in filter) if (filter[key] !== undefined) return false;
  return true;
}

/**
 * Whether the hand-written matcher handles `filter`: top-level fields (no dots,
 * no $and/$or) compared by equality (with a value, $eq, $ne, $in, $nin), by
 * $lt/$lte/$gt/$gte with a scalar, or by $exists. Anything else goes to mingo.
 */
function isSimpleFilter(filter: Filter): boolean {
  for (const field in filter) {
    if (field.charCodeAt(0) === 36 || field.includes('.')) return false;
    const condition = filter[field];
    if (condition === undefined || isLiteral(condition)) continue;
    if (!isDocumentLike(condition)) return false;
    for (const operator in condition) {
      const argument = condition[operator];
      switch (operator) {
        case '$eq':
        case '$ne':
          if (!isLiteral(argument)) return false;
          break;
        case '$lt':
        case '$lte':
        case '$gt':
        case '$gte':
          if (!isScalar(argument) || typeof argument === 'boolean') return false;
          break;
        case '$in':
        case '$nin':
          if (!Array.isArray(argument) || !argument.every(isLiteral)) return false;
          break;
        case '$exists':
          break;
        default:
          return false;
      }
    }
  }
  return true;
}

/**
 * A value an equality compares with as is: a scalar, an array, or a document
 * whose first field is not an operator (MongoDB's rule for an embedded-document
 * condition). A regular expression matches rather than compares: not a literal.
 */
function isLiteral(value: unknown): boolean {
  if (isScalar(value) || Array.isArray(value)) return true;
  if (!isDocumentLike(value)) return false;
  for (const key in value) return key.charCodeAt(0) !== 36;
  return true;
}

function matchSimple(doc: Document, filter: Filter): boolean {
  for (const field in filter) {
    const condition = filter[field];
    if (condition === undefined) continue;
    const value = own(doc, field);
    if (isLiteral(condition)) {
      if (!equalsCondition(value, condition)) return false;
      continue;
    }
    const operators = condition as Fields;
    for (const operator in operators) {
      const argument = operators[operator];
      let ok: boolean;
      switch (operator) {
        case '$eq':
          ok = equalsCondition(value, argument);
          break;
        case '$ne':
          ok = !equalsCondition(value, argument);
          break;
        case '$in':
          ok = (argument as unknown[]).some((item) => equalsCondition(value, item));
          break;
        case '$nin':
          ok = !(argument as unknown[]).some((item) => equalsCondition(value, item));
          break;
        case '$exists':
          ok = Boolean(argument) === (value !== undefined);
          break;
        default:
          ok = compareCondition(value, operator, argument as Scalar);
      }
      if (!ok) return false;
    }
  }
  return true;
}

/**
 * `{ field: literal }`: equal (documents field by field, in order), or an array
 * holding an equal element; null also matches a missing field.
 */
function equalsCondition(value: unknown, literal: unknown): boolean {
  if (literal === null) {
    if (value === null || value === undefined) return true;
    return Array.isArray(value) && value.includes(null);
  }
  if (typeof literal === 'object' && !(literal instanceof Date)) {
    if (sameBson(value, literal)) return true;
    return Array.isArray(value) && value.some((element) => sameBson(element, literal));
  }
  const scalar = literal as Exclude<Scalar, null>;
  if (value === scalar) return true;
  if (Array.isArray(value)) {
    for (const element of value) if (scalarEquals(element, scalar)) return true;
    return false;
  }
  return scalarEquals(value, scalar);
}

function scalarEquals(value: unknown, scalar: Exclude<Scalar, null>): boolean {
  if (value === scalar) return true;
  if (scalar instanceof Date) return value instanceof Date && value.getTime() === scalar.getTime();
  return (
    typeof scalar === 'number' &&
    typeof value === 'number' &&
    Number.isNaN(scalar) &&
    Number.isNaN(value)
  );
}

/** $lt/$lte/$gt/$gte with MongoDB's type bracketing: only values of the operand's type compare. */
function compareCondition(value: unknown, operator: string, operand: Scalar): boolean {
  if (operand === null) {
    return (operator === '$lte' || operator === '$gte') && equalsCondition(value, null);
  }
  if (Array.isArray(value)) {
    for (const element of value) if (compareOne(element, operator, operand)) return true;
    return false;
  }
  return compareOne(value, operator, operand);
}

function compareOne(value: unknown, operator: string, operand: Exclude<Scalar, null>): boolean {
  let order: number;
  if (typeof operand === 'number') {
    if (typeof value !== 'number') return false;
    // Why: in MongoDB a comparison with NaN is false, except NaN <= NaN and NaN >= NaN.
    if (Number.isNaN(value) || Number.isNaN(operand)) {
      return (
        Number.isNaN(value) && Number.isNaN(operand) && (operator === '$lte' || operator === '$gte')
      );
    }
    order = value < operand ? -1 : value > operand ? 1 : 0;
  } else if (typeof operand === 'string') {
    if (typeof value !== 'string') return false;
    order = compareStrings(value, operand);
  } else if (operand instanceof Date) {
    if (!(value instanceof Date)) return false;
    order = compareNumbers(value.getTime(), operand.getTime());
  } else {
    return false;
  }
  switch (operator) {
    case '$lt':
      return order < 0;
    case '$lte':
      return order <= 0;
    case '$gt':
      return order > 0;
    default:
      return order >= 0;
  }
}

const queryCache = new Map<string, Query>();
const QUERY_CACHE_SIZE = 500;

/** A compiled mingo query for `filter`, from a bounded LRU cache keyed by the filter's canonical JSON. */
function mingoQuery(filter: Filter): Query {
  const key = canonicalJson(withoutUndefined(filter));
  if (key === null) return new Query(withoutUndefined(filter));
  let query = queryCache.get(key);
  if (query !== undefined) {
    queryCache.delete(key);
    queryCache.set(key, query);
    return query;
  }
  query = new Query(withoutUndefined(filter));
  if (queryCache.size >= QUERY_CACHE_SIZE) {
    const oldest = queryCache.keys().next();
    if (oldest.done !== true) queryCache.delete(oldest.value);
  }
  queryCache.set(key, query);
  return query;
}

/** Top-level `undefined` conditions are ignored, as the Mongo adapter's driver does with `ignoreUndefined`. */
function withoutUndefined(filter: Filter): Fields {
  for (const key in filter) {
    if (filter[key] === undefined) {
      const out: Fields = {};
      for (const field in filter) if (filter[field] !== undefined) out[field] = filter[field];
      return out;
    }
  }
  return filter;
}

/**
 * JSON that tells apart what plain JSON would merge (dates, regular
 * expressions, undefined); null when the value holds something without a
 * faithful text form (functions), which is then never cached.
 */
function canonicalJson(value: unknown): string | null {
  let cacheable = true;
  const text = JSON.stringify(value, function (this: Fields, key: string, replaced: unknown) {
    const raw = key === '' ? replaced : this[key];
    if (raw instanceof Date) return { '\u0000date': raw.getTime() };
    if (raw instanceof RegExp) return { '\u0000regex': raw.source, flags: raw.flags };
    if (raw === undefined) return { '\u0000undefined': true };
    if (typeof raw === 'bigint') return { '\u0000bigint': raw.toString() };
    if (typeof raw === 'number' && !Number.isFinite(raw)) return { '\u0000number': String(raw) };
    if (typeof raw === 'function' || typeof raw === 'symbol') cacheable = false;
    return replaced;
  });
  return cacheable ? text : null;
}

interface Matcher {
  readonly filter: Filter;
  /** null: the hand-written matcher applies. */
  readonly query: Query | null;
}

function matcherOf(filter: Filter): Matcher {
  if (!isDocumentLike(filter)) throw new TypeError('A filter must be a document');
  return { filter, query: isSimpleFilter(filter) ? null : mingoQuery(filter) };
}

function matches(matcher: Matcher, doc: Document): boolean {
  return matcher.query === null ? matchSimple(doc, matcher.filter) : matcher.query.test(doc);
}

/** The equality value of a condition if it is `scalar` or `{ $eq: scalar }` (null excluded), else NOT_EQUALITY. */
const NOT_EQUALITY = Symbol('not an equality');

function equalityOperand(condition: unknown): unknown {
  if (isScalar(condition)) return condition === null ? NOT_EQUALITY : condition;
  if (isDocumentLike(condition)) {
    const operand = own(condition, '$eq');
    if (operand !== undefined && operand !== null && isScalar(operand)) return operand;
  }
  return NOT_EQUALITY;
}

/**
 * Matching documents in natural order, at most `limit`. `_id` equality (or a
 * `$in` of ids) is a Map lookup; equality on every field of an index narrows the
 * candidates through it; anything else scans.
 */
function select(state: CollectionState, filter: Filter, limit: number): Slot[] {
  const matcher = matcherOf(filter);
  const out: Slot[] = [];
  if (limit <= 0) return out;
  const idCondition = own(filter, '_id');
  if (idCondition !== undefined) {
    const id = equalityOperand(idCondition);
    if (id !== NOT_EQUALITY) {
      const slot = typeof id === 'string' ? state.docs.get(id) : undefined;
      if (slot !== undefined && matches(matcher, slot.doc)) out.push(slot);
      return out;
    }
    const ids = isDocumentLike(idCondition) ? own(idCondition, '$in') : undefined;
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) {
      return collectCandidates(state, new Set(ids as string[]), matcher, limit);
    }
  }
  if (state.indexes.size > 0) {
    const candidates = indexCandidates(state, filter);
    if (candidates !== null) return collectCandidates(state, candidates, matcher, limit);
  }
  for (const slot of state.docs.values()) {
    if (matches(matcher, slot.doc)) {
      out.push(slot);
      if (out.length >= limit) break;
    }
  }
  return out;
}

function collectCandidates(
  state: CollectionState,
  ids: ReadonlySet<string>,
  matcher: Matcher,
  limit: number,
): Slot[] {
  const slots: Slot[] = [];
  for (const id of ids) {
    const slot = state.docs.get(id);
    if (slot !== undefined && matches(matcher, slot.doc)) slots.push(slot);
  }
  if (slots.length > 1) slots.sort((a, b) => a.seq - b.seq);
  return slots.length > limit ? slots.slice(0, limit) : slots;
}

/** Ids from the first index whose every field the filter pins by scalar equality; null when none applies. */
function indexCandidates(state: CollectionState, filter: Filter): ReadonlySet<string> | null {
  for (const index of state.indexes.values()) {
    const parts: string[] = [];
    for (const field of index.fields) {
      const operand = equalityOperand(own(filter, field));
      if (operand === NOT_EQUALITY) break;
      parts.push(encodeKeyPart(operand));
    }
    if (parts.length !== index.fields.length) continue;
    const key = parts.length === 1 ? (parts[0] as string) : JSON.stringify(parts);
    return index.entries.get(key) ?? new Set();
  }
  return null;
}

// ---------------------------------------------------------------------------
// Indexes.

/** Index key of one value; MongoDB-equal values (1 and 1.0, equal dates, null and missing) share a key. */
function encodeKeyPart(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
    case 'bigint':
      return `n${value}`;
    case 'boolean':
      return value ? 'b1' : 'b0';
    case 'undefined':
      return 'z';
    case 'symbol':
      return 'e';
    default:
      if (value === null) return 'z';
      if (value instanceof Date) return `d${value.getTime()}`;
      return `o${canonicalJson(value) ?? ''}`;
  }
}

/** The keys `doc` holds in `index`: one per array element for multikey fields, missing indexed as null. */
function keysForIndex(index: IndexState, doc: Document): string[] {
  if (index.paths.length === 1) {
    const values = pathValues(doc, index.paths[0] as readonly string[]);
    if (values.length === 1) return [encodeKeyPart(values[0])];
    return [...new Set(values.map(encodeKeyPart))];
  }
  let tuples: string[][] = [[]];
  for (const parts of index.paths) {
    const encoded = [...new Set(pathValues(doc, parts).map(encodeKeyPart))];
    tuples = tuples.flatMap((tuple) => encoded.map((part) => [...tuple, part]));
  }
  return tuples.map((tuple) => JSON.stringify(tuple));
}

function indexKeysOf(state: CollectionState, doc: Document): Map<IndexState, string[]> {
  const keys = new Map<IndexState, string[]>();
  for (const index of state.indexes.values()) keys.set(index, keysForIndex(index, doc));
  return keys;
}

/** @throws DuplicateKeyError when another document (not `self`) holds one of the unique keys. */
function assertUniqueKeys(
  collection: string,
  doc: Document,
  keys: Map<IndexState, string[]>,
  self: string | null,
): void {
  for (const [index, indexKeys] of keys) {
    if (!index.unique) continue;
    for (const key of indexKeys) {
      const holders = index.entries.get(key);
      if (holders === undefined) continue;
      for (const id of holders) {
        if (id !== self) throw new DuplicateKeyError(collection, duplicateKeyOf(index, doc));
      }
    }
  }
}

function duplicateKeyOf(index: IndexState, doc: Document): Record<string, unknown> {
  const key: Record<string, unknown> = {};
  index.fields.forEach((field, i) => {
    const value = pathValues(doc, index.paths[i] as readonly string[])[0];
    key[field] = value === undefined ? null : value === EMPTY_ARRAY ? [] : value;
  });
  return key;
}

function addIndexKeys(id: string, keys: Map<IndexState, string[]>): void {
  for (const [index, indexKeys] of keys) {
    for (const key of indexKeys) {
      let ids = index.entries.get(key);
      if (ids === undefined) {
        ids = new Set();
        index.entries.set(key, ids);
      }
      ids.add(id);
    }
  }
}

function removeIndexKeys(id: string, keys: Map<IndexState, string[]>): void {
  for (const [index, indexKeys] of keys) {
    for (const key of indexKeys) {
      const ids = index.entries.get(key);
      if (ids === undefined) continue;
      ids.delete(id);
      if (ids.size === 0) index.entries.delete(key);
    }
  }
}

// ---------------------------------------------------------------------------
// Sort and projection.

interface SortField {
  readonly parts: readonly string[];
  readonly direction: 1 | -1;
}

function compileSort(spec: SortSpec): SortField[] {
  return Object.keys(spec).map((path) => {
    const direction = spec[path];
    if (direction !== 1 && direction !== -1)
      throw new Error(`Invalid sort direction for '${path}'`);
    return { parts: splitPath(path), direction };
  });
}

/**
 * The value a document sorts by: MongoDB sorts an array by its smallest element
 * ascending and its largest descending; missing sorts as null; [] below both.
 */
function sortKey(doc: Document, field: SortField): unknown {
  let values: readonly unknown[];
  if (field.parts.length === 1) {
    const value = own(doc, field.parts[0] as string);
    if (!Array.isArray(value)) return value;
    values = value.length === 0 ? [EMPTY_ARRAY] : value;
  } else {
    values = pathValues(doc, field.parts);
  }
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const order = compareValues(values[i], best);
    if (field.direction === 1 ? order < 0 : order > 0) best = values[i];
  }
  return best;
}

/** Stable: ties keep natural order (MongoDB leaves their order unspecified). */
function sortDocuments(docs: Document[], fields: readonly SortField[]): Document[] {
  if (fields.length === 0) return docs;
  const keyed = docs.map((doc) => ({ doc, keys: fields.map((field) => sortKey(doc, field)) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareValues(a.keys[i], b.keys[i]);
      if (order !== 0) return order * (fields[i] as SortField).direction;
    }
    return 0;
  });
  return keyed.map((entry) => entry.doc);
}

type ProjectionTree = Map<string, ProjectionTree | true>;

interface CompiledProjection {
  readonly include: boolean;
  readonly withId: boolean;
  readonly tree: ProjectionTree;
}

function compileProjection(spec: ProjectionSpec): CompiledProjection | null {
  let include: boolean | undefined;
  let withId = true;
  const tree: ProjectionTree = new Map();
  for (const path of Object.keys(spec)) {
    const flag: unknown = spec[path];
    if (flag !== 0 && flag !== 1 && flag !== true && flag !== false) {
      throw new Error(`Unsupported projection value for '${path}': ${String(flag)}`);
    }
    const on = flag === 1 || flag === true;
    if (path === '_id') {
      withId = on;
      continue;
    }
    if (include === undefined) include = on;
    else if (include !== on) {
      throw new Error(
        `Cannot do ${on ? 'inclusion' : 'exclusion'} on field ${path} in ${include ? 'inclusion' : 'exclusion'} projection`,
      );
    }
    const parts = splitPath(path);
    let node = tree;
    parts.forEach((segment, i) => {
      const existing = node.get(segment);
      const last = i === parts.length - 1;
      if (existing === true || (last && existing !== undefined))
        throw new Error(`Path collision at ${path}`);
      if (last) node.set(segment, true);
      else {
        const child: ProjectionTree = existing ?? new Map();
        node.set(segment, child);
        node = child;
      }
    });
  }
  if (include === undefined) {
    if (Object.keys(spec).length === 0) return null;
    // Only `_id` was named: `{ _id: 1 }` keeps just the id, `{ _id: 0 }` drops just the id.
    include = withId;
  }
  return { include, withId, tree };
}

function project(doc: Document, projection: CompiledProjection): Document {
  return (
    projection.include
      ? includeFields(doc, projection.tree, true, projection.withId)
      : excludeFields(doc, projection.tree, true, projection.withId)
  ) as Document;
}

function includeFields(
  source: Fields,
  tree: ProjectionTree,
  top: boolean,
  withId: boolean,
): Fields {
  const out: Fields = {};
  // Why iterate the document, not the projection: MongoDB keeps the document's field order.
  for (const key of Object.keys(source)) {
    if (top && key === '_id') {
      if (withId) out._id = source._id;
      continue;
    }
    const node = tree.get(key);
    if (node === undefined) continue;
    const value = source[key];
    if (node === true) defineField(out, key, value);
    else {
      const nested = includeNested(value, node);
      if (nested !== undefined) defineField(out, key, nested);
    }
  }
  return Object.freeze(out);
}

/** Inclusion below a path: documents keep the named fields, arrays keep their projected documents only. */
function includeNested(value: unknown, tree: ProjectionTree): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const element of value) {
      if (Array.isArray(element) || isDocumentLike(element)) out.push(includeNested(element, tree));
    }
    return Object.freeze(out);
  }
  return isDocumentLike(value) ? includeFields(value, tree, false, false) : undefined;
}

function excludeFields(
  source: Fields,
  tree: ProjectionTree,
  top: boolean,
  withId: boolean,
): Fields {
  const out: Fields = {};
  for (const key of Object.keys(source)) {
    if (top && key === '_id') {
      if (withId) out._id = source._id;
      continue;
    }
    const node = tree.get(key);
    if (node === undefined) defineField(out, key, source[key]);
    else if (node !== true) defineField(out, key, excludeNested(source[key], node));
  }
  return Object.freeze(out);
}

function excludeNested(value: unknown, tree: ProjectionTree): unknown {
  if (Array.isArray(value)) {
    return Object.freeze(
      value.map((element) =>
        Array.isArray(element) || isDocumentLike(element) ? excludeNested(element, tree) : element,
      ),
    );
  }
  return isDocumentLike(value) ? excludeFields(value, tree, false, true) : value;
}

// ---------------------------------------------------------------------------
// Updates.

type UpdateOperator = keyof UpdateOperators;

const UPDATE_OPERATORS: ReadonlySet<string> = new Set<UpdateOperator>([
  '$set',
  '$setOnInsert',
  '$inc',
  '$push',
  '$pull',
  '$addToSet',
  '$unset',
]);

interface UpdateStep {
  readonly operator: UpdateOperator;
  readonly path: string;
  readonly parts: readonly string[];
  readonly argument: unknown;
}

interface UpdatePlan {
  readonly steps: readonly UpdateStep[];
  /** A path uses `$` or `$[]`: the update is handed to mingo's updater. */
  readonly positional: boolean;
}

/**
 * Validates an update and orders its steps by path: since MongoDB 5.0 update
 * operators process fields in lexicographic order (numeric names numerically),
 * which decides the order of new fields. Two steps on the same path, or on a
 * path and its prefix, are a conflict, as in MongoDB.
 */
function planUpdate(update: UpdateOperators): UpdatePlan {
  if (!isDocumentLike(update))
    throw new TypeError('An update must be a document of update operators');
  const steps: UpdateStep[] = [];
  let operators = 0;
  let positional = false;
  for (const operator in update) {
    operators++;
    if (!UPDATE_OPERATORS.has(operator)) {
      throw new Error(
        operator.startsWith('$')
          ? `Unknown modifier: ${operator}`
          : 'Update document requires atomic operators',
      );
    }
    const fields: unknown = update[operator as UpdateOperator];
    if (fields === undefined) continue;
    if (!isDocumentLike(fields))
      throw new Error(`Modifiers operate on fields but ${operator} was given a non-document`);
    for (const path in fields) {
      const argument = fields[path];
      if (argument === undefined) continue;
      const info = pathInfo(path);
      if (info.positional) positional = true;
      steps.push({ operator: operator as UpdateOperator, path, parts: info.parts, argument });
    }
  }
  if (operators === 0) throw new Error('Update document requires atomic operators');
  // Why insertion sort: updates name a handful of fields, often already in order.
  for (let i = 1; i < steps.length; i++) {
    const step = steps[i] as UpdateStep;
    let j = i - 1;
    while (j >= 0 && comparePaths((steps[j] as UpdateStep).parts, step.parts) > 0) {
      steps[j + 1] = steps[j] as UpdateStep;
      j--;
    }
    steps[j + 1] = step;
  }
  for (let i = 1; i < steps.length; i++) {
    const previous = (steps[i - 1] as UpdateStep).path;
    const current = (steps[i] as UpdateStep).path;
    if (
      current === previous ||
      (current.length > previous.length &&
        current.charCodeAt(previous.length) === 46 &&
        current.startsWith(previous))
    ) {
      throw new Error(`Updating the path '${current}' would create a conflict at '${previous}'`);
    }
  }
  return { steps, positional };
}

function comparePaths(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x !== y) return compareFieldNames(x, y);
  }
  return a.length - b.length;
}

/**
 * Recently sorted lists of field names and their order. A projection upserts
 * the same fields, in the same order, event after event: the names are the
 * very same strings from its source, so recognising a list is a few pointer
 * comparisons where sorting it again took a dozen string comparisons.
 */
const recentOrders: { names: readonly string[]; order: readonly number[] }[] = [];

/** The indexes of `names` (all different) in MongoDB's field order. */
function nameOrder(names: readonly string[]): readonly number[] {
  for (const recent of recentOrders) {
    if (recent.names.length !== names.length) continue;
    let same = true;
    for (let i = 0; same && i < names.length; i++) same = recent.names[i] === names[i];
    if (same) return recent.order;
  }
  const order = names
    .map((_, index) => index)
    .sort((a, b) => compareFieldNames(names[a] as string, names[b] as string));
  if (recentOrders.length >= 32) recentOrders.pop();
  recentOrders.unshift({ names, order });
  return order;
}

/** MongoDB's order of two different field names in an update: numeric names numerically. */
function compareFieldNames(x: string, y: string): number {
  if (isArrayIndex(x) && isArrayIndex(y)) return Number(x) < Number(y) ? -1 : 1;
  return compareStrings(x, y);
}

type Container = Fields | unknown[];

/**
 * A copy-on-write working copy of one document. Containers on an updated path
 * are shallow-copied once (the rest is shared with the frozen original) and
 * frozen when the update is done.
 */
class Draft {
  readonly root: Fields;
  /** Containers copied by this draft (so writable); created on the first nested write. */
  private fresh: Set<Container> | null = null;
  changed = false;

  constructor(base: Fields) {
    this.root = { ...base };
  }

  /** The writable container of the path's last segment; null when it does not exist and `create` is false. */
  container(parts: readonly string[], create: boolean): Container | null {
    let node: Container = this.root;
    for (let i = 0; i < parts.length - 1; i++) {
      const segment = parts[i] as string;
      let child = childOf(node, segment);
      if (child === undefined) {
        if (!create) return null;
        child = {};
        (this.fresh ??= new Set()).add(child as Fields);
        setChild(node, segment, child, parts);
      } else if (Array.isArray(child) || isDocumentLike(child)) {
        if (this.fresh === null || !this.fresh.has(child)) {
          child = Array.isArray(child) ? [...child] : { ...child };
          (this.fresh ??= new Set()).add(child as Container);
          setChild(node, segment, child, parts);
        }
      } else {
        if (!create) return null;
        throw new Error(
          `Cannot create field '${parts[i + 1]}' in element {${segment}: ${preview(child)}}`,
        );
      }
      node = child as Container;
    }
    return node;
  }

  finish(): Document {
    if (this.fresh !== null) for (const container of this.fresh) Object.freeze(container);
    return Object.freeze(this.root) as Document;
  }
}

function childOf(container: Container, segment: string): unknown {
  if (Array.isArray(container))
    return isArrayIndex(segment) ? container[Number(segment)] : undefined;
  return own(container, segment);
}

function setChild(
  container: Container,
  segment: string,
  value: unknown,
  parts: readonly string[],
): void {
  if (Array.isArray(container)) {
    if (!isArrayIndex(segment)) {
      throw new Error(`Cannot create field '${segment}' in an array (path '${parts.join('.')}')`);
    }
    const index = Number(segment);
    // Why pad with null: MongoDB extends an array to reach the index it sets.
    while (container.length < index) container.push(null);
    container[index] = value;
  } else {
    defineField(container, segment, value);
  }
}

function preview(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** `before` updated by `plan`, or `before` itself when nothing changed (so no write, no event). */
function applyUpdate(
  before: Document,
  plan: UpdatePlan,
  update: UpdateOperators,
  filter: Filter,
): Document {
  if (plan.positional) return applyPositional(before, update, filter);
  const draft = new Draft(before);
  for (const step of plan.steps) applyStep(draft, step, false);
  if (!draft.changed) return before;
  const after = draft.finish();
  if (after._id !== before._id) {
    throw new Error(
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
  }
  return after;
}

function applyPositional(before: Document, update: UpdateOperators, filter: Filter): Document {
  const working = mutableCopy(before) as Fields;
  const modifier: Fields = { ...update };
  delete modifier.$setOnInsert;
  const changedPaths = mingoUpdate(working, modifier, undefined, withoutUndefined(filter));
  if (changedPaths.length === 0) return before;
  if (working._id !== before._id) {
    throw new Error(
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
  }
  return freezeDocument(working, working._id);
}

function applyStep(draft: Draft, step: UpdateStep, inserting: boolean): void {
  const { parts, argument } = step;
  const last = parts[parts.length - 1] as string;
  switch (step.operator) {
    case '$setOnInsert':
      if (!inserting) return;
      setValue(draft, parts, last, argument);
      return;
    case '$set':
      setValue(draft, parts, last, argument);
      return;
    case '$unset': {
      const container = draft.container(parts, false);
      if (container === null) return;
      if (Array.isArray(container)) {
        // Why null: $unset on an array element keeps the array's length, as in MongoDB.
        if (
          !isArrayIndex(last) ||
          Number(last) >= container.length ||
          container[Number(last)] === null
        )
          return;
        container[Number(last)] = null;
      } else {
        if (!Object.hasOwn(container, last)) return;
        delete container[last];
      }
      draft.changed = true;
      return;
    }
    case '$inc': {
      if (typeof argument !== 'number' && typeof argument !== 'bigint') {
        throw new Error(
          `Cannot increment with non-numeric argument: {${step.path}: ${preview(argument)}}`,
        );
      }
      const container = draft.container(parts, true) as Container;
      const current = childOf(container, last);
      if (current === undefined) {
        setChild(container, last, argument, parts);
        draft.changed = true;
        return;
      }
      if (typeof current !== 'number' && typeof current !== 'bigint') {
        throw new Error(
          `Cannot apply $inc to a value of non-numeric type. {_id: ...} has the field '${last}' of non-numeric type ${typeof current}`,
        );
      }
      const next =
        typeof current === 'bigint' && typeof argument === 'bigint'
          ? current + argument
          : Number(current) + Number(argument);
      // Why: MongoDB does not count (or notify) an $inc by zero.
      if (next === current) return;
      setChild(container, last, next, parts);
      draft.changed = true;
      return;
    }
    case '$push':
    case '$addToSet':
    case '$pull': {
      const container = draft.container(parts, step.operator !== '$pull');
      if (container === null) return;
      const current = childOf(container, last);
      if (current === undefined && step.operator === '$pull') return;
      if (current !== undefined && !Array.isArray(current)) {
        throw new Error(`Cannot apply ${step.operator} to non-array field '${step.path}'`);
      }
      const existing: readonly unknown[] = current ?? [];
      const next =
        step.operator === '$push'
          ? pushValues(existing, argument)
          : step.operator === '$addToSet'
            ? addToSet(existing, argument)
            : existing.filter(pullPredicate(argument));
      if (current !== undefined && arraysSame(existing, next)) return;
      setChild(container, last, Object.freeze(next), parts);
      draft.changed = true;
      return;
    }
  }
}

function setValue(draft: Draft, parts: readonly string[], last: string, argument: unknown): void {
  const container = draft.container(parts, true) as Container;
  const current = childOf(container, last);
  const next = frozenCopy(argument);
  if (next === undefined) return;
  // Why compare: MongoDB does not count (or notify) a $set to the value already there.
  if (current !== undefined && sameBson(current, next)) return;
  setChild(container, last, next, parts);
  draft.changed = true;
}

/** Equal and of the same type (a date and a number with the same value differ). */
function sameBson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) {
    return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  }
  return typeRank(a) === typeRank(b) && compareValues(a, b) === 0;
}

function arraysSame(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!sameBson(a[i], b[i])) return false;
  return true;
}

function hasEach(argument: unknown): argument is Fields {
  return isDocumentLike(argument) && Object.hasOwn(argument, '$each');
}

function eachValues(operator: string, each: unknown): unknown[] {
  if (!Array.isArray(each))
    throw new Error(`The argument to $each in ${operator} must be an array`);
  return each.map((value) => frozenCopy(value) ?? null);
}

function integerModifier(name: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new Error(`${name} must be an integer`);
  return value;
}

/** $push, with $each and its $position, $sort and $slice modifiers (applied in that order, as MongoDB does). */
function pushValues(existing: readonly unknown[], argument: unknown): unknown[] {
  if (!hasEach(argument)) return [...existing, frozenCopy(argument) ?? null];
  for (const key of Object.keys(argument)) {
    if (key !== '$each' && key !== '$position' && key !== '$sort' && key !== '$slice') {
      throw new Error(`Unrecognized clause in $push: ${key}`);
    }
  }
  const values = eachValues('$push', argument.$each);
  let next = [...existing];
  if (argument.$position === undefined) next.push(...values);
  else {
    const position = integerModifier('$position', argument.$position);
    const index =
      position < 0 ? Math.max(0, next.length + position) : Math.min(position, next.length);
    next.splice(index, 0, ...values);
  }
  if (argument.$sort !== undefined) next = sortForPush(next, argument.$sort);
  if (argument.$slice !== undefined) {
    const slice = integerModifier('$slice', argument.$slice);
    next = slice >= 0 ? next.slice(0, slice) : next.slice(slice);
  }
  return next;
}

function sortForPush(values: unknown[], spec: unknown): unknown[] {
  if (spec === 1 || spec === -1) {
    const direction = spec;
    return [...values].sort((a, b) => compareValues(a, b) * direction);
  }
  if (!isDocumentLike(spec) || Object.keys(spec).length === 0) {
    throw new Error('The $sort in $push must be 1, -1 or a non-empty document of fields');
  }
  const fields = compileSort(spec as SortSpec);
  const keyed = values.map((value) => ({
    value,
    keys: fields.map((field) => sortKey((isDocumentLike(value) ? value : {}) as Document, field)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const order = compareValues(a.keys[i], b.keys[i]);
      if (order !== 0) return order * (fields[i] as SortField).direction;
    }
    return 0;
  });
  return keyed.map((entry) => entry.value);
}

function addToSet(existing: readonly unknown[], argument: unknown): unknown[] {
  let values: unknown[];
  if (hasEach(argument)) {
    if (Object.keys(argument).length !== 1)
      throw new Error('$addToSet accepts only $each as a modifier');
    values = eachValues('$addToSet', argument.$each);
  } else {
    values = [frozenCopy(argument) ?? null];
  }
  const next = [...existing];
  for (const value of values)
    if (!next.some((element) => sameBson(element, value))) next.push(value);
  return next;
}

/**
 * The keep-predicate of $pull. A document condition is a query run against each
 * element (so `{ userId: 'u1' }` removes every element with that userId); an
 * operator condition (`{ $gte: 6 }`) applies to the element itself; anything
 * else removes equal elements.
 */
function pullPredicate(condition: unknown): (element: unknown) => boolean {
  if (isDocumentLike(condition)) {
    const keys = Object.keys(condition);
    if (keys.length > 0 && keys.every((key) => key.startsWith('$'))) {
      const matcher = matcherOf({ value: condition });
      return (element) => !matches(matcher, { _id: '', value: element });
    }
    const matcher = matcherOf(condition);
    return (element) => !(isDocumentLike(element) && matches(matcher, element as Document));
  }
  const target = frozenCopy(condition) ?? null;
  return (element) => !sameBson(element, target);
}

/**
 * The document an upsert inserts: `_id` and the filter's equality fields (plain
 * values, `$eq`, inside `$and`), then the update with $setOnInsert. Without an
 * `_id` from either, one is generated.
 */
function buildUpsert(filter: Filter, plan: UpdatePlan, generateId: () => string): Document {
  if (plan.positional)
    throw new Error('The positional operator did not find the match needed from the query');
  const equalities: [string, unknown][] = [];
  collectEqualities(filter, equalities);
  const seedId = equalities.find(([path]) => path === '_id');
  const draft = new Draft(seedId === undefined ? {} : { _id: frozenCopy(seedId[1]) });
  for (const [path, value] of equalities) {
    if (path === '_id') continue;
    const parts = splitPath(path);
    setChild(
      draft.container(parts, true) as Container,
      parts[parts.length - 1] as string,
      frozenCopy(value),
      parts,
    );
  }
  for (const step of plan.steps) applyStep(draft, step, true);
  const built = draft.finish();
  if (seedId !== undefined && !sameBson(built._id, seedId[1])) {
    throw new Error(
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
  }
  const id = built._id === undefined ? generateId() : built._id;
  // Why rebuild when needed: MongoDB stores `_id` as the first field.
  if (Object.keys(built)[0] === '_id') {
    if (typeof id !== 'string') throw new TypeError(`_id must be a string, got ${typeof id}`);
    return built;
  }
  return freezeDocument(built, id);
}

function collectEqualities(filter: Filter, out: [string, unknown][]): void {
  for (const key of Object.keys(filter)) {
    const condition = filter[key];
    if (condition === undefined) continue;
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isDocumentLike(clause)) collectEqualities(clause, out);
      continue;
    }
    if (key.startsWith('$')) continue;
    if (condition instanceof RegExp) continue;
    if (isDocumentLike(condition)) {
      const operators = Object.keys(condition);
      if (operators.length > 0 && operators.every((operator) => operator.startsWith('$'))) {
        if (Object.hasOwn(condition, '$eq')) out.push([key, condition.$eq]);
        continue;
      }
    }
    out.push([key, condition]);
  }
}
