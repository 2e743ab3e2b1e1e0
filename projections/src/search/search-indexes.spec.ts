import { describe, expect, it, vi } from 'vitest';
import { SEARCH_ENTRIES } from '@packmeet/backend/contracts/search';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { eventStoreWith, silentLogger } from '../testing/projection-testing.js';
import { searchProjection } from './search.projection.js';

describe('search indexes', () => {
  it('every fold creates the geo indexes on the collections it writes, a replay’s scratch collections included', async () => {
    const store = new MemoryDocumentStore();
    const created: { collection: string; keys: object }[] = [];
    const collection = store.collection.bind(store);
    vi.spyOn(store, 'collection').mockImplementation((name: string) => {
      const target = collection(name);
      const createIndex = target.createIndex.bind(target);
      target.createIndex = async (spec) => {
        created.push({ collection: name, keys: spec.keys });
        return createIndex(spec);
      };
      return target;
    });
    // A blue/green replay folds into fresh names, then renames them over the live ones.
    const replay = new ProjectionRunner({
      events: await eventStoreWith([]),
      store,
      projections: [searchProjection],
      logger: silentLogger,
      physicalName: (name) => `${name}__replay`,
      checkpointCollection: 'replay_checkpoints',
    });
    await replay.start();
    await replay.stop();

    const scratch = `${SEARCH_ENTRIES}__replay`;
    expect(created).toContainEqual({ collection: scratch, keys: { location: '2dsphere' } });
    expect(created).toContainEqual({ collection: scratch, keys: { area: '2dsphere' } });
    expect(created).toContainEqual({ collection: scratch, keys: { organizers: 1 } });
  });
});
