import { randomUUID } from 'node:crypto';
import {
  MongoBulkWriteError,
  MongoClient,
  MongoServerError,
  type AnyBulkWriteOperation,
  type ChangeStreamDocument,
  type Db,
  type Filter as MongoFilter,
  type Collection as MongoCollection,
  type UpdateFilter,
  type WriteError,
} from 'mongodb';
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
  type UpdateOperators,
  type UpdateOptions,
  type UpdateResult,
} from './document-store.port.js';

/** How documents look to the driver: string ids, anything else. */
interface StoredDocument {
  _id: string;
  [field: string]: unknown;
}

/**
 * The read store on MongoDB (compose mode): a thin adapter over the official
 * driver. Change streams need a replica set (a single-node one is enough).
 */
export class MongoDocumentStore implements DocumentStore {
  readonly engine = 'mongodb';
  private readonly db: Db;
  private closing = false;

  /** Connects to `url` and uses database `databaseName`. */
  static async connect(url: string, databaseName: string): Promise<MongoDocumentStore> {
    // Why ignoreUndefined: `{ bio: undefined }` then means "no bio", as in the memory adapter, not `bio: null`.
    const client = new MongoClient(url, { ignoreUndefined: true });
    await client.connect();
    return new MongoDocumentStore(client, databaseName);
  }

  /** Uses an existing client; `close()` closes it. */
  constructor(
    private readonly client: MongoClient,
    databaseName: string,
  ) {
    this.db = client.db(databaseName);
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MongoCollectionAdapter<T>(this.db, name, () => this.closing);
  }

  async listCollections(): Promise<string[]> {
    const infos = await this.db
      .listCollections({ type: 'collection' }, { nameOnly: true })
      .toArray();
    return infos
      .map((info) => info.name)
      .filter((name) => !name.startsWith('system.'))
      .sort();
  }

  async renameCollection(from: string, to: string): Promise<void> {
    await this.db.renameCollection(from, to, { dropTarget: true });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.client.close();
  }
}

class MongoCollectionAdapter<T extends Document> implements Collection<T> {
  private readonly collection: MongoCollection<StoredDocument>;

