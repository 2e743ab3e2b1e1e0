import { afterEach, describe, expect, it } from 'vitest';
import { MemorySearchIndex } from '@packmeet/projections/search/memory.search-index';
import {
  WA,
  criteria,
  group,
  meetup,
  searchIndexContract,
  trainer,
} from '@packmeet/projections/search/search-index.contract';
import type { SearchCriteria, SearchIndex } from '@packmeet/projections/search/search-index.port';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '../contracts/search.js';
import { Caches } from '../infrastructure/caching/caches.js';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';
import { SearchCandidatesCache, cacheKey } from './search-candidates.cache.js';

// The cache must answer exactly as the index it keeps answers of.
searchIndexContract(
  'memory, kept by SearchCandidatesCache',
  async () => {
    const store = new MemoryDocumentStore();
    const caches = new Caches(new ReadModelChanges(store));
    return { store, index: new SearchCandidatesCache(new MemorySearchIndex(store), store, caches) };
  },
  async ({ store, index }) => {
    await index.close();
    await store.close();
  },
);

// Sat 2031-03-08 09:00 and Sun 18:00 in Seattle; the contract's clock is 2031-03-05 noon UTC.
const SAT_MORNING = '2031-03-08T17:00:00.000Z';
const SUN_EVENING = '2031-03-10T02:00:00.000Z';

