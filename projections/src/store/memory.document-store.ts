import { randomUUID } from 'node:crypto';
import {
  BulkWriteError,
  DuplicateKeyError,
  type BulkWriteOperation,
  type BulkWriteResult,
  type ChangeEvent,
  type ChangeStream,
  type CollectionStats,
  type Collection,
  type DeleteResult,
  type Document,
  type DocumentStore,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type UpdateOperators,
  type UpdateOptions,
  type UpdateResult,
  type WatchOptions,
} from './document-store.port.js';
import { Catalog, assertCollectionName, type CollectionState } from './memory/catalog.js';
import { ArrayDocumentList, type DocumentList } from './memory/documents.js';
import { NOT_PLAIN, plainUpdate } from './memory/plain-operations.js';
import { selectSlots } from './memory/selection.js';
import { adoptInPlace, frozenCopy, isDocumentLike } from './memory/snapshots.js';
import { naturalDirection, projectDocuments, sortDocuments } from './memory/sort-and-projection.js';
import { statsOf } from './memory/stats.js';
import { applyUpdate } from './memory/updates.js';
import { upsertDocument } from './memory/upsert.js';

/**
 * The embedded read store: MongoDB collection semantics over in-process Maps,
 * with mingo doing the MongoDB part (filters, update operators, projections,
 * value order). The contract suite in `document-store.contract.ts` pins the
 * behaviour; the modules under `memory/` hold what mingo lacks or does
 * differently, each saying why.
 *
 * - Documents are deep-frozen snapshots (`memory/snapshots.ts`): an update
 *   stores a new document, so one handed to a reader never changes and
 *   readers get it without a copy.
 * - Natural order is insertion order: an update keeps a document's place, a
 *   delete and re-insert moves it to the end. `sort: { $natural: -1 }` walks
 *   it backwards, newest inserted first, as MongoDB's WiredTiger does.
 * - A collection exists from its first insert, upsert or createIndex until it
 *   is dropped or renamed away; emptying it does not remove it (as in MongoDB).
 *
 * Known differences from MongoDB, none that our queries rely on: JavaScript
 * cannot tell 1 from 1.0; strings compare by UTF-16 code units, not UTF-8
 * bytes (the orders differ only past U+FFFF); mingo ignores the field order of
 * embedded documents when sorting, in `$in`, `$nin`, `$all` and in $pull
 * conditions (equality and $addToSet respect it); `{ $gte: null }` does not
 * match missing fields; a projection of dotted paths lists the fields it
 * includes in its own order, `_id` last. `memory/updates.ts` lists the differences in updates.
 */

export interface MemoryDocumentStoreOptions {
  /** Generates `_id` for upserts (and inserts) that do not name one; random UUIDs by default. */
  generateId?: () => string;
  /**
   * Whether collection `name` keeps its documents on disk, in a scratch
   * SQLite database, instead of the JS heap: for collections read rarely
   * (docs/adr/044-cold-read-models-on-disk.md). Same answers either way;
   * none by default.
   */
  onDisk?: (name: string) => boolean;
}

export class MemoryDocumentStore implements DocumentStore {
  readonly engine = 'memory';
  /** Nothing here outlives the process, so position stamps can be numbers. */
  readonly positionStamps = 'number';
  private readonly catalog: Catalog;
  private readonly handles = new Map<string, MemoryCollection<Document>>();

