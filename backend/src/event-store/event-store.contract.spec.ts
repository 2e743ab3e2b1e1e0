import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { eventStoreContract } from './event-store.contract.js';
import { EventStoreDbEventStore } from './eventstoredb.event-store.js';
import { InMemoryEventStore } from './in-memory.event-store.js';
import { SqliteEventStore } from './sqlite.event-store.js';

describe('in-memory event store', () => {
  eventStoreContract(async () => new InMemoryEventStore());
});

describe('sqlite event store', () => {
  const directory = mkdtempSync(join(tmpdir(), 'packmeet-contract-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  eventStoreContract(async () => new SqliteEventStore(join(directory, 'events.sqlite')));
});

const eventStoreUrl = process.env.EVENTSTORE_URL;
if (!eventStoreUrl) {
  console.warn(
    'EventStoreDB contract suite skipped: set EVENTSTORE_URL (e.g. esdb://localhost:2113?tls=false) to run it.',
  );
}
describe.skipIf(!eventStoreUrl)('eventstoredb event store (needs EVENTSTORE_URL)', () => {
  eventStoreContract(async () => new EventStoreDbEventStore(eventStoreUrl!));
});