  constructor(
    private readonly db: Db,
    readonly name: string,
    private readonly isClosing: () => boolean,
  ) {
    this.collection = db.collection<StoredDocument>(name);
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<T[]> {
    const cursor = this.collection.find(asFilter(filter), {
      ...(options.sort === undefined ? {} : { sort: options.sort }),
      ...(options.skip === undefined ? {} : { skip: options.skip }),
      ...(options.limit === undefined ? {} : { limit: options.limit }),
      ...(options.projection === undefined ? {} : { projection: options.projection }),
    });
    return (await cursor.toArray()) as unknown as T[];
  }

  async findOne(
    filter: Filter = {},
    options: Omit<FindOptions, 'skip' | 'limit'> = {},
  ): Promise<T | null> {
    const doc = await this.collection.findOne(asFilter(filter), {
      ...(options.sort === undefined ? {} : { sort: options.sort }),
      ...(options.projection === undefined ? {} : { projection: options.projection }),
    });
    return doc as unknown as T | null;
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(asFilter(filter));
  }

  async insertOne(document: T): Promise<{ insertedId: string }> {
    const doc = withId(document);
    await this.mapErrors(() => this.collection.insertOne(doc));
    return { insertedId: doc._id };
  }

  async updateOne(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const upsert = options.upsert === true;
    const result = await this.mapErrors(() =>
      this.collection.updateOne(asFilter(filter), asUpdate(filter, update, upsert), { upsert }),
    );
    return toUpdateResult(result);
  }

  async updateMany(
    filter: Filter,
    update: UpdateOperators,
    options: UpdateOptions = {},
  ): Promise<UpdateResult> {
    const upsert = options.upsert === true;
    const result = await this.mapErrors(() =>
      this.collection.updateMany(asFilter(filter), asUpdate(filter, update, upsert), { upsert }),
    );
    return toUpdateResult(result);
  }

  async deleteOne(filter: Filter): Promise<DeleteResult> {
    const { deletedCount } = await this.collection.deleteOne(asFilter(filter));
    return { deletedCount };
  }

  async deleteMany(filter: Filter = {}): Promise<DeleteResult> {
    const { deletedCount } = await this.collection.deleteMany(asFilter(filter));
    return { deletedCount };
  }

  async bulkWrite(
    operations: readonly BulkWriteOperation[],
    options: { ordered?: boolean } = {},
  ): Promise<BulkWriteResult> {
    const ordered = options.ordered ?? true;
    // Why: the driver rejects an empty batch; an empty write list is simply nothing to do.
    if (operations.length === 0) {
      return {
        insertedCount: 0,
        matchedCount: 0,
        modifiedCount: 0,
        deletedCount: 0,
        upsertedCount: 0,
      };
    }
    try {
      const result = await this.collection.bulkWrite(operations.map(toDriverOperation), {
        ordered,
      });
      return {
        insertedCount: result.insertedCount,
        matchedCount: result.matchedCount,
        modifiedCount: result.modifiedCount,
        deletedCount: result.deletedCount,
        upsertedCount: result.upsertedCount,
      };
    } catch (error) {
      if (!(error instanceof MongoBulkWriteError)) throw toPortError(error, this.name);
      const writeErrors = ([] as WriteError[]).concat(error.writeErrors).map((writeError) => ({
        index: writeError.index,
        error: fromWriteError(writeError, this.name),
      }));
      throw new BulkWriteError(
        {
          insertedCount: error.insertedCount,
          matchedCount: error.matchedCount,
          modifiedCount: error.modifiedCount,
          deletedCount: error.deletedCount,
          upsertedCount: error.upsertedCount,
        },
        writeErrors,
      );
    }
  }

  async createIndex(spec: IndexSpec): Promise<string> {
    return this.mapErrors(() =>
      this.collection.createIndex(spec.keys, {
        ...(spec.unique === undefined ? {} : { unique: spec.unique }),
        ...(spec.name === undefined ? {} : { name: spec.name }),
      }),
    );
  }

  async drop(): Promise<boolean> {
    // Why look first: since MongoDB 7.0 dropping a missing collection succeeds, so the answer cannot tell.
    const existing = await this.db
      .listCollections({ name: this.name }, { nameOnly: true })
      .toArray();
    if (existing.length === 0) return false;
    return this.collection.drop();
  }

  /**
   * Watches the database, filtered to this collection, rather than the
   * collection itself: a collection change stream is invalidated (and ends) on
   * drop or rename, and renameCollection with dropTarget emits nothing on the
   * target's stream (SERVER-53478). A database stream survives both and reports
   * the rename, which is mapped to a 'drop' of each name involved.
   */
  watch(listener: (change: ChangeEvent<T>) => void): ChangeStream {
    const pipeline = [
      {
        $match: {
          $or: [{ 'ns.coll': this.name }, { operationType: 'rename', 'to.coll': this.name }],
        },
      },
    ];
    const stream = this.db.watch<StoredDocument>(pipeline, { fullDocument: 'updateLookup' });
    stream.on('change', (change: ChangeStreamDocument<StoredDocument>) => {
      const event = toChangeEvent(change, this.name);
      if (event === null) return;
      try {
        listener(event as ChangeEvent<T>);
      } catch (error) {
        rethrowLater(error);
      }
    });
    stream.on('error', (error: unknown) => {
      // Why rethrow: the port has no error channel, and a change stream that died
      // (non-resumable error) must not fail silently. Errors while closing are expected.
      if (!stream.closed && !this.isClosing()) rethrowLater(error);
    });
    return { close: () => stream.close() };
  }

  private async mapErrors<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      throw toPortError(error, this.name);
    }
  }
}

function asFilter(filter: Filter): MongoFilter<StoredDocument> {
  // Why the cast: port filters are MongoDB's own syntax, untyped; the server validates them.
  return filter as MongoFilter<StoredDocument>;
}

function withId<T extends Document>(document: T): StoredDocument {
  return document._id === undefined ? { ...document, _id: randomUUID() } : document;
}

/**
 * The update as sent. For an upsert whose filter pins no `_id`, the inserted
 * document would get an ObjectId from the server; a $setOnInsert of a UUID keeps
 * every `_id` a string, as the port promises.
 */
function asUpdate(
  filter: Filter,
  update: UpdateOperators,
  upsert: boolean,
): UpdateFilter<StoredDocument> {
  const pinsId =
    filterPinsId(filter) ||
    update.$set?._id !== undefined ||
    update.$setOnInsert?._id !== undefined;
  const sent =
    upsert && !pinsId
      ? { ...update, $setOnInsert: { ...update.$setOnInsert, _id: randomUUID() } }
      : update;
  return sent as UpdateFilter<StoredDocument>;
}

function filterPinsId(filter: Filter): boolean {
  if (filter._id !== undefined) return true;
  const clauses = filter.$and;
  return (
    Array.isArray(clauses) && clauses.some((clause) => isRecord(clause) && filterPinsId(clause))
  );
}