describe('SearchCandidatesCache', () => {
  let store: MemoryDocumentStore;
  let cache: SearchCandidatesCache;
  afterEach(async () => {
    await cache?.close();
    await store?.close();
  });

  /** The cache over a memory index that counts the searches it answers. */
  async function given(entries: SearchEntryDocument[], maxBytes?: number) {
    store = new MemoryDocumentStore();
    for (const entry of entries) await store.collection(SEARCH_ENTRIES).insertOne(entry);
    const inner = new MemorySearchIndex(store);
    const counted = { searches: 0 };
    const index: SearchIndex = {
      search: (wanted) => {
        counted.searches++;
        return inner.search(wanted);
      },
      close: () => inner.close(),
    };
    const caches = new Caches(new ReadModelChanges(store));
    cache = new SearchCandidatesCache(index, store, caches, maxBytes);
    return counted;
  }
  const ids = async (overrides: Partial<SearchCriteria> = {}) =>
    (await cache.search(criteria(overrides))).hits.map((hit) => hit.entry._id);
  const entries = () => store.collection(SEARCH_ENTRIES);

  it('answers repeated, paged and dated searches of one key from one search of the index', async () => {
    const counted = await given([
      meetup('sat', 'Seattle', SAT_MORNING),
      meetup('sun', 'Tacoma', SUN_EVENING),
      group('tacoma-dogs', 'Tacoma'),
    ]);
    expect(await ids()).toEqual(['meetup:sat', 'meetup:sun', 'group:tacoma-dogs']);
    expect(await ids({ skip: 1, limit: 1 })).toEqual(['meetup:sun']);
    expect(await ids({ startsFrom: '2031-03-09T00:00:00.000Z' })).toEqual([
      'meetup:sun',
      'group:tacoma-dogs',
    ]);
    const fits = await cache.search(criteria({ accept: (entry) => entry.id !== 'sat' }));
    expect(fits.total).toBe(2);
    expect(counted.searches).toBe(1);
    await Promise.all([ids({ text: 'sun' }), ids({ text: 'sun' }), ids({ text: 'sun' })]);
    expect(counted.searches).toBe(2);
  });

  it('drops meetups once they are over, by the clock of each request', async () => {
    await given([meetup('sat', 'Seattle', SAT_MORNING), meetup('sun', 'Tacoma', SUN_EVENING)]);
    expect(await ids()).toEqual(['meetup:sat', 'meetup:sun']);
    // Saturday's meetup ended at 19:00 UTC; a request a day later does not see it.
    expect(await ids({ endsAfter: '2031-03-09T12:00:00.000Z' })).toEqual(['meetup:sun']);
    const later = await cache.search(criteria({ endsAfter: '2031-03-09T12:00:00.000Z' }));
    expect(later.total).toBe(1);
  });

  it('asks the index again for a request whose clock is behind the kept list', async () => {
    const counted = await given([meetup('sat', 'Seattle', SAT_MORNING)]);
    await ids({ endsAfter: '2031-03-08T18:00:00.000Z' });
    expect(await ids({ endsAfter: '2031-03-08T10:00:00.000Z' })).toEqual(['meetup:sat']);
    expect(counted.searches).toBe(2);
  });

  it('drops a list when a document in it or now belonging in it changes, and no other', async () => {
    const counted = await given([
      meetup('seattle', 'Seattle', SAT_MORNING),
      meetup('portland', 'Portland', SAT_MORNING),
    ]);
    const seattle = { origin: WA.Seattle, radiusMiles: 10 };
    const portland = { origin: WA.Portland, radiusMiles: 10 };
    expect(await ids(seattle)).toEqual(['meetup:seattle']);
    expect(await ids(portland)).toEqual(['meetup:portland']);
    await entries().updateOne({ _id: 'meetup:seattle' }, { $set: { 'meetup.going': 3 } });
    expect((await cache.search(criteria(seattle))).hits[0]!.entry.meetup!.going).toBe(3);
    expect(await ids(portland)).toEqual(['meetup:portland']);
    expect(counted.searches).toBe(3);
    await entries().insertOne(meetup('new', 'Seattle', SUN_EVENING));
    expect(await ids(seattle)).toEqual(['meetup:seattle', 'meetup:new']);
    await entries().deleteOne({ _id: 'meetup:portland' });
    expect(await ids(portland)).toEqual([]);
    expect(counted.searches).toBe(5);
  });

  it("keeps one caller's private results from every other caller", async () => {
    const hidden = group('hidden', 'Tacoma', { groupKind: 'private' });
    await given([hidden, meetup('hidden-walk', 'Tacoma', SAT_MORNING, {}, hidden)]);
    expect(await ids({ memberOf: ['hidden', 'other'] })).toEqual([
      'meetup:hidden-walk',
      'group:hidden',
    ]);
    expect(await ids({ memberOf: ['other'] })).toEqual(['group:hidden']);
    expect(await ids({ precision: 'area' })).toEqual(['group:hidden']);
    expect(cacheKey(criteria({ memberOf: ['b', 'a'] }))).toBe(
      cacheKey(criteria({ memberOf: ['a', 'b'] })),
    );
  });

  it('does not keep a search whose criteria hold a function other than its last test', async () => {
    const counted = await given([meetup('sat', 'Seattle', SAT_MORNING)]);
    const odd = { ...criteria(), rank: () => 1 } as SearchCriteria;
    expect(cacheKey(odd)).toBeNull();
    await cache.search(odd);
    await cache.search(odd);
    expect(counted.searches).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('starts over when the collection is replaced, and keeps at most its bound of bytes', async () => {
    const bound = 4_000;
    const counted = await given([meetup('sat', 'Seattle', SAT_MORNING)], bound);
    await ids();
    await entries().drop();
    expect(await ids()).toEqual([]);
    expect(counted.searches).toBe(2);
    for (const place of ['Tacoma', 'Seattle', 'Olympia', 'Portland'] as const) {
      await ids({ origin: WA[place] });
    }
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.bytes()).toBeLessThanOrEqual(bound);
  });

  it('keeps what is derived from a page per variant, until a change or the first of its meetups ends', async () => {
    await given([meetup('sat', 'Seattle', SAT_MORNING), meetup('sun', 'Tacoma', SUN_EVENING)]);
    let derivations = 0;
    const titles = (overrides: Partial<SearchCriteria> = {}, variant = 'visitor') =>
      cache.derived(criteria(overrides), variant, (page) => {
        derivations++;
        return page.hits.map((hit) => hit.entry.title);
      });
    expect(await titles()).toEqual(['sat meetup', 'sun meetup']);
    expect(await titles()).toEqual(['sat meetup', 'sun meetup']);
    expect(derivations).toBe(1);
    await titles({}, 'member');
    await titles({ accept: () => true });
    await titles({ accept: () => true });
    expect(derivations).toBe(4);
    // Saturday's meetup ends at 19:00 UTC: from then on the kept answer is out of date.
    expect(await titles({ endsAfter: '2031-03-08T18:59:59.999Z' })).toEqual([
      'sat meetup',
      'sun meetup',
    ]);
    expect(derivations).toBe(4);
    expect(await titles({ endsAfter: '2031-03-08T19:00:00.000Z' })).toEqual(['sun meetup']);
    await entries().updateOne({ _id: 'meetup:sun' }, { $set: { title: 'Sunday' } });
    expect(await titles({ endsAfter: '2031-03-08T19:00:00.000Z' })).toEqual(['Sunday']);
    expect(derivations).toBe(6);
  });

  it('follows what a listed trainer runs anywhere, and when the first of it ends', async () => {
    await given([
      trainer('tess', 'Tacoma'),
      meetup('manners', 'Portland', SAT_MORNING, {
        activities: ['obedience'],
        organizerId: 'tess',
      }),
    ]);
    const found = async (overrides: Partial<SearchCriteria> = {}) =>
      (await cache.search(criteria({ types: ['trainer'], ...overrides }))).hits.map((hit) => [
        hit.entry.id,
        hit.entry.activities,
      ]);
    expect(await found()).toEqual([['tess', ['obedience']]]);
    expect(await found({ activities: ['scent-work'] })).toEqual([]);
    // Far outside the radius, a new meetup of hers changes how she is found.
    await entries().insertOne(
      meetup('scent', 'Portland', SUN_EVENING, { activities: ['scent-work'], organizerId: 'tess' }),
    );
    expect(await found()).toEqual([['tess', ['scent-work', 'obedience']]]);
    expect(await found({ activities: ['scent-work'] })).toEqual([
      ['tess', ['scent-work', 'obedience']],
    ]);
    // Saturday's meetup ends at 19:00 UTC: from then on obedience is no longer hers.
    const later = { endsAfter: '2031-03-08T19:00:00.000Z' };
    expect(await found(later)).toEqual([['tess', ['scent-work']]]);
    await entries().deleteOne({ _id: 'meetup:scent' });
    expect(await found(later)).toEqual([['tess', []]]);
  });
});
