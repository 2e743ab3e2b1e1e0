/**
 * Runs in a child process: appends events to a shared SQLite event store so
 * tests can prove that another process's subscriber sees them.
 * Usage: append-events.process.ts <file> <stream> <count> [batchSize]
 */
import { randomUUID } from 'node:crypto';
import { SqliteEventStore } from '../../src/event-store/sqlite.event-store.js';

const [file, stream, count, batchSize = '1'] = process.argv.slice(2);
if (!file || !stream || !count) throw new Error('usage: <file> <stream> <count> [batchSize]');

const store = new SqliteEventStore(file);
let revision: bigint | 'no_stream' = 'no_stream';
for (let written = 0; written < Number(count); written += Number(batchSize)) {
  const batch = Array.from(
    { length: Math.min(Number(batchSize), Number(count) - written) },
    (_, i) => {
      const eventId = randomUUID();
      return {
        eventId,
        type: 'Counted',
        data: { n: written + i },
        metadata: {
          correlationId: randomUUID(),
          causationId: eventId,
          userId: null,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      };
    },
  );
  const result = await store.append(stream, batch, { expectedRevision: revision });
  revision = result.nextExpectedRevision;
}
await store.close();
