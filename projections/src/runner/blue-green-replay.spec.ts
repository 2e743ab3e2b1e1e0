import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { InMemoryEventStore } from '@packmeet/backend/event-store/in-memory.event-store';
import {
  UserProfileUpdated,
  UserRegistered,
  type PackMeetEvent,
} from '@packmeet/backend/contracts/events';
import { defineProjection, update, upsert, type Projection } from '../projection.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { eventStoreWith, silentLogger } from '../testing/projection-testing.js';
import { BlueGreenReplay, deepEqual, verifyProjections } from './blue-green-replay.js';
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

/** $inc counts: an event applied twice or missed shows as a wrong number. */
const cityCounts = defineProjection({
  name: 'city-counts',
  version: 1,
  collections: ['city_counts', 'city_bios'],
  indexes: [{ collection: 'city_counts', spec: { keys: { state: 1 } } }],
  handlers: {
    UserRegistered: ({ data }) => [
      upsert('city_counts', data.city, { $inc: { users: 1 }, $set: { state: data.state } }),
    ],
    UserProfileUpdated: ({ data }) => [
      upsert('city_bios', data.userId, { $set: { bio: data.changes.bio ?? null } }),
      update('city_counts', { _id: 'Austin' }, { $inc: { edits: 1 } }),
    ],
  },
});

const append = (events: InMemoryEventStore, event: PackMeetEvent) =>
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
          occurredAt: '2026-11-01T12:00:00.000Z',
          schemaVersion: 1,
        },
      },
    ],
    { expectedRevision: 'any' },
  );

async function dump(store: MemoryDocumentStore, collections: readonly string[]) {
  const out: Record<string, unknown[]> = {};
  for (const name of collections) {
    out[name] = await store.collection(name).find({}, { sort: { _id: 1 } });
  }
  return out;
}

/** A fresh fold of the whole log into a fresh store: what every replay must end equal to. */
async function freshFold(events: InMemoryEventStore, projections: Projection[]) {
  const store = new MemoryDocumentStore();
  const runner = new ProjectionRunner({ events, store, projections, logger: silentLogger });
  await runner.start();
  await runner.stop();
  return dump(
    store,
    projections.flatMap((projection) => projection.collections),
  );
}

async function liveSetup(seed: PackMeetEvent[]) {
  const events = await eventStoreWith(seed);
  const store = new MemoryDocumentStore();
  /** Positions the subscription has handed to the live runner, applied or not. */
  const handedOver: bigint[] = [];
  const live = new ProjectionRunner({
    events: {
      subscribeToAll: (from, handler, options) =>
        events.subscribeToAll(
          from,
          (event) => {
            handedOver.push(event.position);
            return handler(event);
          },
          options,
        ),
    },
    store,
    projections: [cityCounts],
    logger: silentLogger,
  });
  await live.start();
  const options = { live, events, store, projections: [cityCounts], logger: silentLogger };
  return { events, store, live, options, handedOver };
}

