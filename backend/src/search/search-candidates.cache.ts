import {
  datesMatcher,
  haversineMiles,
  matcher,
  pageOf,
  publicRun,
} from '@packmeet/projections/search/search-criteria';
import type {
  SearchCriteria,
  SearchHit,
  SearchIndex,
  SearchPage,
} from '@packmeet/projections/search/search-index.port';
import type { ChangeEvent, DocumentStore } from '@packmeet/projections/store/document-store.port';
import { SEARCH_ENTRIES, type SearchEntryDocument } from '../contracts/search.js';
import type { Caches } from '../infrastructure/caching/caches.js';
import { approximateBytes } from '../shared/approximate-bytes.js';
import { MiB, type BoundedCache } from '../shared/bounded-cache.js';

/** Memory for the lists kept and the answers made from them; the least recently asked go first. */
export const SEARCH_CACHE_BYTES = 16 * MiB;

/**
 * The criteria as a cache key: everything but what each request applies on
 * top of a kept list (its dates, its page, `accept`). The caller's groups
 * are part of it, so a list that holds a private group's meetups is only
 * ever served to callers of the very same groups. Null when a criterion
 * cannot be written down (a function): such a search is not kept.
 */
export function cacheKey(criteria: SearchCriteria): string | null {
  // Why the rest: a criterion added later is part of the key unless named here.
  const {
    endsAfter: _endsAfter,
    startsFrom: _startsFrom,
    startsBefore: _startsBefore,
    skip: _skip,
    limit: _limit,
    after: _after,
    accept: _accept,
    memberOf,
    ...rest
  } = criteria;
  if (Object.values(rest).some((value) => typeof value === 'function')) return null;
  return JSON.stringify({ ...rest, memberOf: [...memberOf].sort() });
}

/** Date ranges kept per list; past this many (the next 7 days move with the clock) they start over. */
const MAX_NARROWINGS = 16;
/** Answers kept per date range of a list (pages and viewers' forms); past this many they start over. */
const MAX_KEPT = 64;

/** A list narrowed to one date range as of a moment, and what was derived from its pages. */
interface Narrowed {
  endsAfter: string;
  /** When the first meetup in it ends: from then on it is out of date. */
  validUntil: string;
  hits: readonly SearchHit[];
  kept: Map<string, unknown>;
}

/** Later than any meetup ends. */
const NEVER = '9999-12-31T23:59:59.999Z';

const firstEnd = (hits: readonly SearchHit[]) =>
  hits.reduce(
    (first, { entry }) =>
      entry.meetup && entry.meetup.endsAt < first ? entry.meetup.endsAt : first,
    NEVER,
  );

/** Every match of one key's criteria in order, from any date on, as of a moment (`criteria.endsAfter`). */
class Candidates {
  private readonly ids: ReadonlySet<string>;
  private readonly matches: (entry: SearchEntryDocument) => boolean;
  readonly narrowings = new Map<string, Narrowed>();
  /** The trainers it lists; null when it lists none by its criteria. */
  private readonly trainers: ReadonlySet<string> | null;

  constructor(
    readonly criteria: SearchCriteria,
    readonly hits: readonly SearchHit[],
    /** When the first public meetup its trainers run ends, which changes how they are found. */
    readonly expiresAt: string,
  ) {
    this.ids = new Set(hits.map((hit) => hit.entry._id));
    this.matches = matcher(criteria);
    this.trainers = criteria.types.includes('trainer')
      ? new Set(hits.filter((hit) => hit.entry.type === 'trainer').map((hit) => hit.entry.id))
      : null;
  }

  /** Whether a change to this document can change the list: it is in it, or now belongs in it. */
  concerns(id: string, entry: SearchEntryDocument | undefined): boolean {
    if (this.ids.has(id)) return true;
    if (this.trainers && this.runChanged(entry)) return true;
    const point = entry?.[this.criteria.precision === 'area' ? 'area' : 'location'];
    return (
      point !== undefined &&
      haversineMiles(this.criteria.origin, point.coordinates) <= this.criteria.radiusMiles &&
      this.matches(entry!)
    );
  }

