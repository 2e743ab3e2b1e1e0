import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Caches } from './caches.js';
import { ReadModelChanges } from './read-model-changes.js';

/** Change notifications are delivered in a microtask, like the writes of a projection. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('Caches: the one cache primitive, bounded by bytes, dropped by the read store', () => {
  let store: MemoryDocumentStore;
  let caches: Caches;
  beforeEach(() => {
    store = new MemoryDocumentStore();
    caches = new Caches(new ReadModelChanges(store));
  });
  afterEach(async () => {
    await caches.close();
    await store.close();
  });

  it('keeps entries within its bytes, the least recently used going first', () => {
    const cache = caches.create<string, string>({
      name: 'words',
      purpose: 'test',
      maxBytes: 100,
      sizeOf: (value) => value.length,
    });
    cache.set('a', 'x'.repeat(40));
    cache.set('b', 'y'.repeat(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', 'z'.repeat(40));
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 80, maxBytes: 100 });
    // An entry bigger than the bound is not kept at all.
    cache.set('d', 'w'.repeat(101));
    expect(cache.has('d')).toBe(false);
  });

  it('measures an entry again when the same object is set after it grew', () => {
    const removed: string[] = [];
    const cache = caches.create<string, { items: number[] }>({
      name: 'lists',
      purpose: 'test',
      maxBytes: 100,
      sizeOf: (value) => 10 * value.items.length,
      onRemove: (_value, key) => removed.push(key),
    });
    const list = { items: [1] };
    cache.set('l', list);
    list.items.push(2, 3);
    cache.set('l', list);
    expect(cache.stats().bytes).toBe(30);
    expect(removed).toEqual([]);
    list.items.push(...Array.from({ length: 10 }, (_, index) => index));
    cache.set('l', list);
    expect(cache.has('l')).toBe(false);
    expect(removed).toEqual(['l']);
  });

  it('counts hits and misses', () => {
    const cache = caches.create<string, number>({ name: 'n', purpose: 'test', maxBytes: 1_000 });
    expect(cache.get('one')).toBeUndefined();
    cache.set('one', 1);
    expect(cache.get('one')).toBe(1);
    expect(cache.get('one')).toBe(1);
    expect(cache.peek('one')).toBe(1);
    expect(cache.stats()).toMatchObject({ hits: 2, misses: 1 });
    expect(caches.stats().map((stats) => stats.name)).toEqual(['n']);
  });

  it("drops the changed document's entry on the store's change notification, and all on a drop", async () => {
    const cache = caches.create<string, string>({
      name: 'users',
      purpose: 'test',
      maxBytes: 1_000,
      dropOn: { users: 'key' },
    });
    await store.collection('users').insertOne({ _id: 'u1', name: 'Maya' });
    await store.collection('users').insertOne({ _id: 'u2', name: 'Ben' });
    await delivered();
    cache.set('u1', 'Maya');
    cache.set('u2', 'Ben');
    await store.collection('users').updateOne({ _id: 'u1' }, { $set: { name: 'May' } });
    await delivered();
    expect(cache.has('u1')).toBe(false);
    expect(cache.get('u2')).toBe('Ben');
    await store.collection('users').drop();
    await delivered();
    expect(cache.size).toBe(0);
  });

  it('does not keep a value read across a change (mark, setIfUnchanged)', async () => {
    const cache = caches.create<string, string>({
      name: 'groups',
      purpose: 'test',
      maxBytes: 1_000,
      dropOn: { groups: 'all' },
    });
    const before = cache.mark();
    await store.collection('groups').insertOne({ _id: 'g1', name: 'Pack' });
    await delivered();
    expect(cache.setIfUnchanged(before, 'g1', 'stale')).toBe(false);
    expect(cache.has('g1')).toBe(false);
    expect(cache.setIfUnchanged(cache.mark(), 'g1', 'Pack')).toBe(true);
    expect(cache.get('g1')).toBe('Pack');
  });

  it('opens one watch per collection, however many caches follow it', async () => {
    const watch = vi.spyOn(store.collection('users'), 'watch');
    const first = caches.create<string, string>({
      name: 'first',
      purpose: 'test',
      maxBytes: 1_000,
      dropOn: { users: 'key' },
    });
    const second = caches.create<string, string>({
      name: 'second',
      purpose: 'test',
      maxBytes: 1_000,
      dropOn: { users: 'all' },
    });
    expect(watch).toHaveBeenCalledTimes(1);
    expect(caches.changes.collections()).toEqual(['users']);
    first.set('u1', 'a');
    second.set('other', 'b');
    await store.collection('users').insertOne({ _id: 'u1', name: 'Maya' });
    await delivered();
    expect(first.size + second.size).toBe(0);
  });

  it('reopens the watch once for a subscriber that needs the changed documents', async () => {
    const seen: unknown[] = [];
    caches.changes.subscribe('meetups', (change) => seen.push(['ids', change.fullDocument]));
    caches.changes.subscribe('meetups', (change) => seen.push(['docs', change.fullDocument]), {
      fullDocument: 'updateLookup',
    });
    await store.collection('meetups').insertOne({ _id: 'm1', title: 'Walk' });
    await store.collection('meetups').updateOne({ _id: 'm1' }, { $set: { title: 'Run' } });
    await delivered();
    expect(seen).toHaveLength(4);
    expect(seen.at(-1)).toEqual(['docs', { _id: 'm1', title: 'Run' }]);
  });

  it('refuses two caches of one name: /metrics would merge them', () => {
    caches.create({ name: 'twice', purpose: 'test', maxBytes: 10 });
    expect(() => caches.create({ name: 'twice', purpose: 'test', maxBytes: 10 })).toThrow(/twice/);
  });
});
