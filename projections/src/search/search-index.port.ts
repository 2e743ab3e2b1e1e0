import type { Activity, SkillLevel } from '@packmeet/backend/contracts/activities';
import type { ParkType } from '@packmeet/backend/contracts/meetups';
import type {
  SearchEntryDocument,
  SearchSort,
  TimeOfDay,
} from '@packmeet/backend/contracts/search';

/**
 * The search read model's query port: meetups, groups and trainers within a radius of
 * a point, filtered, ordered and paged. Two adapters answer it alike, proven
 * by one contract suite (`search-index.contract.ts`): `memory.search-index.ts`
 * (a grid of one-degree cells over the memory store, embedded mode) and
 * `mongo.search-index.ts` (2dsphere and $geoNear, compose mode).
 */
export interface SearchCriteria {
  origin: { latitude: number; longitude: number };
  radiusMiles: number;
  /** 'area': measured to the general area (visitors); 'exact': to the place. */
  precision: 'exact' | 'area';
  types: readonly SearchEntryDocument['type'][];
  /** Groups the caller belongs to: their meetups and invite-only listings are visible to them. */
  memberOf: readonly string[];
  /** Any of them (empty: any activity). */
  activities: readonly Activity[];
  /** That level or "all levels" (absent: any). */
  level?: SkillLevel;
  /** Meetups ending after this instant (the upcoming ones). */
  endsAfter: string;
  /** Meetups starting at or after / before these instants. */
  startsFrom?: string;
  startsBefore?: string;
  /** Days of week at the place, 0 Sunday (empty: any). */
  weekdays: readonly number[];
  timesOfDay: readonly TimeOfDay[];
  parkTypes: readonly ParkType[];
  calmOnly: boolean;
  /** Lower-case text the title or description contains (empty: any). */
  text: string;
  sort: SearchSort;
  skip: number;
  limit: number;
  /** Where the page starts instead of `skip`: after the hit at this place in the order. */
  after?: SearchPosition;
  /** A last test in code (e.g. "fits my dogs"), applied before paging. */
  accept?: (entry: SearchEntryDocument) => boolean;
}

export interface SearchHit {
  entry: SearchEntryDocument;
  /** Unrounded, from the origin to the point `precision` names. */
  distanceMiles: number;
}

/**
 * A hit's place in the one order (`compareHits`): what a cursor holds, so a
 * page starts after a hit, not at a count that moves when entries come or go.
 */
export interface SearchPosition {
  sortAt: string;
  /** Unrounded, as the hit's `distanceMiles`. */
  distanceMiles: number;
  title: string;
  /** The entry's `_id`. */
  id: string;
}

export interface SearchPage {
  hits: SearchHit[];
  /** Every match, across pages. */
  total: number;
  /** How many matches come before the page's first hit. */
  start: number;
}

export interface SearchIndex {
  search(criteria: SearchCriteria): Promise<SearchPage>;
  close(): Promise<void>;
}

/** Injection token for the search index. */
export const SEARCH_INDEX = Symbol('SearchIndex');
