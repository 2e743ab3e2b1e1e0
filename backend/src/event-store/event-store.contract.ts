import { afterAll, beforeAll } from 'vitest';
import type { EventStore } from './event-store.port.js';
import { modelContract } from './event-store.contract/model.js';
import { subscriptionsContract } from './event-store.contract/subscriptions.js';
import { writesContract } from './event-store.contract/writes.js';

export { anEvent, collect } from './event-store.contract/support.js';

/*
 * The one contract every event-store adapter passes. Streams get a fresh
 * prefix per test so the suite also runs against a shared EventStoreDB whose
 * $all holds other events; $all assertions therefore filter by that prefix.
 */
export function eventStoreContract(makeStore: () => Promise<EventStore>): void {
  let store: EventStore;

  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => {
    await store.close();
  });

  writesContract(() => store);
  subscriptionsContract(() => store);
  modelContract(() => store);
}