  /**
   * Whether a change to what someone runs can change the trainers listed: a
   * trainer is found by what they run, wherever it is (search-criteria.ts,
   * `resolveTrainer`). A deleted document's organizers are unknown; with an
   * activity or level asked for, a trainer not listed may become findable.
   */
  private runChanged(entry: SearchEntryDocument | undefined): boolean {
    if (!entry) return true;
    const organizers = entry.organizers ?? [];
    if (organizers.length === 0) return false;
    const narrowed = this.criteria.activities.length > 0 || this.criteria.level !== undefined;
    return narrowed || organizers.some((organizer) => this.trainers!.has(organizer));
  }

  /**
   * The matches within the request's dates and not over by its clock. Kept
   * until the first of them ends: until then a later clock drops none, and
   * what the range or an earlier end left out stays out.
   */
  narrow(criteria: SearchCriteria): Narrowed {
    const range = `${criteria.startsFrom ?? ''}|${criteria.startsBefore ?? ''}`;
    const kept = this.narrowings.get(range);
    if (kept && criteria.endsAfter >= kept.endsAfter && criteria.endsAfter < kept.validUntil)
      return kept;
    const inDates = datesMatcher(criteria);
    const hits = this.hits.filter((hit) => inDates(hit.entry));
    const narrowed: Narrowed = {
      endsAfter: criteria.endsAfter,
      validUntil: firstEnd(hits),
      hits,
      kept: new Map<string, unknown>(),
    };
    // A request whose clock is behind the kept one's gets its own, unkept.
    if (kept && criteria.endsAfter < kept.endsAfter) return narrowed;
    if (this.narrowings.size >= MAX_NARROWINGS) this.narrowings.clear();
    this.narrowings.set(range, narrowed);
    return narrowed;
  }

  /**
   * Approximate memory: the hits (which hold their documents), a reference
   * per narrowed hit, and the answers kept, measured by one of each.
   */
  bytes(): number {
    let total = 64 + approximateBytes(this.hits);
    for (const { hits, kept } of this.narrowings.values()) {
      total += 64 + 8 * hits.length;
      const first = kept.values().next();
      if (!first.done) total += kept.size * approximateBytes(first.value);
    }
    return total;
  }
}

/**
 * The search index with its answers kept (docs/discovery.md, "How fresh a
 * search answer is"). Per key (`cacheKey`) it keeps every match from the
 * moment it was built, in the one order; a request narrows that list to its
 * own clock and dates (meetups over by now drop out, "this weekend" is
 * computed for now) and takes its page (from `skip`, or after a cursor's
 * position) and `accept` ("fits my dogs") from it, so a kept list never answers with yesterday's meetups.
 *
 * The read store's change notifications (`watch()`) drop every list a
 * changed document is in or now belongs in, in the same tick as the write
 * in embedded mode, so the writer's next search reads the write. A list
 * built while a change arrived is served to the requests that were waiting
 * for it, and not kept.
 */
export class SearchCandidatesCache implements SearchIndex {
  private readonly lists: BoundedCache<string, Candidates>;
  /** Builds in progress, shared by the requests that ask meanwhile; forgotten at any change. */
  private readonly building = new Map<string, Promise<Candidates>>();

  constructor(
    private readonly index: SearchIndex,
    private readonly store: DocumentStore,
    caches: Caches,
    maxBytes = SEARCH_CACHE_BYTES,
  ) {
    this.lists = caches.create({
      name: 'search_lists',
      purpose: "a search's matching and ordering, and its page's formatting and gzip, per request",
      maxBytes,
      sizeOf: (list, key) => 2 * key.length + list.bytes(),
      dropOn: {
        [SEARCH_ENTRIES]: (change) => this.changed(change as ChangeEvent<SearchEntryDocument>),
      },
      // Which cached lists an entry concerns is read from the entry.
      watch: { fullDocument: 'updateLookup' },
    });
  }

  async search(criteria: SearchCriteria): Promise<SearchPage> {
    const narrowed = await this.narrowed(criteria);
    return narrowed ? pageOf(narrowed.hits, criteria) : this.index.search(criteria);
  }

