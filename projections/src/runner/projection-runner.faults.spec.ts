import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { FaultInjectingEventStore } from '@packmeet/backend/event-store/fault-injecting.event-store';
import { UserRegistered, type PackMeetEvent } from '@packmeet/backend/contracts/events';
import { fromPositionKey } from './position-key.js';
import { defineProjection, upsert } from '../projection.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { eventStoreWith, silentLogger } from '../testing/projection-testing.js';
import { CHECKPOINTS, type CheckpointDocument } from './checkpoint.js';
import { ProjectionRunner } from './projection-runner.js';

/*
 * The runner against the failures a networked event store has, injected by
 * FaultInjectingEventStore: dropped subscriptions, caughtUp announced before
 * the events read with it were handed over.
 */

const registered = (userId: string, city: string) =>
  UserRegistered({
    userId,
    username: userId,
    email: `${userId}@example.com`,
    passwordHash: 'hash',
    firstName: 'F',
    lastName: 'L',
    city,
    state: 'TX',
    isTrainer: false,
  });

/** Counts registrations per city, and every call of its handler (a re-handled event shows there). */
function countingProjection() {
  const handled: bigint[] = [];
  const projection = defineProjection({
    name: 'city-counts',
    version: 1,
    collections: ['city_counts'],
    handlers: {
      UserRegistered: ({ data, position }) => {
        handled.push(position);
        return [upsert('city_counts', data.city, { $inc: { users: 1 } })];
      },
    },
  });
  return { projection, handled };
}

const registrations = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    registered(`u${index}`, index % 2 ? 'Austin' : 'Dallas'),
  );

const total = async (store: MemoryDocumentStore) =>
  (await store.collection('city_counts').find()).reduce(
    (sum, doc) => sum + (doc.users as number),
    0,
  );

const append = (events: FaultInjectingEventStore, event: PackMeetEvent) =>
  events.append(
    `user-${randomUUID()}`,
    [
      {
        eventId: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: {
          correlationId: 'c',
          causationId: 'c',
          userId: null,
          occurredAt: new Date().toISOString(),
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'no_stream' },
  );

const quickBackoff = { firstDelayMs: 20, maxDelayMs: 100 };

describe('projection runner against a failing event store', () => {
  it('resubscribes from its lowest checkpoint when the subscription drops while catching up: nothing lost or handled twice', async () => {
    const events = new FaultInjectingEventStore(await eventStoreWith(registrations(10)));
    events.failNextSubscriptionAfter(4, 3);
    const store = new MemoryDocumentStore();
    const { projection, handled } = countingProjection();
    const runner = new ProjectionRunner({
      events,
      store,
      projections: [projection],
      logger: silentLogger,
      resubscribe: quickBackoff,
    });

    await runner.start();

    expect(events.subscriptions).toBe(3);
    // Each resubscription starts from what was stored when it dropped.
    expect(events.subscribedFrom).toEqual([0n, 4n, 7n]);
    expect(handled).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n, 9n, 10n]);
    expect(await total(store)).toBe(10);
    expect(runner.status()[0]).toMatchObject({ state: 'live', checkpoint: 10n });
    await runner.stop();
  });

  it('shows reconnecting while a live subscription is down, catches up after, and read-your-writes resumes', async () => {
    const events = new FaultInjectingEventStore(await eventStoreWith(registrations(3)));
    const store = new MemoryDocumentStore();
    const { projection, handled } = countingProjection();
    const runner = new ProjectionRunner({
      events,
      store,
      projections: [projection],
      logger: silentLogger,
      // Long enough to append while it is down; stop() ends the wait.
      resubscribe: { firstDelayMs: 300, maxDelayMs: 300 },
    });
    await runner.start();
    const checkpoint = () =>
      store.collection<CheckpointDocument>(CHECKPOINTS).findOne({ _id: 'city-counts' });

    await events.dropOpenSubscriptions();
    await vi.waitFor(async () => expect((await checkpoint())?.state).toBe('reconnecting'));
    expect(runner.status()[0]!.state).toBe('reconnecting');

    // Written while the runner is away: waitFor holds until it is back and has applied it.
    const { position } = await append(events, registered('late', 'Austin'));
    expect(await runner.waitFor(position, 10_000)).toBe(true);

    expect(events.subscriptions).toBe(2);
    expect(events.subscribedFrom).toEqual([0n, 3n]);
    expect(handled).toEqual([1n, 2n, 3n, 4n]);
    expect(await total(store)).toBe(4);
    // Back to live (health ok) once the new subscription has caught up.
    await vi.waitFor(async () => expect((await checkpoint())?.state).toBe('live'));
    expect(fromPositionKey((await checkpoint())!.position)).toBe(4n);
    await runner.stop();
  });

  it('stops cleanly while waiting to resubscribe', async () => {
    const events = new FaultInjectingEventStore(await eventStoreWith(registrations(2)));
    const store = new MemoryDocumentStore();
    const runner = new ProjectionRunner({
      events,
      store,
      projections: [countingProjection().projection],
      logger: silentLogger,
      resubscribe: { firstDelayMs: 60_000, maxDelayMs: 60_000 },
    });
    await runner.start();
    await events.dropOpenSubscriptions();
    await vi.waitFor(() => expect(runner.status()[0]!.state).toBe('reconnecting'));
    await runner.stop();
    expect(runner.status()[0]!.state).toBe('stopped');
    expect(events.subscriptions).toBe(1);
  });

  it('never stores a checkpoint past a write not yet stored when caughtUp comes before buffered events', async () => {
    const events = new FaultInjectingEventStore(await eventStoreWith(registrations(40)));
    // caughtUp arrives with events 25..40 still to be handed over.
    events.announceCaughtUpEarly(25);
    const store = new MemoryDocumentStore();
    const counts = store.collection('city_counts');
    const storeCounts = counts.bulkWrite.bind(counts);
    // A store with some latency, as MongoDB has: writes take a few milliseconds.
    vi.spyOn(counts, 'bulkWrite').mockImplementation(async (operations) => {
      await new Promise((resolve) => setTimeout(resolve, 3));
      return storeCounts(operations);
    });
    const checkpoints = store.collection<CheckpointDocument>(CHECKPOINTS);
    const storeCheckpoints = checkpoints.bulkWrite.bind(checkpoints);
    const violations: string[] = [];
    vi.spyOn(checkpoints, 'bulkWrite').mockImplementation(async (operations) => {
      for (const operation of operations) {
        const update = 'updateOne' in operation ? operation.updateOne.update : undefined;
        const key = (update as { $set?: { position?: string } } | undefined)?.$set?.position;
        if (key === undefined) continue;
        // Every event registers one user: a checkpoint at P needs P users stored.
        const position = fromPositionKey(key);
        const stored = await total(store);
        if (BigInt(stored) < position) {
          violations.push(`checkpoint ${position} with ${stored} events' writes stored`);
        }
      }
      return storeCheckpoints(operations);
    });
    const { projection, handled } = countingProjection();
    const runner = new ProjectionRunner({
      events,
      store,
      projections: [projection],
      logger: silentLogger,
    });

    await runner.start();
    const { position } = await append(events, registered('live', 'Austin'));
    expect(await runner.waitFor(position)).toBe(true);

    expect(violations).toEqual([]);
    expect(handled).toHaveLength(41);
    expect(await total(store)).toBe(41);
    expect(runner.status()[0]).toMatchObject({ state: 'live', checkpoint: 41n });
    await runner.stop();
  });
});
