import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@packmeet/backend/contracts/event-store';
import { remove, update, upsert, type DocumentChange } from '../projection.js';
import { DuplicateKeyError } from '../store/document-store.port.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { positionNumber } from './position-key.js';
import { WriteBatch, guard } from './write-batch.js';

const eventAt = (position: bigint): StoredEvent => ({
  eventId: `e${position}`,
  type: 'Test',
  data: {},
  metadata: {
    correlationId: `c${position}`,
    causationId: 'c',
    userId: null,
    occurredAt: '2026-11-01T12:00:00.000Z',
    schemaVersion: 1,
  },
  streamName: 'test',
  revision: 0n,
  position,
});

function batchOver(store = new MemoryDocumentStore(), names = ['counts', 'people']) {
  const collections = new Map(names.map((name) => [name, store.collection(name)]));
  return { store, batch: new WriteBatch('test', collections, positionNumber) };
}

/** Freezes an object and everything in it, so any attempt to change it throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

describe('guard', () => {
  it('adds the position guard to new objects, leaving the change as it was', () => {
    const changes: DocumentChange[] = deepFreeze([
      upsert('counts', 'a', { $inc: { n: 1 }, $set: { city: 'Austin' } }),
      update('counts', { _id: 'b' }, { $inc: { n: 1 } }),
      {
        collection: 'counts',
        updateMany: { filter: { city: 'Waco' }, update: { $set: { x: 1 } } },
      },
      remove('counts', { _id: 'c' }),
      { collection: 'counts', deleteMany: { filter: { city: 'Waco' } } },
      { collection: 'counts', insertOne: { document: { _id: 'd', n: 1 } } },
    ]);
    const before = structuredClone(changes);

    expect(changes.map((change) => guard(change, 7).operation)).toEqual([
      {
        updateOne: {
          filter: { _id: 'a', _position: { $lt: 7 } },
          update: { $inc: { n: 1 }, $set: { city: 'Austin', _position: 7 } },
          upsert: true,
        },
      },
      {
        updateOne: {
          filter: { _id: 'b', _position: { $lt: 7 } },
          update: { $inc: { n: 1 }, $set: { _position: 7 } },
          upsert: false,
        },
      },
      {
        updateMany: {
          filter: { city: 'Waco', _position: { $lt: 7 } },
          update: { $set: { x: 1, _position: 7 } },
        },
      },
      { deleteOne: { filter: { _id: 'c', _position: { $lt: 7 } } } },
      { deleteMany: { filter: { city: 'Waco', _position: { $lt: 7 } } } },
      {
        updateOne: {
          filter: { _id: 'd', _position: { $lt: 7 } },
          update: { $setOnInsert: { n: 1 }, $set: { _position: 7 } },
          upsert: true,
        },
      },
    ]);
    expect(changes).toEqual(before);
  });
});

describe('write batch', () => {
  it('stores queued writes once flushed, and the same events again change nothing', async () => {
    const { store, batch } = batchOver();
    const inc = (id: string) => [upsert('counts', id, { $inc: { n: 1 } })];
    batch.add(eventAt(1n), inc('a'), 0n);
    batch.add(eventAt(2n), inc('a'), 1n);
    batch.add(eventAt(3n), inc('b'), 2n);
    expect(batch.size).toBe(3);
    expect(await store.collection('counts').countDocuments()).toBe(0);

    expect(await batch.flush()).toBeNull();
    expect(batch.size).toBe(0);
    const stored = await store.collection('counts').find({}, { sort: { _id: 1 } });
    expect(stored).toEqual([
      { _id: 'a', n: 2, _position: 2 },
      { _id: 'b', n: 1, _position: 3 },
    ]);

    // At-least-once delivery: the same events again (an upsert finding its
    // document already past the event is "already applied", not a failure).
    batch.add(eventAt(1n), inc('a'), 0n);
    batch.add(eventAt(2n), [update('counts', { _id: 'a' }, { $inc: { n: 10 } })], 1n);
    batch.add(eventAt(3n), inc('b'), 2n);
    expect(await batch.flush()).toBeNull();
    expect(await store.collection('counts').find({}, { sort: { _id: 1 } })).toEqual(stored);
  });

  it('queues an invalid event not at all', () => {
    const { batch } = batchOver();
    expect(() =>
      batch.add(
        eventAt(1n),
        [upsert('counts', 'a', { $inc: { n: 1 } }), upsert('users', 'x', { $set: { n: 1 } })],
        0n,
      ),
    ).toThrow('test does not own collection users');
    expect(() =>
      batch.add(
        eventAt(1n),
        [
          upsert('counts', 'a', { $inc: { n: 1 } }),
          { collection: 'counts', updateOne: { filter: { n: 1 }, update: {}, upsert: true } },
        ],
        0n,
      ),
    ).toThrow('test: an upsert must name its document by _id');
    expect(() =>
      batch.add(
        eventAt(1n),
        [upsert('counts', 'a', { $inc: { n: 1 } }), update('counts', { _id: 'a' }, { $set: {} })],
        0n,
      ),
    ).toThrow('test writes counts/a twice for one event');
    expect(batch.size).toBe(0);
  });

  it('allows one write per document per collection', () => {
    const { batch } = batchOver();
    batch.add(
      eventAt(1n),
      [upsert('counts', 'a', { $inc: { n: 1 } }), upsert('people', 'a', { $set: { n: 1 } })],
      0n,
    );
    expect(batch.size).toBe(2);
  });

  it('reports the first write the store refuses, with its event and the position before it', async () => {
    const { store, batch } = batchOver();
    await store.collection('people').createIndex({ keys: { email: 1 }, unique: true });
    batch.add(eventAt(1n), [upsert('people', 'a', { $set: { email: 'x@example.com' } })], 0n);
    batch.add(eventAt(2n), [upsert('people', 'b', { $set: { email: 'x@example.com' } })], 1n);
    batch.add(eventAt(3n), [upsert('people', 'c', { $set: { email: 'y@example.com' } })], 2n);

    const failure = await batch.flush();
    expect(failure).toMatchObject({ event: { eventId: 'e2' }, before: 1n });
    expect(failure?.error).toBeInstanceOf(DuplicateKeyError);
    expect(batch.size).toBe(0);
    // Ordered: nothing after the refused write was stored.
    expect((await store.collection('people').find()).map((doc) => doc._id)).toEqual(['a']);
  });

  it('hands out only the projection’s own collections', () => {
    const { batch } = batchOver();
    expect(batch.collection('counts').name).toBe('counts');
    expect(() => batch.collection('users')).toThrow('test does not own collection users');
  });
});