  constructor(options: MemoryDocumentStoreOptions = {}) {
    this.catalog = new Catalog(options.generateId ?? randomUUID, options.onDisk);
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

  /**
   * Stores documents nobody else holds (just read from a read-model snapshot)
   * in collection `name`, frozen where they are instead of copied: a restore
   * allocates each value once, not twice (docs/adr/031).
   * @throws DuplicateKeyError as insertOne does; the documents before it are stored.
   */
  adopt(name: string, documents: readonly Document[]): void {
    this.catalog.assertOpen();
    (this.collection(name) as unknown as MemoryCollection<Document>).adopt(documents);
  }

  /**
   * The documents of collection `name` as they stand, in natural order,
   * listed a slice at a time with the event loop serving between slices: the
   * caller keeps every writer away meanwhile (a read-model snapshot holds the
   * runner's exclusive(), docs/adr/031), and releases the list once done with
   * it. A collection in the heap lists its frozen documents themselves; one on
   * disk copies its rows within its scratch database, and the list reads them
   * back a slice at a time.
   */
  async documentsOf(name: string): Promise<DocumentList> {
    this.catalog.assertOpen();
    const documents = this.catalog.collections.get(name)?.documents;
    return documents ? documents.list() : new ArrayDocumentList([]);
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
    this.catalog.remove(to);
    this.catalog.collections.set(to, source);
    // Why 'drop' for both names: every document under each name was replaced at
    // once, so a watcher must refetch rather than patch.
    this.catalog.notifications.publish(from, 'drop');
    this.catalog.notifications.publish(to, 'drop');
  }

  async collectionStats(): Promise<CollectionStats[]> {
    this.catalog.assertOpen();
    return [...this.catalog.collections]
      .map(([name, state]) => statsOf(name, state))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async close(): Promise<void> {
    this.catalog.close();
  }
}

/**
 * A handle bound to a collection name: it looks the state up on every call,
 * so a rename or a drop is seen by every handle at once. The work is
 * synchronous, so each call is atomic for other callers.
 */
class MemoryCollection<T extends Document> implements Collection<T> {
  constructor(
    private readonly catalog: Catalog,
    readonly name: string,
  ) {}

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    this.catalog.assertOpen();
    const skip = options.skip ?? 0;
    if (!Number.isInteger(skip) || skip < 0) {
      throw new Error(`skip must be a non-negative integer, got ${skip}`);
    }
    // MongoDB: limit 0 is no limit, a negative limit means its absolute value.
    const limit = options.limit ? Math.abs(options.limit) : Infinity;
    const natural = naturalDirection(options.sort);
    let docs: Document[];
    if (options.sort === undefined || natural !== null) {
      docs = this.select(filter, skip + limit, natural ?? 1).slice(skip);
    } else {
      docs = sortDocuments(this.select(filter), options.sort).slice(skip, skip + limit);
    }
    if (options.projection !== undefined) docs = projectDocuments(docs, options.projection);
    return docs as T[];
  }

  async findOne(
    filter: Filter = {},
    options: Omit<FindOptions, 'skip' | 'limit'> = {},
  ): Promise<T | null> {
    return (await this.find(filter, { ...options, limit: 1 }))[0] ?? null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    this.catalog.assertOpen();
    const counted = this.catalog.collections.get(this.name)?.indexes.exactCount(filter);
    return counted ?? this.select(filter).length;
  }

  async insertOne(document: T): Promise<{ insertedId: string }> {
    this.catalog.assertOpen();
    return { insertedId: this.insert(document) };
  }

  async updateOne(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    this.catalog.assertOpen();
    return this.update(filter, update, options.upsert === true, false);
  }

  async updateMany(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    this.catalog.assertOpen();
    return this.update(filter, update, options.upsert === true, true);
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    this.catalog.assertOpen();
    return { deletedCount: this.delete(filter, false) };
  }

  async deleteMany(filter: Filter = {}): Promise<DeleteResult> {
    this.catalog.assertOpen();
    return { deletedCount: this.delete(filter, true) };
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
    const apply = () => {
      for (const [index, operation] of operations.entries()) {
        if (ordered && writeErrors.length > 0) break;
        try {
          this.applyBulkOperation(operation, result);
        } catch (error) {
          writeErrors.push({
            index,
            error: error instanceof Error ? error : new Error(String(error)),
          });
        }
      }
    };
    // Why only an existing collection's: batching must not create the collection.
    const documents = this.catalog.collections.get(this.name)?.documents;
    if (documents !== undefined && operations.length > 1) documents.batch(apply);
    else apply();
    if (writeErrors.length > 0) throw new BulkWriteError(result, writeErrors);
    return result;
  }

  async createIndex(spec: IndexSpec): Promise<string> {
    this.catalog.assertOpen();
    const state = this.catalog.create(this.name);
    const geo = Object.entries(spec.keys).filter(([, kind]) => kind === '2dsphere');
    if (geo.length > 0) {
      return (
        spec.name ??
        Object.entries(spec.keys)
          .map(([path, kind]) => `${path}_${kind}`)
          .join('_')
      );
    }
    // Why in one batch: on disk, the keys of every document go to the index's table in one transaction.
    return state.documents.batch(() =>
      state.indexes.create(this.name, spec, state.documents.values()),
    );
  }

  async drop(): Promise<boolean> {
    this.catalog.assertOpen();
    if (!this.catalog.remove(this.name)) return false;
    this.catalog.notifications.publish(this.name, 'drop');
    return true;
  }

  watch(listener: (change: ChangeEvent<T>) => void, options: WatchOptions = {}): ChangeStream {
    this.catalog.assertOpen();
    // Why the cast: the events carry this collection's documents, which are T.
    const untyped = listener as (change: ChangeEvent) => void;
    return this.catalog.notifications.watch(this.name, untyped, options);
  }

  private select(filter: Filter, limit = Infinity, direction: 1 | -1 = 1): Document[] {
    const found: Document[] = [];
    selectSlots(this.catalog.collections.get(this.name), filter, limit, found, direction);
    return found;
  }

  private selectSlots(filter: Filter, limit = Infinity): number[] {
    return selectSlots(this.catalog.collections.get(this.name), filter, limit);
  }

  private applyBulkOperation(operation: BulkWriteOperation, result: BulkWriteResult): void {
    if ('insertOne' in operation) {
      this.insert(operation.insertOne.document);
      result.insertedCount++;
    } else if ('updateOne' in operation || 'updateMany' in operation) {
      const multi = 'updateMany' in operation;
      const { filter, update, upsert } = multi ? operation.updateMany : operation.updateOne;
      const counts = this.update(filter, update, upsert === true, multi);
      result.matchedCount += counts.matchedCount;
      result.modifiedCount += counts.modifiedCount;
      result.upsertedCount += counts.upsertedCount;
    } else if ('deleteOne' in operation) {
      result.deletedCount += this.delete(operation.deleteOne.filter, false);
    } else if ('deleteMany' in operation) {
      result.deletedCount += this.delete(operation.deleteMany.filter, true);
    } else {
      throw new Error(`Unknown bulkWrite operation: ${JSON.stringify(operation)}`);
    }
  }

  private insert(input: Document): string {
    if (!isDocumentLike(input)) throw new TypeError('insertOne expects a document');
    const id = Object.hasOwn(input, '_id') ? input._id : this.catalog.generateId();
    if (typeof id !== 'string') throw new TypeError(`_id must be a string, got ${typeof id}`);
    // Why `_id` first: MongoDB stores it as the first field.
    const doc: Document = { _id: id, ...(input as Record<string, unknown>) };
    doc._id = this.sharedId(this.catalog.create(this.name), id);
    this.store(frozenCopy(doc) as Document);
    return id;
  }

  /** See MemoryDocumentStore.adopt. */
  adopt(documents: readonly Document[]): void {
    const state = this.catalog.create(this.name);
    state.documents.batch(() => {
      for (const document of documents) {
        if (!isDocumentLike(document) || typeof document._id !== 'string') {
          throw new TypeError('a stored document needs a string _id');
        }
        if (!Object.isFrozen(document)) document._id = this.sharedId(state, document._id);
        this.store(adoptInPlace(document) as Document);
      }
    });
  }

  private sharedId(state: CollectionState, id: string): string {
    return this.catalog.sharedId(this.name, state, id);
  }

  /** Inserts a new frozen document. @throws DuplicateKeyError when its `_id` or a unique key is taken. */
  private store(doc: Document): void {
    const state = this.catalog.create(this.name);
    if (state.documents.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
    state.indexes.insert(this.name, doc);
    state.documents.add(doc);
    this.catalog.notifications.publish(this.name, 'insert', doc);
  }

  private update(
    filter: Filter,
    update: UpdateOperators,
    upsert: boolean,
    multi: boolean,
  ): UpdateResult {
    const matches = this.selectSlots(filter, multi ? Infinity : 1);
    if (matches.length === 0 && upsert) {
      const doc = upsertDocument(filter, update, this.catalog.generateId, (id) =>
        this.sharedId(this.catalog.create(this.name), id),
      );
      this.store(doc);
      return { matchedCount: 0, modifiedCount: 0, upsertedCount: 1, upsertedId: doc._id };
    }
    const state = this.catalog.collections.get(this.name);
    let modified = 0;
    const apply = () => {
      for (const slot of matches) {
        // Why looked up again: nothing deletes while this loop runs, so the slots hold.
        const before = state!.documents.at(slot)!;
        const plain = plainUpdate(before, update, false);
        const after = plain === NOT_PLAIN ? applyUpdate(before, update, filter) : plain;
        if (after === null) continue;
        state!.indexes.replace(this.name, before, after);
        state!.documents.replace(slot, after);
        this.catalog.notifications.publish(this.name, 'update', after);
        modified++;
      }
    };
    if (matches.length > 1) state!.documents.batch(apply);
    else apply();
    return {
      matchedCount: matches.length,
      modifiedCount: modified,
      upsertedCount: 0,
      upsertedId: null,
    };
  }

  private delete(filter: Filter, multi: boolean): number {
    const matches = this.select(filter, multi ? Infinity : 1);
    const state = this.catalog.collections.get(this.name);
    if (state === undefined) return 0;
    state.documents.batch(() => {
      for (const doc of matches) {
        state.indexes.replace(this.name, doc, null);
        state.documents.delete(doc._id);
        this.catalog.notifications.publish(this.name, 'delete', doc);
      }
    });
    return matches.length;
  }
}
