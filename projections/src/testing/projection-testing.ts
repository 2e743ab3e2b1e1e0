import { randomUUID } from 'node:crypto';
import { InMemoryEventStore } from '@packmeet/backend/event-store/in-memory.event-store';
import type { PackMeetEvent } from '@packmeet/backend/contracts/events';
import type { Projection } from '../projection.js';
import { ProjectionRunner, type RunnerLogger } from '../runner/projection-runner.js';
import { isColdCollection } from '../cold-collections.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';

export const silentLogger: RunnerLogger = { info: () => {}, error: () => {} };

/** A test event store pre-filled with domain events, one stream per event unless named. */
export async function eventStoreWith(
  events: (PackMeetEvent | { stream: string; event: PackMeetEvent; occurredAt?: string })[],
) {
  const store = new InMemoryEventStore();
  for (const item of events) {
    const { stream, event, occurredAt } =
      'stream' in item
        ? item
        : { stream: `test-${randomUUID()}`, event: item, occurredAt: undefined };
    await store.append(
      stream,
      [
        {
          eventId: randomUUID(),
          type: event.type,
          data: event.data,
          metadata: {
            correlationId: 'test',
            causationId: 'test',
            userId: null,
            occurredAt: occurredAt ?? '2026-11-01T12:00:00.000Z',
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'any' },
    );
  }
  return store;
}

/**
 * Projection tests read as: given these events, the read model holds these
 * documents. They run the real runner over the real memory store.
 */
export async function project(
  projections: Projection[],
  events: Parameters<typeof eventStoreWith>[0],
) {
  const eventStore = await eventStoreWith(events);
  // The read models as the embedded server keeps them: the cold ones on disk.
  const documents = new MemoryDocumentStore({ onDisk: isColdCollection });
  const runner = new ProjectionRunner({
    events: eventStore,
    store: documents,
    projections,
    logger: silentLogger,
  });
  await runner.start();
  return { eventStore, documents, runner };
}

/** Documents without the runner's `_position` stamp, for readable assertions. */
export function withoutPosition(documents: Record<string, unknown>[]): Record<string, unknown>[] {
  return documents.map(({ _position, ...rest }) => rest);
}
