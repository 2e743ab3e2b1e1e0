import type { Activity, SkillLevel } from './activities.js';
import type { EntryRules, GroupKind } from './entry-rules.js';
import type { ParkType, SizeLimits } from './meetups.js';
import type { CollectionName, Document } from './read-models.js';

/*
 * One search over meetups and groups near a place (GET /api/search): its
 * read model (one document per upcoming meetup and per group, kept by
 * projections/src/search/) and its answer. docs/adr/018-search-read-model.md.
 */

export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening'] as const;
/** At the meetup's place: morning before noon, afternoon until 5 PM, evening after. */
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export const SEARCH_SORTS = ['soonest', 'nearest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_WHEN = ['any', 'today', 'weekend', 'next7', 'custom'] as const;
export type SearchWhen = (typeof SEARCH_WHEN)[number];

/** 'all': meetups, groups and trainers (only meetups once a filter only meetups have is set). */
export const SEARCH_TYPES = ['all', 'meetups', 'groups', 'trainers'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Day of week as JavaScript counts it: 0 Sunday ... 6 Saturday. */
export const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

/** Search radius bounds, in miles. */
export const SEARCH_RADIUS = { min: 1, max: 500, default: 25 } as const;
export const SEARCH_PAGE_SIZE = { max: 50, default: 20 } as const;

/**
 * One searchable thing. `_id` is `meetup:<id>`, `group:<id>` or `trainer:<userId>`. Coordinates
 * are GeoJSON ([longitude, latitude]) so MongoDB's 2dsphere index reads them;
 * `area` is the point rounded to the general area, what anonymous visitors are
 * searched and measured by. Documents without a place are not kept.
 */
export interface SearchEntryDocument extends Document {
  _id: string;
  type: 'meetup' | 'group' | 'trainer';
  /** The meetup's or the group's id; a trainer's user id. */
  id: string;
  /** The group it belongs to (a group's own id); null for a meetup of no group. */
  groupId: string | null;
  groupName: string | null;
  /** The group's kind: who may find it (null: a meetup of no group, public). */
  groupKind: GroupKind | null;
  title: string;
  description: string;
  /** Title and description in lower case, for free text. */
  text: string;
  city: string | null;
  state: string | null;
  /** Absent while neither the meetup nor its group has coordinates: not found by place then. */
  location?: GeoPoint;
  area?: GeoPoint;
  activities: Activity[];
  level: SkillLevel;
  /** The group's entry rules (null: none), and (meetups) the meetup's own on top. */
  groupRules: EntryRules | null;
  rules: EntryRules | null;
  /** For ordering: a meetup's start; a group's is after every meetup's. */
  sortAt: string;
  meetup: SearchMeetupFacts | null;
  memberCount: number | null;
  /**
   * Who runs it: a group's owner and co-organizers, a meetup's organizer
   * (absent on trainers). A trainer's activities are those of the public
   * groups and meetups naming them here, so they follow every change there.
   */
  organizers?: string[];
  /** What only trainers have (`title` is their name, `description` their trainer bio). */
  trainer?: SearchTrainerFacts | null;
}

export interface SearchTrainerFacts {
  /** Their page is /trainers/{username}. */
  username: string;
  firstName: string;
  lastName: string;
}

export interface GeoPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** What only meetups have. */
export interface SearchMeetupFacts {
  slug: string;
  address: string;
  /** The meetup's own coordinates (null: it meets at its group's point). */
  latitude: number | null;
  longitude: number | null;
  locationDisplay: string | null;
  parkType: ParkType;
  calm: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** At the place. */
  localDate: string;
  /** 'Sat, Mar 8, 6:30 PM PST': the start at the place, with its zone. */
  localStart: string;
  weekday: number;
  timeOfDay: TimeOfDay;
  maxAttendees: number | null;
  /** Members going. */
  going: number;
  /** A trainer's clients without an account: they take places too. */
  unregistered: number;
  sizeLimits: SizeLimits | null;
  sizesGoing: SizeLimits;
  /** Whether activities/level were set on the meetup (else its group's, followed). */
  ownActivities: boolean;
}

export const SEARCH_ENTRIES = 'search_entries' as CollectionName<SearchEntryDocument>;

interface SearchResultBase {
  id: string;
  title: string;
  description: string;
  city: string | null;
  state: string | null;
  /** From the search's place; whole miles for visitors (measured to the general area). */
  distanceMiles: number;
  activities: Activity[];
  level: SkillLevel;
}

export interface MeetupSearchResult extends SearchResultBase {
  type: 'meetup';
  slug: string;
  groupId: string | null;
  groupName: string | null;
  /** The full address signed in; the general area ("Seattle, WA 98101, USA") for visitors. */
  location: string;
  locationIsExact: boolean;
  parkType: ParkType;
  calm: boolean;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** 'YYYY-MM-DD' at the place. */
  localDate: string;
  /** 'Sat, Mar 8, 6:30 PM PST': the start at the place, with its zone. */
  localStart: string;
  maxAttendees: number | null;
  /** null: no limit. */
  placesLeft: number | null;
}

export interface GroupSearchResult extends SearchResultBase {
  type: 'group';
  kind: GroupKind;
  memberCount: number;
  /** 'listing' for a private group the caller is not in: its listing fields only. */
  view: 'full' | 'listing';
}

/**
 * A trainer near the search's place (their city), as their public trainer
 * page shows them: `title` is their name, `description` their trainer bio,
 * `activities` what their public groups and upcoming public meetups are for,
 * `level` always 'all'.
 */
export interface TrainerSearchResult extends SearchResultBase {
  type: 'trainer';
  username: string;
  firstName: string;
  lastName: string;
}

export type SearchResult = MeetupSearchResult | GroupSearchResult | TrainerSearchResult;

/**
 * Where a search was measured from. `source` says how it was chosen: the `lat`/`lon` asked for,
 * the `city`/`state` asked for, or (neither given, signed in) the caller's own city, which the
 * search page then shows in its place field so the person sees the place being searched.
 */
export interface SearchOrigin {
  label: string;
  latitude: number;
  longitude: number;
  /** The city and state of a city origin; null for coordinates. */
  city: string | null;
  state: string | null;
  source: 'coordinates' | 'city' | 'home';
}

export interface SearchResponse {
  results: SearchResult[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  /** Where the search was measured from. */
  origin: SearchOrigin;
  radiusMiles: number;
  /** The date range searched, as instants (null: no bound). */
  from: string | null;
  to: string | null;
  /** Whether "fits my dogs" narrowed the answer (false when the caller has no dogs). */
  fitsMyDogsApplied: boolean;
}
