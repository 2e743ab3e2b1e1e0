/**
 * The read store port: the subset of MongoDB's collection API that projections
 * write with and queries read with. Two adapters implement it with the same
 * semantics, proven by one contract suite (`document-store.contract.ts`):
 * `memory.document-store.ts` (mingo, the embedded mode) and
 * `mongo.document-store.ts` (the official driver, compose mode).
 *
 * Filters, updates, sorts and projections are MongoDB's own syntax, so a query
 * written against one adapter behaves the same against the other.
 */

import type { CollectionName, Document } from '@packmeet/backend/contracts/read-models';

/** Stored documents: the base of every read-model document type (the wire contract's). */
export type { CollectionName, Document };

/** A MongoDB query filter, e.g. `{ city: 'Austin', memberCount: { $gte: 3 } }`. */
export type Filter = Record<string, unknown>;

/** A MongoDB update document using operators: $set, $inc, $push, $pull, $addToSet, $unset, $setOnInsert. */
export interface UpdateOperators {
  $set?: Record<string, unknown>;
  $setOnInsert?: Record<string, unknown>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  $unset?: Record<string, '' | 1 | true>;
}

/**
 * 1 ascending, -1 descending; keys apply in insertion order. `{ $natural: 1 }`
 * or `{ $natural: -1 }` alone is natural order forwards or backwards: for
 * MongoDB (WiredTiger, a collection that is not capped) and the memory store,
 * insertion order, which an update keeps and a delete and re-insert moves to
 * the end; a limit then stops the walk, so no document past it is read.
 */
export type SortSpec = Record<string, 1 | -1>;

/** Inclusion (`{ name: 1 }`) or exclusion (`{ passwordHash: 0 }`) projection. */
export type ProjectionSpec = Record<string, 0 | 1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: ProjectionSpec;
}

export interface UpdateOptions {
  /** Insert when nothing matches: the new document takes the filter's equality fields, then the update (incl. $setOnInsert). */
  upsert?: boolean;
}

export interface UpdateResult {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: string | null;
}

export interface DeleteResult {
  deletedCount: number;
}

export type BulkWriteOperation =
  | { insertOne: { document: Document } }
  | { updateOne: { filter: Filter; update: UpdateOperators; upsert?: boolean } }
  | { updateMany: { filter: Filter; update: UpdateOperators; upsert?: boolean } }
  | { deleteOne: { filter: Filter } }
  | { deleteMany: { filter: Filter } };

export interface BulkWriteResult {
  insertedCount: number;
  matchedCount: number;
  modifiedCount: number;
  deletedCount: number;
  upsertedCount: number;
}

export interface IndexSpec {
  /**
   * e.g. `{ groupId: 1, userId: 1 }`. '2dsphere' makes a MongoDB geo index
   * (GeoJSON points and polygons); the memory store accepts and skips it: its
   * geo search keeps its own cells (memory.search-index.ts).
   */
  keys: Record<string, 1 | -1 | '2dsphere'>;
  unique?: boolean;
  name?: string;
}

/** One change to a collection, as MongoDB change streams describe it. */
export interface ChangeEvent<T extends Document = Document> {
  operationType: 'insert' | 'update' | 'replace' | 'delete' | 'drop';
  collection: string;
  documentKey?: { _id: string };
  /**
   * The document after the change: always on inserts and replaces; on
   * updates only for a watcher that asked for it (`WatchOptions`), and even
   * then absent when the document was deleted since. Never on deletes and drops.
   */
  fullDocument?: T;
}

/** What a watcher needs besides each change's kind and `_id`. */
export interface WatchOptions {
  /**
   * 'updateLookup': updates carry the document as it is when the change is
   * delivered (MongoDB's option of that name). Without it updates carry the
   * `_id` only, which spares MongoDB a read per update for watchers that
   * only invalidate or notify by key.
   */
  fullDocument?: 'updateLookup';
}

export interface ChangeStream {
  close(): Promise<void>;
}

