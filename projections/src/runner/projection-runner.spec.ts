import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  UserProfileUpdated,
  UserRegistered,
  type PackMeetEvent,
} from '@packmeet/backend/contracts/events';
import { defineProjection, upsert, type Projection } from '../projection.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { eventStoreWith, silentLogger } from '../testing/projection-testing.js';
import { CHECKPOINTS } from './checkpoint.js';
import { positionKey } from './position-key.js';
import { ProjectionRunner } from './projection-runner.js';

const registered = (userId: string, city = 'Austin') =>
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

/** Counts registrations per city with $inc: re-applying an event would over-count. */
const cityCounts = defineProjection({
  name: 'city-counts',
  version: 1,
  collections: ['city_counts'],
  handlers: {
    UserRegistered: ({ data }) => [
      upsert('city_counts', data.city, { $inc: { users: 1 }, $set: { state: data.state } }),
    ],
  },
});

const counts = async (store: MemoryDocumentStore) =>
  Object.fromEntries(
    (await store.collection('city_counts').find({}, { sort: { _id: 1 } })).map((doc) => [
      doc._id,
      doc.users,
    ]),
  );

/** Appends one event while the runner is live. */
const append = (events: Awaited<ReturnType<typeof eventStoreWith>>, event: PackMeetEvent) =>
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

function runnerFor(
  events: Awaited<ReturnType<typeof eventStoreWith>>,
  store: MemoryDocumentStore,
  projections: Projection[],
  logger = silentLogger,
) {
  return new ProjectionRunner({ events, store, projections, logger });
}