function toDriverOperation(operation: BulkWriteOperation): AnyBulkWriteOperation<StoredDocument> {
  if ('insertOne' in operation)
    return { insertOne: { document: withId(operation.insertOne.document) } };
  if ('updateOne' in operation) {
    const { filter, update, upsert = false } = operation.updateOne;
    return {
      updateOne: { filter: asFilter(filter), update: asUpdate(filter, update, upsert), upsert },
    };
  }
  if ('updateMany' in operation) {
    const { filter, update, upsert = false } = operation.updateMany;
    return {
      updateMany: { filter: asFilter(filter), update: asUpdate(filter, update, upsert), upsert },
    };
  }
  if ('deleteOne' in operation)
    return { deleteOne: { filter: asFilter(operation.deleteOne.filter) } };
  return { deleteMany: { filter: asFilter(operation.deleteMany.filter) } };
}

function toUpdateResult(result: {
  matchedCount: number;
  modifiedCount: number;
  upsertedCount: number;
  upsertedId: unknown;
}): UpdateResult {
  return {
    matchedCount: result.matchedCount,
    modifiedCount: result.modifiedCount,
    upsertedCount: result.upsertedCount,
    upsertedId:
      result.upsertedId === null || result.upsertedId === undefined
        ? null
        : String(result.upsertedId),
  };
}

function toChangeEvent(
  change: ChangeStreamDocument<StoredDocument>,
  collection: string,
): ChangeEvent | null {
  switch (change.operationType) {
    case 'insert':
    case 'update':
    case 'replace': {
      const event: ChangeEvent = {
        operationType: change.operationType,
        collection,
        documentKey: { _id: String(change.documentKey._id) },
      };
      // Why it may be missing: with updateLookup the document is read when the event is
      // delivered, so it is the latest version, or absent if it was deleted since.
      if (change.fullDocument) event.fullDocument = change.fullDocument;
      return event;
    }
    case 'delete':
      return {
        operationType: 'delete',
        collection,
        documentKey: { _id: String(change.documentKey._id) },
      };
    case 'drop':
    case 'rename':
    case 'dropDatabase':
      // A rename away from this name or onto it replaces everything under the name.
      return { operationType: 'drop', collection };
    default:
      return null;
  }
}

function toPortError(error: unknown, collection: string): Error {
  if (error instanceof MongoServerError && error.code === 11000) {
    return duplicateKeyError(collection, error.keyValue, error.message, error);
  }
  return error instanceof Error ? error : new Error(String(error));
}

function fromWriteError(writeError: WriteError, collection: string): Error {
  if (writeError.code === 11000) {
    // Why read the raw error: bulk write errors carry keyValue only in the server's reply.
    const raw: unknown = writeError.err;
    const keyValue = isRecord(raw) && isRecord(raw.keyValue) ? raw.keyValue : idKeyOf(writeError);
    return duplicateKeyError(collection, keyValue, writeError.errmsg ?? '', writeError);
  }
  const error = new Error(writeError.errmsg ?? `write error ${writeError.code}`);
  error.cause = writeError;
  return error;
}

/**
 * `{ _id }` for a duplicate on the `_id` index, read from the failed operation:
 * the driver's bulk errors carry no keyValue, and callers tell an already
 * applied upsert by `'_id' in error.key`.
 */
function idKeyOf(writeError: WriteError): Record<string, unknown> | undefined {
  if (!(writeError.errmsg ?? '').includes('index: _id_ ')) return undefined;
  const operation: unknown = writeError.getOperation();
  if (!isRecord(operation)) return undefined;
  if (typeof operation._id === 'string') return { _id: operation._id };
  const query = operation.q;
  if (isRecord(query) && typeof query._id === 'string') return { _id: query._id };
  const update = operation.u;
  const inserted =
    isRecord(update) && isRecord(update.$setOnInsert) ? update.$setOnInsert._id : undefined;
  return typeof inserted === 'string' ? { _id: inserted } : undefined;
}

function duplicateKeyError(
  collection: string,
  keyValue: unknown,
  message: string,
  cause: unknown,
): DuplicateKeyError {
  const error = new DuplicateKeyError(collection, isRecord(keyValue) ? keyValue : {});
  // Why keep the server's text when the key is unknown: it names the index and the key.
  if (!isRecord(keyValue) && message !== '') error.message = message;
  error.cause = cause;
  return error;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rethrowLater(error: unknown): void {
  setTimeout(() => {
    throw error;
  }, 0);
}
