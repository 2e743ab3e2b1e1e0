import { afterEach, beforeEach, describe } from 'vitest';
import type {
  ChangeEvent,
  ChangeStream,
  Collection,
  Document,
  DocumentStore,
  WatchOptions,
} from './document-store.port.js';
import { untilLive, type Dog } from './document-store.contract/fixtures.js';
import { queriesSuite } from './document-store.contract/queries.js';
import { snapshotsSuite } from './document-store.contract/snapshots.js';
import { updatesSuite } from './document-store.contract/updates.js';
import { watchSuite } from './document-store.contract/watch.js';
import { writesSuite } from './document-store.contract/writes.js';

/**
 * The one contract every DocumentStore adapter must pass: MongoDB's semantics
 * for the subset of the collection API the port exposes. Each test gets its own
 * store from `makeStore` (for MongoDB: its own database), so tests never see
 * each other's collections; `cleanup` releases it (default: `store.close()`).
 *
 * Assertions never rely on the order of a find without a sort: results are
 * sorted by the query or compared by id. A `$natural` sort is insertion order
 * for both (WiredTiger's record ids only grow in a collection that is not
 * capped), and its test says so.
 */
export function documentStoreContract(
  name: string,
  makeStore: () => Promise<DocumentStore>,
  cleanup: (store: DocumentStore) => Promise<void> = (store) => store.close(),
): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    const streams: ChangeStream[] = [];

    beforeEach(async () => {
      store = await makeStore();
    });

    afterEach(async () => {
      await Promise.all(streams.splice(0).map((stream) => stream.close()));
      await cleanup(store);
    });

    const dogs = () => store.collection<Dog>('dogs');

    /** Watches `collection` and resolves once the stream is live (see `untilLive`). */
    async function watch<T extends Document>(
      collection: Collection<T>,
      options?: WatchOptions,
    ): Promise<ChangeEvent<T>[]> {
      const events: ChangeEvent<T>[] = [];
      streams.push(collection.watch((event) => events.push(event), options));
      await untilLive(collection, events);
      return events;
    }

    const suite = { store: () => store, dogs, watch, streams };
    queriesSuite(suite);
    updatesSuite(suite);
    writesSuite(suite);
    watchSuite(suite);
    snapshotsSuite(suite);
  });
}
