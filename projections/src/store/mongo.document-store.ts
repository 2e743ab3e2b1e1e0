import {
  MongoBulkWriteError,
  MongoClient,
  type Db,
  type Collection as MongoCollection,
  type WriteError,
} from 'mongodb';
import {
  BulkWriteError,
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
import { ChangeFeed } from './mongo/change-feed.js';
import { fromWriteError, toPortError } from './mongo/errors.js';
import {
  asFilter,
  asUpdate,
  toDriverOperation,
  toUpdateResult,
  withId,
  type StoredDocument,
} from './mongo/translation.js';

/**
 * The read store on MongoDB (compose mode): a thin adapter over the official
 * driver. Change streams need a replica set (a single-node one is enough).
 */
export class MongoDocumentStore implements DocumentStore {
  readonly engine = 'mongodb';
  private readonly db: Db;
  /** One change stream for every watcher in this process. */
  private readonly feed: ChangeFeed;

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
    this.feed = new ChangeFeed(this.db);
  }

  /** The driver's database, for adapters of other ports over the same data (the search index). */
  get database(): Db {
    return this.db;
  }

  collection<T extends Document = Document>(name: string): Collection<T> {
    return new MongoCollectionAdapter<T>(this.db, name, this.feed);
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

  async collectionStats(): Promise<CollectionStats[]> {
    const names = await this.listCollections();
    return Promise.all(
      names.map(async (name) => {
        // $collStats' storage figures: the count and the documents' uncompressed BSON size.
        const [stats] = await this.db
          .collection(name)
          .aggregate<{ storageStats: { count: number; size: number } }>([
            { $collStats: { storageStats: {} } },
          ])
          .toArray();
        return {
          name,
          documents: stats?.storageStats.count ?? 0,
          bytes: stats?.storageStats.size ?? 0,
        };
      }),
    );
  }

  async close(): Promise<void> {
    await this.feed.close();
    await this.client.close();
  }
}

class MongoCollectionAdapter<T extends Document> implements Collection<T> {
  private readonly collection: MongoCollection<StoredDocument>;

  constructor(
    private readonly db: Db,
    readonly name: string,
    private readonly feed: ChangeFeed,
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

  /** Through the store's one change feed (mongo/change-feed.ts). */
  watch(listener: (change: ChangeEvent<T>) => void, options: WatchOptions = {}): ChangeStream {
    return this.feed.watch(this.name, listener as (change: ChangeEvent) => void, options);
  }

  private async mapErrors<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      throw toPortError(error, this.name);
    }
  }
}
