import type {
  ChangeEvent,
  ChangeStream,
  Collection,
  Document,
  DocumentStore,
  WatchOptions,
} from '../document-store.port.js';
import type { Dog } from './fixtures.js';

/** What each part of the contract uses: the test's store, its dogs, and live watchers. */
export interface ContractSuite {
  /** The store of the running test (each test gets its own). */
  store: () => DocumentStore;
  dogs: () => Collection<Dog>;
  /** Watches `collection` and resolves once the stream is live (see `untilLive`). */
  watch: <T extends Document>(
    collection: Collection<T>,
    options?: WatchOptions,
  ) => Promise<ChangeEvent<T>[]>;
  /** Streams opened by a test, closed after it. */
  streams: ChangeStream[];
}
