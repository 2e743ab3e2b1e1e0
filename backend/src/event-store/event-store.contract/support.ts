/** What every part of the event-store contract uses: events to append, and ways to wait for them. */
import { randomUUID } from 'node:crypto';
import {
  type GlobalPosition,
  START,
  type EventStore,
  type EventToAppend,
} from '../event-store.port.js';

export function anEvent(type = 'SomethingHappened', data: unknown = { n: 1 }): EventToAppend {
  const eventId = randomUUID();
  return {
    eventId,
    type,
    data,
    metadata: {
      correlationId: randomUUID(),
      causationId: eventId,
      userId: 'user-1',
      occurredAt: new Date('2026-11-22T10:00:00.000Z').toISOString(),
      schemaVersion: 1,
    },
  };
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

export function streamPrefix(): string {
  return `contract_${randomUUID().replaceAll('-', '')}`;
}

export async function ownEventsInAll(store: EventStore, prefix: string, from = START) {
  return (await collect(store.readAll(from))).filter((event) =>
    event.streamName.startsWith(prefix),
  );
}

export async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Resolves once a fresh subscription from `from` has been delivered `count` events of
 * streams starting with `prefix`: by then a subscription that was still running would
 * have been delivered them too, so a stopped or failed one can be checked for silence.
 */
export async function deliveredAfter(
  store: EventStore,
  from: GlobalPosition,
  prefix: string,
  count: number,
): Promise<void> {
  let seen = 0;
  const probe = store.subscribeToAll(from, (event) => {
    if (event.streamName.startsWith(prefix)) seen += 1;
  });
  try {
    await waitUntil(() => seen >= count);
  } finally {
    await probe.stop();
  }
}