describe('projection runner', () => {
  it('folds the log into documents and records a checkpoint', async () => {
    const events = await eventStoreWith([
      registered('a'),
      registered('b'),
      registered('c', 'Dallas'),
    ]);
    const store = new MemoryDocumentStore();
    const runner = runnerFor(events, store, [cityCounts]);
    await runner.start();

    expect(await counts(store)).toEqual({ Austin: 2, Dallas: 1 });
    expect(runner.status()).toEqual([
      { name: 'city-counts', version: 1, state: 'live', checkpoint: 3n, lastError: null },
    ]);
    expect(await store.collection(CHECKPOINTS).findOne({ _id: 'city-counts' })).toMatchObject({
      position: positionKey(3n),
      state: 'live',
    });
    await runner.stop();
  });

  /** The memory store keeps number stamps; this one behaves like MongoDB's strings. */
  const storeWithStamps = (stamps: 'string' | 'number') => {
    const store = new MemoryDocumentStore();
    Object.defineProperty(store, 'positionStamps', { value: stamps });
    return store;
  };

  it.each([
    ['number', 3],
    ['string', positionKey(3n)],
  ] as const)(
    'changes nothing when already-applied events are delivered again (%s stamps)',
    async (stamps, lastStamp) => {
      const events = await eventStoreWith([
        registered('a'),
        registered('b'),
        registered('c', 'Dallas'),
      ]);
      const store = storeWithStamps(stamps);
      const first = runnerFor(events, store, [cityCounts]);
      await first.start();
      await first.stop();
      const before = await store.collection('city_counts').find();
      expect(before.find((doc) => doc._id === 'Dallas')?._position).toBe(lastStamp);

      // A crash after applying but before checkpointing: the next run starts from an older checkpoint.
      await store
        .collection(CHECKPOINTS)
        .updateOne({ _id: 'city-counts' }, { $set: { position: positionKey(0n) } });
      const second = runnerFor(events, store, [cityCounts]);
      await second.start();

      expect(await store.collection('city_counts').find()).toEqual(before);
      expect(await counts(store)).toEqual({ Austin: 2, Dallas: 1 });
      await second.stop();
    },
  );

  it('keeps applying live events after catching up, and waitFor resolves once they are applied', async () => {
    const events = await eventStoreWith([registered('a')]);
    const store = new MemoryDocumentStore();
    const runner = runnerFor(events, store, [cityCounts]);
    await runner.start();

    const { position } = await append(events, registered('z', 'Dallas'));
    await expect(runner.waitFor(position, 2_000)).resolves.toBe(true);
    expect(await counts(store)).toEqual({ Austin: 1, Dallas: 1 });
    await expect(runner.waitFor(position + 100n, 50)).resolves.toBe(false);
    await runner.stop();
  });

  it('stops only the projection whose handler fails, logs the event and records the error', async () => {
    const broken = defineProjection({
      name: 'broken',
      version: 1,
      collections: ['broken'],
      handlers: {
        UserProfileUpdated: () => {
          throw new Error('cannot fold this');
        },
        UserRegistered: ({ data }) => [upsert('broken', data.userId, { $set: { seen: true } })],
      },
    });
    const events = await eventStoreWith([
      registered('a'),
      UserProfileUpdated({ userId: 'a', changes: { bio: 'x' } }),
      registered('b'),
    ]);
    const store = new MemoryDocumentStore();
    const logger = { info: vi.fn(), error: vi.fn() };
    const runner = runnerFor(events, store, [broken, cityCounts], logger);
    await runner.start();

    const [brokenStatus, healthyStatus] = runner.status();
    expect(brokenStatus).toMatchObject({ name: 'broken', state: 'failed', checkpoint: 1n });
    expect(brokenStatus!.lastError).toMatchObject({
      message: 'cannot fold this',
      eventType: 'UserProfileUpdated',
      position: '2',
    });
    expect(healthyStatus).toMatchObject({ name: 'city-counts', state: 'live', checkpoint: 3n });
    expect(await counts(store)).toEqual({ Austin: 2 });
    // Nothing after the failing event was applied to the broken projection.
    expect(await store.collection('broken').countDocuments()).toBe(1);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({
        projection: 'broken',
        eventType: 'UserProfileUpdated',
        position: '2',
      }),
      expect.stringContaining('broken'),
    );
    expect(await store.collection(CHECKPOINTS).findOne({ _id: 'broken' })).toMatchObject({
      state: 'failed',
      position: positionKey(1n),
    });
    // A failed projection does not hold back read-your-writes for the others.
    await expect(runner.waitFor(3n, 50)).resolves.toBe(true);
    await runner.stop();
  });

  it('mixes synchronous and asynchronous handlers in log order, and an async failure stops only its projection', async () => {
    // Numbers each registration by looking up its own earlier writes, so it
    // needs every earlier event's writes stored before it reads.
    const numbered = defineProjection({
      name: 'numbered',
      version: 1,
      collections: ['numbered'],
      handlers: {
        UserRegistered: async ({ data }, view) => {
          const earlier = await view.find('numbered', {});
          return [upsert('numbered', data.userId, { $set: { order: earlier.length + 1 } })];
        },
      },
    });
    const rejecting = defineProjection({
      name: 'rejecting',
      version: 1,
      collections: ['rejecting'],
      handlers: {
        UserRegistered: ({ data }) => [upsert('rejecting', data.userId, { $set: { seen: true } })],
        UserProfileUpdated: async () => {
          throw new Error('cannot fold this later');
        },
      },
    });
    const events = await eventStoreWith([
      registered('a'),
      registered('b', 'Dallas'),
      UserProfileUpdated({ userId: 'a', changes: { bio: 'x' } }),
      registered('c'),
    ]);
    const store = new MemoryDocumentStore();
    const runner = runnerFor(events, store, [numbered, rejecting, cityCounts]);
    await runner.start();

    const orders = await store.collection('numbered').find({}, { sort: { _id: 1 } });
    expect(orders.map((doc) => [doc._id, doc.order])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    expect(await counts(store)).toEqual({ Austin: 2, Dallas: 1 });
    expect(runner.status().map(({ name, state, checkpoint }) => [name, state, checkpoint])).toEqual(
      [
        ['numbered', 'live', 4n],
        ['rejecting', 'failed', 2n],
        ['city-counts', 'live', 4n],
      ],
    );
    expect(await store.collection('rejecting').countDocuments()).toBe(2);
    await runner.stop();
  });

  it('stores writes in batches while catching up, and after every event once live', async () => {
    const events = await eventStoreWith(
      Array.from({ length: 10 }, (_, i) => registered(`u${i}`, i % 2 ? 'Austin' : 'Dallas')),
    );
    const store = new MemoryDocumentStore();
    const bulkWrites: number[] = [];
    const collection = store.collection.bind(store);
    const counted = new WeakSet();
    vi.spyOn(store, 'collection').mockImplementation((name) => {
      const handle = collection(name);
      if (name !== 'city_counts' || counted.has(handle)) return handle;
      counted.add(handle);
      const bulkWrite = handle.bulkWrite.bind(handle);
      handle.bulkWrite = (operations, options) => {
        bulkWrites.push(operations.length);
        return bulkWrite(operations, options);
      };
      return handle;
    });
    const runner = new ProjectionRunner({
      events,
      store,
      projections: [cityCounts],
      logger: silentLogger,
      batchWrites: 4,
    });
    await runner.start();
    // About every 4 writes, then the rest when it caught up.
    expect(bulkWrites).toEqual([4, 4, 2]);

    const { position } = await append(events, registered('z', 'Waco'));
    await expect(runner.waitFor(position, 2_000)).resolves.toBe(true);
    expect(bulkWrites).toEqual([4, 4, 2, 1]);
    expect(await counts(store)).toEqual({ Austin: 5, Dallas: 5, Waco: 1 });
    await runner.stop();
  });

  it('leaves the changes a handler returned as they were', async () => {
    // A handler may return the same (here frozen) objects for every event: the guard is added to copies.
    const seen = Object.freeze({ $set: Object.freeze({ seen: true }) });
    const frozen = defineProjection({
      name: 'frozen',
      version: 1,
      collections: ['frozen'],
      handlers: {
        UserRegistered: () => [
          Object.freeze({
            collection: 'frozen',
            updateOne: Object.freeze({
              filter: Object.freeze({ _id: 'one' }),
              update: seen,
              upsert: true,
            }),
          }),
        ],
      },
    });
    const events = await eventStoreWith([registered('a'), registered('b')]);
    const store = new MemoryDocumentStore();
    const runner = runnerFor(events, store, [frozen]);
    await runner.start();
    expect(runner.status()[0]).toMatchObject({ state: 'live', checkpoint: 2n });
    expect(await store.collection('frozen').find()).toEqual([
      { _id: 'one', seen: true, _position: 2 },
    ]);
    expect(seen).toEqual({ $set: { seen: true } });
    await runner.stop();
  });

  it('stops a projection whose write the store refuses at the event before it', async () => {
    // One user per city: the third registration breaks the unique index.
    const onePerCity = defineProjection({
      name: 'one-per-city',
      version: 1,
      collections: ['residents'],
      indexes: [{ collection: 'residents', spec: { keys: { city: 1 }, unique: true } }],
      handlers: {
        UserRegistered: ({ data }) => [
          upsert('residents', data.userId, { $set: { city: data.city } }),
        ],
      },
    });
    const events = await eventStoreWith([
      registered('a'),
      registered('b', 'Dallas'),
      registered('c'),
      registered('d', 'Waco'),
    ]);
    const store = new MemoryDocumentStore();
    const logger = { info: vi.fn(), error: vi.fn() };
    const runner = runnerFor(events, store, [onePerCity, cityCounts], logger);
    await runner.start();

    const [failed, healthy] = runner.status();
    expect(failed).toMatchObject({ state: 'failed', checkpoint: 2n });
    expect(failed!.lastError).toMatchObject({ eventType: 'UserRegistered', position: '3' });
    expect(failed!.lastError?.message).toMatch(/duplicate key/);
    expect(healthy).toMatchObject({ state: 'live', checkpoint: 4n });
    expect((await store.collection('residents').find()).map((doc) => doc._id)).toEqual(['a', 'b']);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ projection: 'one-per-city', position: '3' }),
      expect.stringContaining('one-per-city'),
    );
    expect(await store.collection(CHECKPOINTS).findOne({ _id: 'one-per-city' })).toMatchObject({
      state: 'failed',
      position: positionKey(2n),
    });
    await runner.stop();
  });

  it('rebuilds a projection from the start when its version changes', async () => {
    const events = await eventStoreWith([registered('a'), registered('b')]);
    const store = new MemoryDocumentStore();
    const v1 = runnerFor(events, store, [cityCounts]);
    await v1.start();
    await v1.stop();
    await store
      .collection('city_counts')
      .insertOne({ _id: 'stale', users: 99, _position: positionKey(1n) });

    const v2 = runnerFor(events, store, [{ ...cityCounts, version: 2 }]);
    await v2.start();
    expect(await counts(store)).toEqual({ Austin: 2 });
    await v2.stop();
  });

  it('refuses writes to collections a projection does not own', async () => {
    const trespasser = defineProjection({
      name: 'trespasser',
      version: 1,
      collections: ['mine'],
      handlers: { UserRegistered: () => [upsert('users', 'x', { $set: { hacked: true } })] },
    });
    const events = await eventStoreWith([registered('a')]);
    const store = new MemoryDocumentStore();
    const runner = runnerFor(events, store, [trespasser]);
    await runner.start();
    expect(runner.status()[0]).toMatchObject({ state: 'failed' });
    expect(runner.status()[0]!.lastError?.message).toMatch(/does not own collection users/);
    expect(await store.collection('users').countDocuments()).toBe(0);
    await runner.stop();
  });

  it('once live, sends an event’s writes to several projections together, then the checkpoints', async () => {
    const cityStates = defineProjection({
      name: 'city-states',
      version: 1,
      collections: ['city_states'],
      handlers: {
        UserRegistered: ({ data }) => [
          upsert('city_states', data.city, { $set: { state: data.state } }),
        ],
      },
    });
    const events = await eventStoreWith([registered('a')]);
    const store = new MemoryDocumentStore();
    // Once live, every bulk write is held until the test lets it through, and recorded as it is sent.
    let live = false;
    const sent: string[] = [];
    const held: (() => void)[] = [];
    const collection = store.collection.bind(store);
    const wrapped = new WeakSet();
    vi.spyOn(store, 'collection').mockImplementation((name) => {
      const handle = collection(name);
      if (wrapped.has(handle)) return handle;
      wrapped.add(handle);
      const bulkWrite = handle.bulkWrite.bind(handle);
      handle.bulkWrite = async (operations, options) => {
        if (!live) return bulkWrite(operations, options);
        sent.push(name);
        await new Promise<void>((resolve) => held.push(resolve));
        return bulkWrite(operations, options);
      };
      return handle;
    });
    const release = () => held.splice(0).forEach((resolve) => resolve());
    const runner = runnerFor(events, store, [cityCounts, cityStates]);
    await runner.start();
    live = true;

    const { position } = await append(events, registered('z', 'Dallas'));
    const applied = runner.waitFor(position, 2_000);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.sort()).toEqual(['city_counts', 'city_states']);
    release();
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toBe(CHECKPOINTS);
    release();
    await expect(applied).resolves.toBe(true);
    expect(await counts(store)).toEqual({ Austin: 1, Dallas: 1 });
    live = false;
    await runner.stop();
  });

  it('refuses two projections owning one collection', async () => {
    const events = await eventStoreWith([]);
    const copy = { ...cityCounts, name: 'city-counts-copy' };
    expect(() => runnerFor(events, new MemoryDocumentStore(), [cityCounts, copy])).toThrow(
      'city_counts belongs to both city-counts and city-counts-copy',
    );
  });
});