describe('blue/green replay', () => {
  it('rebuilds into fresh collections and switches: a damaged read model is repaired', async () => {
    const { events, store, live, options } = await liveSetup([
      registered('a'),
      registered('b', 'Dallas'),
      UserProfileUpdated({ userId: 'a', changes: { bio: 'hi' } }),
    ]);
    await store.collection('city_counts').updateOne({ _id: 'Dallas' }, { $set: { users: 42 } });
    await store.collection('city_counts').insertOne({ _id: 'Nowhere', users: 1 });

    const replay = new BlueGreenReplay(options);
    await replay.run();

    expect(replay.phase).toBe('done');
    expect(replay.progress().events).toBe(3);
    expect(await dump(store, cityCounts.collections)).toEqual(
      await freshFold(events, [cityCounts]),
    );
    // Nothing is left behind.
    expect(await store.listCollections()).toEqual(['city_bios', 'city_counts', CHECKPOINTS]);
    expect(live.status()[0]).toMatchObject({ state: 'live', checkpoint: 3n, lastError: null });
    expect(await store.collection(CHECKPOINTS).findOne({ _id: 'city-counts' })).toMatchObject({
      position: positionKey(3n),
      state: 'live',
    });
    await live.stop();
  });

  it('loses no event appended during the rebuild or the switch, and applies none twice', async () => {
    const seed = Array.from({ length: 3_000 }, (_, i) =>
      registered(`u${i}`, i % 2 ? 'Austin' : 'Waco'),
    );
    const { events, store, live, options } = await liveSetup(seed);

    const replay = new BlueGreenReplay({ ...options, yieldEveryMs: 1, batchWrites: 50 });
    let appendedDuringRebuild = 0;
    let appendedDuringSwitch = 0;
    // The memory store switches within one tick, leaving no gap for a writer;
    // widen it: these events arrive after the green runner stopped and before
    // the live runner resumes, the moment an event could fall through.
    const rename = store.renameCollection.bind(store);
    store.renameCollection = async (from, to) => {
      for (let i = 0; i < 3; i++) {
        await append(events, registered(`switch${from}${i}`, 'Waco'));
        appendedDuringSwitch += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      return rename(from, to);
    };
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        if (replay.phase === 'rebuilding') appendedDuringRebuild += 1;
        await append(
          events,
          i % 3
            ? registered(`late${i}`)
            : UserProfileUpdated({ userId: `late${i}`, changes: { bio: `b${i}` } }),
        );
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await replay.run();
    // Keep writing a little after the switch, then settle.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writing = false;
    await writer;
    expect(await live.waitFor(await events.headPosition(), 2_000)).toBe(true);

    expect(appendedDuringRebuild).toBeGreaterThan(0);
    expect(appendedDuringSwitch).toBeGreaterThan(0);
    expect(await dump(store, cityCounts.collections)).toEqual(
      await freshFold(events, [cityCounts]),
    );
    await live.stop();
  });

  it('keeps the live read models when the fresh fold fails, and cleans up', async () => {
    const { store, live, options } = await liveSetup([registered('a'), registered('b')]);
    const before = await dump(store, cityCounts.collections);
    const broken = {
      ...cityCounts,
      handlers: {
        UserRegistered: () => {
          throw new Error('new fold is broken');
        },
      },
    };
    const replay = new BlueGreenReplay({ ...options, projections: [broken] });
    await expect(replay.run()).rejects.toThrow(
      /city-counts failed at event 1 .*new fold is broken/,
    );
    expect(replay.phase).toBe('failed');
    expect(await dump(store, cityCounts.collections)).toEqual(before);
    expect((await store.listCollections()).filter((name) => name.includes('__'))).toEqual([]);
    expect(live.status()[0]).toMatchObject({ state: 'live' });
    await live.stop();
  });

  it('brings a failed live projection back once its fold is fixed', async () => {
    const events = await eventStoreWith([registered('a'), registered('b')]);
    const store = new MemoryDocumentStore();
    const brokenVersion = {
      ...cityCounts,
      handlers: {
        UserRegistered: () => {
          throw new Error('bug');
        },
      },
    };
    const live = new ProjectionRunner({
      events,
      store,
      projections: [brokenVersion],
      logger: silentLogger,
    });
    await live.start();
    expect(live.status()[0]!.state).toBe('failed');

    await new BlueGreenReplay({
      live,
      events,
      store,
      projections: [cityCounts],
      logger: silentLogger,
    }).run();
    expect(live.status()[0]).toMatchObject({ state: 'live', checkpoint: 2n, lastError: null });
    expect(await dump(store, cityCounts.collections)).toEqual(
      await freshFold(events, [cityCounts]),
    );
    await live.stop();
  });

  it('holds live events while exclusive work runs, then applies them', async () => {
    const { events, store, live, handedOver } = await liveSetup([registered('a')]);
    let appended = 0n;
    await live.exclusive(async () => {
      appended = (await append(events, registered('held', 'Waco'))).position;
      // The runner has the event in hand: held, not applied.
      await vi.waitFor(() => expect(handedOver).toContain(appended));
      expect(await store.collection('city_counts').findOne({ _id: 'Waco' })).toBeNull();
    });
    expect(await live.waitFor(appended, 1_000)).toBe(true);
    expect(await store.collection('city_counts').findOne({ _id: 'Waco' })).toMatchObject({
      users: 1,
    });
    await live.stop();
  });

  it("refuses a projection view that reads another projection's collection", async () => {
    // Why this matters for replays: a fold that read other read models would
    // depend on when it ran, so replaying it alone would not equal a fresh fold.
    const nosy = defineProjection({
      name: 'nosy',
      version: 1,
      collections: ['nosy'],
      handlers: {
        UserRegistered: async ({ data }, view) => {
          await view.findOne('city_counts', { _id: data.city });
          return [];
        },
      },
    });
    const events = await eventStoreWith([registered('a')]);
    const runner = new ProjectionRunner({
      events,
      store: new MemoryDocumentStore(),
      projections: [cityCounts, nosy],
      logger: silentLogger,
    });
    await runner.start();
    expect(runner.status()[1]).toMatchObject({ name: 'nosy', state: 'failed' });
    expect(runner.status()[1]!.lastError?.message).toMatch(/does not own collection city_counts/);
    await runner.stop();
  });
});

describe('verify', () => {
  it('finds no difference in a healthy read model, even while events arrive', async () => {
    const { events, store, live, options } = await liveSetup(
      Array.from({ length: 500 }, (_, i) => registered(`u${i}`)),
    );
    let writing = true;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        await append(events, registered(`late${i}`, 'Waco'));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const [result] = await verifyProjections({ ...options, yieldEveryMs: 1 });
    writing = false;
    await writer;
    expect(result).toMatchObject({ name: 'city-counts', differenceCount: 0, problems: [] });
    expect(result!.documents).toBeGreaterThan(0);
    expect((await store.listCollections()).filter((name) => name.includes('__'))).toEqual([]);
    await live.stop();
  });

  it('lists what differs: changed, missing and unexpected documents', async () => {
    const { store, live, options } = await liveSetup([
      registered('a'),
      registered('b', 'Dallas'),
      UserProfileUpdated({ userId: 'a', changes: { bio: 'hi' } }),
    ]);
    await store.collection('city_counts').updateOne({ _id: 'Dallas' }, { $set: { users: 42 } });
    await store.collection('city_bios').deleteOne({ _id: 'a' });
    await store.collection('city_counts').insertOne({ _id: 'Nowhere', users: 1 });

    const [result] = await verifyProjections(options);
    expect(result!.differenceCount).toBe(3);
    expect(result!.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          collection: 'city_counts',
          _id: 'Dallas',
          kind: 'different',
          fields: ['users'],
          live: { users: 42 },
          rebuilt: { users: 1 },
        }),
        expect.objectContaining({ collection: 'city_bios', _id: 'a', kind: 'missing' }),
        expect.objectContaining({ collection: 'city_counts', _id: 'Nowhere', kind: 'unexpected' }),
      ]),
    );
    await live.stop();
  });

  it('compares documents structurally, ignoring key order', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(deepEqual({ a: null }, { a: undefined })).toBe(false);
  });
});
