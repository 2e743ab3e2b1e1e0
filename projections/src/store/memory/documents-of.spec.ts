import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore, type MemoryDocumentStoreOptions } from '../memory.document-store.js';

/*
 * documentsOf() is how a read-model snapshot captures a collection
 * (docs/adr/031): the stored documents themselves, in natural order, listed
 * in slices so that requests are served while a large collection is listed.
 */
describe.each<[string, MemoryDocumentStoreOptions]>([
  ['in the heap', {}],
  ['on disk', { onDisk: () => true }],
])('memory store: listing a collection for a snapshot, %s', (_, options) => {
  it('answers the stored documents in natural order, as find({}) does, across slices', async () => {
    const store = new MemoryDocumentStore(options);
    const notifications = store.collection('notifications');
    await notifications.bulkWrite(
      Array.from({ length: 45_000 }, (_, index) => ({
        insertOne: { document: { _id: `n${index}`, index } },
      })),
    );
    await notifications.updateOne({ _id: 'n0' }, { $set: { read: true } });
    await notifications.deleteOne({ _id: 'n1' });
    await notifications.insertOne({ _id: 'n1', index: 1 });

    // Turns of the event loop taken while the list is built.
    let turns = 0;
    let listing = true;
    const count = () => {
      turns += 1;
      if (listing) setImmediate(count);
    };
    setImmediate(count);
    const list = await store.documentsOf('notifications');
    listing = false;
    const found = await notifications.find({});
    // Writes after the listing change nothing in it.
    await notifications.updateOne({ _id: 'n2' }, { $set: { read: true } });
    await notifications.deleteOne({ _id: 'n3' });
    const listed = list.slice(0, list.length);
    await notifications.insertOne({ _id: 'n3', index: 3 });
    await notifications.updateOne({ _id: 'n2' }, { $unset: { read: 1 } });

    list.release();
    expect(list.length).toBe(0);
    expect(listed).toHaveLength(45_000);
    // The heap hands out the stored documents themselves, the disk frozen copies of them.
    if (options.onDisk === undefined) {
      expect(listed.every((document, index) => document === found[index])).toBe(true);
    } else {
      expect(listed).toStrictEqual(found);
      expect(listed.every((document) => Object.isFrozen(document))).toBe(true);
    }
    expect(listed[0]).toStrictEqual({ _id: 'n0', index: 0, read: true });
    expect(listed.at(-1)).toStrictEqual({ _id: 'n1', index: 1 });
    expect(turns).toBeGreaterThan(1);
    await store.close();
  });

  it('answers an empty list for a collection that does not exist', async () => {
    const list = await new MemoryDocumentStore(options).documentsOf('nothing');
    expect(list.length).toBe(0);
    expect(list.slice(0, 10)).toStrictEqual([]);
  });
});
