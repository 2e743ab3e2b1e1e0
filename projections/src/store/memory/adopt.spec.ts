import { deserialize, serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../document-store.port.js';
import { MemoryDocumentStore } from '../memory.document-store.js';

/*
 * adopt() is how a read-model snapshot is restored (docs/adr/031): the
 * documents are stored as they were deserialised, frozen in place, and must
 * then behave exactly like inserted ones.
 */
describe.each([
  ['in the heap', {}],
  ['on disk', { onDisk: () => true }],
])('memory store: adopting deserialised documents, %s', (_, options) => {
  const stored = [
    { _id: 'm1', slug: 'walk', at: new Date('2026-12-01T10:00:00Z'), tags: ['a', 'b'] },
    { _id: 'm2', slug: 'run', at: new Date('2026-12-02T10:00:00Z'), host: { name: 'Ann' } },
  ];

  it('stores them frozen, dates immutable, found by filters and indexes like inserted ones', async () => {
    const store = new MemoryDocumentStore(options);
    const documents = deserialize(serialize(stored)) as typeof stored;
    store.adopt('meetups', documents);
    const meetups = store.collection('meetups');
    await meetups.createIndex({ keys: { slug: 1 }, unique: true });

    const walk = (await meetups.findOne({ slug: 'walk' }))!;
    expect(walk).toStrictEqual(stored[0]);
    expect(Object.isFrozen(walk) && Object.isFrozen(walk.tags)).toBe(true);
    expect(() => (walk.at as Date).setTime(0)).toThrow(TypeError);
    expect(await meetups.find({ at: { $gt: new Date('2026-12-01T12:00:00Z') } })).toStrictEqual([
      stored[1],
    ]);
    await expect(meetups.insertOne({ _id: 'm3', slug: 'run' })).rejects.toThrow(DuplicateKeyError);
  });

  it('refuses a document without a string _id, and a duplicate one', async () => {
    const store = new MemoryDocumentStore(options);
    expect(() => store.adopt('meetups', [{ slug: 'x' } as never])).toThrow(TypeError);
    expect(() =>
      store.adopt('meetups', deserialize(serialize([stored[0], stored[0]])) as typeof stored),
    ).toThrow(DuplicateKeyError);
    // The documents before the duplicate are stored, as by insertOne one at a time.
    await expect(store.collection('meetups').findOne({ _id: 'm1' })).resolves.toStrictEqual(
      stored[0],
    );
  });
});
