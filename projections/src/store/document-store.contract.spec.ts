import fc from 'fast-check';
import { MongoClient } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import { documentStoreContract } from './document-store.contract.js';
import type { Document, DocumentStore } from './document-store.port.js';
import { MemoryDocumentStore } from './memory.document-store.js';
import { MongoDocumentStore } from './mongo.document-store.js';

documentStoreContract('memory', async () => new MemoryDocumentStore());
// Every collection's documents in the scratch SQLite database (memory/disk-documents.ts).
documentStoreContract(
  'memory, on disk',
  async () => new MemoryDocumentStore({ onDisk: () => true }),
  async (store) => store.close(),
);

const mongoUrl = process.env.MONGO_URL ?? '';
const skipReason =
  'MongoDB contract suite skipped: set MONGO_URL=mongodb://localhost:27017/?replicaSet=rs0 (a replica set: change streams need one) to run it';

if (mongoUrl === '') console.warn(skipReason);

// Why the longer timeout: each test connects, and change streams take a moment to start.
describe.skipIf(mongoUrl === '')(
  mongoUrl === '' ? skipReason : 'MongoDB',
  { timeout: 30_000 },
  () => {
    // Why a database per test: listCollections and drop see the whole database, so tests must not share one.
    const databases = new WeakMap<DocumentStore, string>();
    documentStoreContract(
      'mongodb',
      async () => {
        const name = `packmeet_contract_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
        const store = await MongoDocumentStore.connect(mongoUrl, name);
        databases.set(store, name);
        return store;
      },
      async (store) => {
        await store.close();
        const client = new MongoClient(mongoUrl);
        try {
          await client.db(databases.get(store)).dropDatabase();
        } finally {
          await client.close();
        }
      },
    );
  },
);

describe('MemoryDocumentStore specifics', () => {
  it('reads only the documents a $natural walk returns or rejects, on disk', async () => {
    const store = new MemoryDocumentStore({ onDisk: () => true });
    const emails = store.collection('emails');
    await emails.bulkWrite(
      Array.from({ length: 2_000 }, (_, i) => ({
        insertOne: { document: { _id: `e${i}`, status: i % 4 === 0 ? 'sent' : 'queued' } },
      })),
    );
    // Each document read from disk is parsed from its JSON row (memory/disk-documents.ts).
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const latest = await emails.find({}, { sort: { $natural: -1 }, limit: 50 });
      expect(latest.map((doc) => doc._id)).toEqual(
        Array.from({ length: 50 }, (_, i) => `e${1_999 - i}`),
      );
      expect(parse.mock.calls.length).toBeLessThanOrEqual(50);
      parse.mockClear();
      const sent = await emails.find({ status: 'sent' }, { sort: { $natural: -1 }, limit: 5 });
      expect(sent.map((doc) => doc._id)).toEqual(['e1996', 'e1992', 'e1988', 'e1984', 'e1980']);
      expect(parse.mock.calls.length).toBeLessThanOrEqual(20);
    } finally {
      parse.mockRestore();
      await store.close();
    }
  });

  it('returns deep-frozen documents whose dates refuse setters', async () => {
    const store = new MemoryDocumentStore();
    const dogs = store.collection('dogs');
    await dogs.insertOne({ _id: 'd1', owner: { city: 'Austin' }, tags: ['calm'], at: new Date(5) });
    const [found] = await dogs.find({}, { projection: { owner: 1, tags: 1, at: 1 } });
    const doc = (await dogs.findOne({ _id: 'd1' })) as Document;
    for (const value of [doc, doc.owner, doc.tags, found, found?.owner]) {
      expect(Object.isFrozen(value)).toBe(true);
    }
    expect(() => (doc.at as Date).setTime(0)).toThrow(TypeError);
    expect((doc.at as Date).getTime()).toBe(5);
  });

  it('keeps insertion order as natural order, with or without an index', async () => {
    const store = new MemoryDocumentStore();
    const plain = store.collection('plain');
    const indexed = store.collection('indexed');
    await indexed.createIndex({ keys: { group: 1 } });
    for (const collection of [plain, indexed]) {
      for (const id of ['c', 'a', 'b', 'd']) await collection.insertOne({ _id: id, group: 'g' });
      await collection.updateOne({ _id: 'a' }, { $set: { group: 'h' } });
      await collection.updateOne({ _id: 'a' }, { $set: { group: 'g' } });
      await collection.deleteOne({ _id: 'b' });
      await collection.insertOne({ _id: 'b', group: 'g' });
      expect((await collection.find({ group: 'g' })).map((doc) => doc._id)).toEqual([
        'c',
        'a',
        'd',
        'b',
      ]);
    }
  });

  it('generates upsert ids with the injected generator', async () => {
    let next = 0;
    const store = new MemoryDocumentStore({ generateId: () => `id-${++next}` });
    const result = await store
      .collection('c')
      .updateOne({ x: 1 }, { $set: { y: 2 } }, { upsert: true });
    expect(result.upsertedId).toBe('id-1');
    expect(await store.collection('c').findOne({})).toEqual({ _id: 'id-1', x: 1, y: 2 });
  });

  it('stops notifying and rejects operations once closed', async () => {
    const store = new MemoryDocumentStore();
    const events: unknown[] = [];
    store.collection('c').watch((event) => events.push(event));
    await store.collection('c').insertOne({ _id: 'a' });
    const pending = store.collection('c').insertOne({ _id: 'b' });
    await store.close();
    await pending;
    await Promise.resolve();
    expect(events).toHaveLength(1);
    await expect(store.collection('c').find()).rejects.toThrow(/closed/);
    await expect(store.listCollections()).rejects.toThrow(/closed/);
  });

  // The hand-written matcher (simple filters) and mingo (anything else, e.g. under $and) must agree.
  it('matches simple filters exactly as mingo does', async () => {
    const scalar = fc.oneof(
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom('a', 'b', 'B', ''),
      fc.constant(null),
      fc.boolean(),
      fc.constantFrom(new Date(0), new Date(1000)),
    );
    // Embedded documents keep one field order: mingo ignores order where MongoDB does not.
    const embedded = fc.record({ p: scalar, q: scalar }, { requiredKeys: ['p'] });
    const literal = fc.oneof(
      scalar,
      embedded,
      fc.array(fc.oneof(scalar, embedded), { maxLength: 2 }),
    );
    const value = fc.oneof(literal, fc.array(literal, { maxLength: 3 }));
    const doc = fc.record({ x: value, y: value }, { requiredKeys: [] });
    const comparable = fc.oneof(
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom('a', 'b', 'B'),
      fc.constantFrom(new Date(0), new Date(1000)),
    );
    const condition = fc.oneof(
      literal,
      literal.map(($eq) => ({ $eq })),
      literal.map(($ne) => ({ $ne })),
      // No arrays inside $in: mingo compares them with elements only, MongoDB with the whole array too.
      fc.array(fc.oneof(scalar, embedded), { maxLength: 3 }).map(($in) => ({ $in })),
      fc.array(fc.oneof(scalar, embedded), { maxLength: 3 }).map(($nin) => ({ $nin })),
      fc.boolean().map(($exists) => ({ $exists })),
      fc
        .record(
          { $lt: comparable, $lte: comparable, $gt: comparable, $gte: comparable },
          { requiredKeys: [] },
        )
        .filter((operators) => Object.keys(operators).length > 0),
    );
    const filter = fc.dictionary(fc.constantFrom('x', 'y', '_id'), condition, { maxKeys: 2 });
    await fc.assert(
      fc.asyncProperty(fc.array(doc, { maxLength: 8 }), filter, async (docs, where) => {
        const collection = new MemoryDocumentStore().collection('c');
        for (const [i, fields] of docs.entries())
          await collection.insertOne({ _id: `${i}`, ...fields });
        const fast = (await collection.find(where)).map((found) => found._id);
        const viaMingo = (await collection.find({ $and: [where] })).map((found) => found._id);
        expect(fast).toEqual(viaMingo);
      }),
      { numRuns: 300 },
    );
  });

  // Index lookups are an optimisation only: the answer must equal a full scan's.
  it('answers equality and $in filters the same through indexes as by scanning', async () => {
    const key = fc.constantFrom('a', 'b', 1, 2, true, null);
    // A compound index serves every combination of `$in` values (the reminder timer's hours).
    const pin = fc.oneof(
      key,
      fc.array(key, { maxLength: 3 }).map(($in) => ({ $in })),
    );
    const fieldValue = fc.oneof(key, fc.array(key, { maxLength: 2 }));
    const write = fc.oneof(
      fc.record({
        kind: fc.constant('insert' as const),
        id: fc.nat(5),
        g: fieldValue,
        h: fieldValue,
      }),
      fc.record({ kind: fc.constant('set' as const), id: fc.nat(5), g: fieldValue }),
      fc.record({ kind: fc.constant('delete' as const), id: fc.nat(5) }),
    );
    const probe = fc.record({ g: pin, h: fc.option(pin, { nil: undefined }) });
    await fc.assert(
      fc.asyncProperty(fc.array(write, { maxLength: 20 }), probe, async (writes, where) => {
        const store = new MemoryDocumentStore();
        const scanned = store.collection('scanned');
        const indexed = store.collection('indexed');
        await indexed.createIndex({ keys: { g: 1 } });
        await indexed.createIndex({ keys: { g: 1, h: 1 } });
        for (const collection of [scanned, indexed]) {
          for (const step of writes) {
            const _id = `${step.id}`;
            if (step.kind === 'insert') {
              await collection.insertOne({ _id, g: step.g, h: step.h }).catch(() => undefined);
            } else if (step.kind === 'set') {
              await collection.updateOne({ _id }, { $set: { g: step.g } });
            } else {
              await collection.deleteOne({ _id });
            }
          }
        }
        const filter = where.h === undefined ? { g: where.g } : { g: where.g, h: where.h };
        expect(await indexed.find(filter)).toEqual(await scanned.find(filter));
        // A count the index answers alone (one field equal to a string) is the scan's count.
        expect(await indexed.countDocuments(filter)).toBe(await scanned.countDocuments(filter));
      }),
      { numRuns: 300 },
    );
  });
});