  /**
   * What `derive` makes of the page `criteria` ask for, kept with the list
   * (dropped with it at a change, or once one of its meetups ends) under
   * `variant`, which must name everything `derive` depends on besides the
   * page (e.g. the viewer's form of a result). With `accept`, derived per request.
   */
  async derived<T>(
    criteria: SearchCriteria,
    variant: string,
    derive: (page: SearchPage) => T,
  ): Promise<T> {
    const narrowed = criteria.accept ? null : await this.narrowed(criteria);
    if (!narrowed) return derive(await this.search(criteria));
    const key = `${variant}\n${criteria.skip}\n${criteria.limit}\n${JSON.stringify(criteria.after ?? null)}`;
    if (narrowed.kept.has(key)) return narrowed.kept.get(key) as T;
    const value = derive(pageOf(narrowed.hits, criteria));
    if (narrowed.kept.size >= MAX_KEPT) narrowed.kept.clear();
    narrowed.kept.set(key, value);
    this.remeasure(criteria);
    return value;
  }

  /** The kept list narrowed to the request's dates and clock; null when the request cannot use one. */
  private async narrowed(criteria: SearchCriteria): Promise<Narrowed | null> {
    const key = cacheKey(criteria);
    if (key === null) return null;
    let list = this.lists.get(key);
    if (list && criteria.endsAfter >= list.expiresAt) {
      this.lists.delete(key);
      list = undefined;
    }
    list ??= await this.build(key, criteria);
    // Kept as of a later moment than this request's clock: it may lack what ended in between.
    if (criteria.endsAfter < list.criteria.endsAfter || criteria.endsAfter >= list.expiresAt)
      return null;
    const narrowings = list.narrowings.size;
    const narrowed = list.narrow(criteria);
    if (list.narrowings.size !== narrowings) this.remeasure(criteria);
    return narrowed;
  }

  /** Measures the criteria's list again after it kept more. */
  private remeasure(criteria: SearchCriteria): void {
    const key = cacheKey(criteria)!;
    const list = this.lists.peek(key);
    if (list) this.lists.set(key, list);
  }

  /** How many lists are kept (tests). */
  get size(): number {
    return this.lists.size;
  }

  /** The memory the lists take, as the cache measures it (tests). */
  bytes(): number {
    return this.lists.stats().bytes;
  }

  /** Closes the index; the change notifications close with the application's caches. */
  async close(): Promise<void> {
    await this.index.close();
  }

  private build(key: string, criteria: SearchCriteria): Promise<Candidates> {
    const pending = this.building.get(key);
    if (pending) return pending;
    const mark = this.lists.mark();
    const wide: SearchCriteria = {
      ...criteria,
      startsFrom: undefined,
      startsBefore: undefined,
      skip: 0,
      limit: Number.MAX_SAFE_INTEGER,
      after: undefined,
      accept: undefined,
    };
    const promise = this.index
      .search(wide)
      .then(async (page) => {
        const list = new Candidates(wide, page.hits, await this.firstRunEnd(page.hits, wide));
        this.lists.setIfUnchanged(mark, key, list);
        return list;
      })
      .finally(() => {
        if (this.building.get(key) === promise) this.building.delete(key);
      });
    this.building.set(key, promise);
    return promise;
  }

  /** When the first public meetup run by a trainer among the hits ends (their activities change then). */
  private async firstRunEnd(hits: readonly SearchHit[], criteria: SearchCriteria) {
    const trainers = hits.filter((hit) => hit.entry.type === 'trainer').map((hit) => hit.entry.id);
    if (trainers.length === 0) return NEVER;
    const runs = await this.store.collection(SEARCH_ENTRIES).find({
      type: 'meetup',
      organizers: { $in: trainers },
      'meetup.endsAt': { $gt: criteria.endsAfter },
    });
    return firstEnd(
      runs
        .filter((run) => publicRun(run, criteria.endsAfter))
        .map((entry) => ({ entry, distanceMiles: 0 })),
    );
  }

  private changed(change: ChangeEvent<SearchEntryDocument>): void {
    this.building.clear();
    const id = change.documentKey?._id;
    const { operationType, fullDocument } = change;
    // A replaced collection, or a change whose document is unknown: nothing kept can be trusted.
    if (operationType === 'drop' || !id || (operationType !== 'delete' && !fullDocument)) {
      this.lists.invalidateAll();
      return;
    }
    const outdated: string[] = [];
    for (const key of this.lists.keys()) {
      if (this.lists.peek(key)!.concerns(id, fullDocument)) outdated.push(key);
    }
    // Counts as a change (`mark`) even when it outdates no kept list: a build may have read before it.
    this.lists.invalidate(...outdated);
  }
}
