import { describe, expect, it, vi } from 'vitest';
import { defineProjection } from '../projection.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { CHECKPOINTS, Checkpoints, type ProjectionStatus } from './checkpoint.js';
import { positionKey } from './position-key.js';

const counts = defineProjection({
  name: 'counts',
  version: 2,
  collections: ['counts'],
  handlers: {},
});

const status = (overrides: Partial<ProjectionStatus> = {}): ProjectionStatus => ({
  name: 'counts',
  version: 2,
  state: 'live',
  checkpoint: 7n,
  lastError: null,
  ...overrides,
});

describe('checkpoints', () => {
  it('resume from the stored position when the version matches', async () => {
    const store = new MemoryDocumentStore();
    await store.collection('counts').insertOne({ _id: 'a', n: 1 });
    await new Checkpoints(store).save([status()]);

    const position = await new Checkpoints(store).resume(counts, [store.collection('counts')]);
    expect(position).toBe(7n);
    expect(await store.collection('counts').countDocuments()).toBe(1);
  });

  it.each([
    ['another version', 1],
    ['no checkpoint', null],
  ])('with %s, empty the collections and start over', async (_, version) => {
    const store = new MemoryDocumentStore();
    await store.collection('counts').insertOne({ _id: 'a', n: 1 });
    if (version !== null) await new Checkpoints(store).save([status({ version })]);

    const position = await new Checkpoints(store).resume(counts, [store.collection('counts')]);
    expect(position).toBe(0n);
    expect(await store.collection('counts').countDocuments()).toBe(0);
  });

  it('store what a status says, writing again only what changed', async () => {
    const store = new MemoryDocumentStore();
    const collection = store.collection(CHECKPOINTS);
    const bulkWrite = vi.spyOn(collection, 'bulkWrite');
    vi.spyOn(store, 'collection').mockReturnValue(collection);
    const checkpoints = new Checkpoints(store);
    const other = status({ name: 'other', checkpoint: 3n });

    await checkpoints.save([status(), other]);
    expect(await collection.findOne({ _id: 'counts' })).toMatchObject({
      version: 2,
      position: positionKey(7n),
      state: 'live',
      lastError: null,
    });
    await checkpoints.save([status(), other]);
    expect(bulkWrite).toHaveBeenCalledTimes(1);

    await checkpoints.save([status({ checkpoint: 8n }), other]);
    expect(bulkWrite).toHaveBeenCalledTimes(2);
    expect(bulkWrite.mock.calls[1]![0]).toHaveLength(1);
    expect(await collection.findOne({ _id: 'counts' })).toMatchObject({
      position: positionKey(8n),
    });
  });
});