export interface Collection<T extends Document = Document> {
  readonly name: string;
  /**
   * Matching documents. They are snapshots: treat them as read-only (the
   * memory adapter freezes them) and never expect later writes to show in them.
   */
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  findOne(filter?: Filter, options?: Omit<FindOptions, 'skip' | 'limit'>): Promise<T | null>;
  countDocuments(filter?: Filter): Promise<number>;
  /** @throws DuplicateKeyError when `_id` (or a unique index) is taken. */
  insertOne(document: T): Promise<{ insertedId: string }>;
  /** @throws DuplicateKeyError when an upsert would insert a taken `_id` or unique key. */
  updateOne(
    filter: Filter,
    update: UpdateOperators,
    options?: UpdateOptions,
  ): Promise<UpdateResult>;
  updateMany(
    filter: Filter,
    update: UpdateOperators,
    options?: UpdateOptions,
  ): Promise<UpdateResult>;
  deleteOne(filter: Filter): Promise<DeleteResult>;
  deleteMany(filter?: Filter): Promise<DeleteResult>;
  /**
   * Several writes in one call, in order. With `ordered: true` (the default)
   * the first failure stops the rest; with `ordered: false` every operation is
   * attempted. Either way failures throw a BulkWriteError listing each failed
   * operation's index and error, and the writes that succeeded stay applied.
   */
  bulkWrite(
    operations: readonly BulkWriteOperation[],
    options?: { ordered?: boolean },
  ): Promise<BulkWriteResult>;
  createIndex(spec: IndexSpec): Promise<string>;
  /** Removes the collection and its indexes; true when it existed. */
  drop(): Promise<boolean>;
  /** Notifies `listener` of every later change to this collection (change streams in MongoDB). */
  watch(listener: (change: ChangeEvent<T>) => void, options?: WatchOptions): ChangeStream;
}

export interface DocumentStore {
  /** Which engine this is, for /api/health. */
  readonly engine: string;
  /**
   * How the projection runner stamps event positions on documents (`_position`):
   * - 'string' (the default): fixed-width decimal strings, exact for any
   *   engine's positions and comparable across restarts;
   * - 'number': plain numbers, for a store whose documents never outlive the
   *   process (the memory store is folded from the log at every start).
   *   Numbers are cheaper to compare and to keep: a rebuild runs about a fifth
   *   faster.
   */
  readonly positionStamps?: 'string' | 'number';
  /** A typed name (`USERS`) gives its documents' type; a plain string, Document unless told. */
  collection<T extends Document = Document>(name: CollectionName<T>): Collection<T>;
  /** Names of the collections that hold documents. */
  listCollections(): Promise<string[]>;
  /**
   * Renames a collection, replacing `to` when it exists. Atomic for readers:
   * they see the old documents or the new ones, never a mix. Used by blue/green replays.
   */
  renameCollection(from: string, to: string): Promise<void>;
  /** Each collection's document count and approximate size, for /metrics. */
  collectionStats(): Promise<CollectionStats[]>;
  close(): Promise<void>;
}

/** One collection's size as /metrics reports it. */
export interface CollectionStats {
  name: string;
  documents: number;
  /**
   * Approximate bytes of its documents: their JSON length, estimated from a
   * sample (memory store), or their uncompressed BSON size (MongoDB).
   */
  bytes: number;
}

/** A write would duplicate `_id` or a unique index key (MongoDB error code 11000). */
export class DuplicateKeyError extends Error {
  readonly code = 11000;
  constructor(
    readonly collection: string,
    readonly key: Record<string, unknown>,
  ) {
    super(`E11000 duplicate key error collection: ${collection} dup key: ${JSON.stringify(key)}`);
    this.name = 'DuplicateKeyError';
  }
}

/** A bulkWrite had failures (one, if ordered); the operations that succeeded stay applied. */
export class BulkWriteError extends Error {
  constructor(
    readonly result: BulkWriteResult,
    readonly writeErrors: { index: number; error: Error }[],
  ) {
    super(
      `bulkWrite: ${writeErrors.length} operation(s) failed: ${writeErrors[0]?.error.message ?? ''}`,
    );
    this.name = 'BulkWriteError';
  }
}

/** Injection token for the document store. */
export const DOCUMENT_STORE = Symbol('DocumentStore');
