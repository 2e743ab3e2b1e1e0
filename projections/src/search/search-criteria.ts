import {
  canSeeGroupContent,
  canSeeMeetup,
  LISTED_KINDS,
  OPEN_KINDS,
} from '@packmeet/backend/contracts/access-policy';
import { ACTIVITIES } from '@packmeet/backend/contracts/activities';
import type { SearchEntryDocument } from '@packmeet/backend/contracts/search';
import type { SearchCriteria, SearchHit, SearchPage, SearchPosition } from './search-index.port.js';

/*
 * The criteria as one test in code (the memory adapter's) and as one MongoDB
 * filter (the MongoDB adapter's). The contract suite holds them to the same
 * answers; a change to one goes with the same change to the other.
 */

const EARTH_RADIUS_MILES = 3958.7613;
export const METERS_PER_MILE = 1609.344;

/** Great-circle miles, unrounded. */
export function haversineMiles(
  from: { latitude: number; longitude: number },
  [longitude, latitude]: [number, number],
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(latitude - from.latitude);
  const dLon = radians(longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A meetup entry's group as the access policy takes it (null: a meetup of no group). */
const groupOf = (entry: SearchEntryDocument) =>
  entry.groupKind === null ? null : { kind: entry.groupKind };

/**
 * Whether the caller may find it (the access policy): meetups they may see;
 * groups that are listed (LISTED_KINDS) or their own.
 */
function visible(entry: SearchEntryDocument, memberOf: ReadonlySet<string>): boolean {
  if (entry.type === 'trainer') return true;
  const isMember = entry.groupId !== null && memberOf.has(entry.groupId);
  if (entry.type === 'group')
    return isMember || (entry.groupKind !== null && LISTED_KINDS.includes(entry.groupKind));
  return canSeeMeetup({ group: groupOf(entry) }, { isMember });
}

/**
 * The part of the test that moves with the clock: a meetup not over at
 * `endsAfter` and starting within the range (groups have no dates). Kept
 * apart so a cached list of candidates can be narrowed per request.
 */
export function datesMatcher(
  criteria: Pick<SearchCriteria, 'endsAfter' | 'startsFrom' | 'startsBefore'>,
): (entry: SearchEntryDocument) => boolean {
  const { endsAfter, startsFrom, startsBefore } = criteria;
  return ({ meetup }) =>
    !meetup ||
    (meetup.endsAt > endsAfter &&
      (!startsFrom || meetup.startsAt >= startsFrom) &&
      (!startsBefore || meetup.startsAt < startsBefore));
}

const hasActivity = (criteria: SearchCriteria, entry: SearchEntryDocument) =>
  criteria.activities.length === 0 || criteria.activities.some((a) => entry.activities.includes(a));
const hasLevel = (criteria: SearchCriteria, entry: SearchEntryDocument) =>
  !criteria.level || entry.level === criteria.level || entry.level === 'all';

/**
 * What a trainer runs that anyone may see, as their public page lists it: the
 * public groups they own or co-organize, and the public meetups (or meetups of
 * no group) they organize that are not over.
 */
export function publicRun(entry: SearchEntryDocument, endsAfter: string): boolean {
  const visitor = { isMember: false };
  if (entry.type === 'group')
    return entry.groupKind !== null && canSeeGroupContent({ kind: entry.groupKind }, visitor);
  if (entry.type !== 'meetup' || !entry.meetup) return false;
  const open = canSeeMeetup({ group: groupOf(entry) }, visitor);
  return open && entry.meetup.endsAt > endsAfter;
}

/**
 * A trainer as found: with the activities of what they run in public (in
 * ACTIVITIES order), or null when nothing of that has the activity and level
 * searched for. `runs` are the entries naming them among their organizers.
 */
export function resolveTrainer(
  trainer: SearchEntryDocument,
  runs: Iterable<SearchEntryDocument>,
  criteria: SearchCriteria,
): SearchEntryDocument | null {
  const live = [...runs].filter((run) => publicRun(run, criteria.endsAfter));
  const narrowed = criteria.activities.length > 0 || criteria.level !== undefined;
  if (narrowed && !live.some((run) => hasActivity(criteria, run) && hasLevel(criteria, run)))
    return null;
  const activities = new Set(live.flatMap((run) => run.activities));
  return { ...trainer, activities: ACTIVITIES.filter((activity) => activities.has(activity)) };
}

/** Everything but the place and `accept` (and, for trainers, what they run: `resolveTrainer`). */
export function matcher(criteria: SearchCriteria): (entry: SearchEntryDocument) => boolean {
  const memberOf = new Set(criteria.memberOf);
  const types = new Set(criteria.types);
  const weekdays = new Set(criteria.weekdays);
  const times = new Set(criteria.timesOfDay);
  const parks = new Set(criteria.parkTypes);
  const inDates = datesMatcher(criteria);
  return (entry) => {
    if (!types.has(entry.type) || !visible(entry, memberOf)) return false;
    const trainer = entry.type === 'trainer';
    if (!trainer && (!hasActivity(criteria, entry) || !hasLevel(criteria, entry))) return false;
    if (criteria.text && !entry.text.includes(criteria.text)) return false;
    const meetup = entry.meetup;
    if (!meetup) return true;
    if (!inDates(entry)) return false;
    if (weekdays.size > 0 && !weekdays.has(meetup.weekday)) return false;
    if (times.size > 0 && !times.has(meetup.timeOfDay)) return false;
    if (parks.size > 0 && !parks.has(meetup.parkType)) return false;
    return !criteria.calmOnly || meetup.calm;
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The same test as a MongoDB filter. */
export function mongoFilter(criteria: SearchCriteria): Record<string, unknown> {
  const memberOf = [...criteria.memberOf];
  const and: Record<string, unknown>[] = [
    { type: { $in: [...criteria.types] } },
    {
      $or: [
        { groupId: { $in: memberOf } },
        { type: 'group', groupKind: { $in: [...LISTED_KINDS] } },
        { type: 'meetup', groupKind: { $in: [null, ...OPEN_KINDS] } },
        { type: 'trainer' },
      ],
    },
  ];
  // A trainer's activities and level are those of what they run: resolveTrainer tests them.
  if (criteria.activities.length > 0)
    and.push({ $or: [{ type: 'trainer' }, { activities: { $in: [...criteria.activities] } }] });
  if (criteria.level)
    and.push({ $or: [{ type: 'trainer' }, { level: { $in: [criteria.level, 'all'] } }] });
  if (criteria.text) and.push({ text: { $regex: escapeRegex(criteria.text) } });
  const meetup: Record<string, unknown> = { 'meetup.endsAt': { $gt: criteria.endsAfter } };
  const starts: Record<string, string> = {};
  if (criteria.startsFrom) starts.$gte = criteria.startsFrom;
  if (criteria.startsBefore) starts.$lt = criteria.startsBefore;
  if (Object.keys(starts).length > 0) meetup['meetup.startsAt'] = starts;
  if (criteria.weekdays.length > 0) meetup['meetup.weekday'] = { $in: [...criteria.weekdays] };
  if (criteria.timesOfDay.length > 0)
    meetup['meetup.timeOfDay'] = { $in: [...criteria.timesOfDay] };
  if (criteria.parkTypes.length > 0) meetup['meetup.parkType'] = { $in: [...criteria.parkTypes] };
  if (criteria.calmOnly) meetup['meetup.calm'] = true;
  and.push({ $or: [{ type: { $in: ['group', 'trainer'] } }, meetup] });
  return { $and: and };
}

/** What the order reads of a hit: a hit, or a position (`SearchPosition`) as one. */
interface Ordered {
  entry: Pick<SearchEntryDocument, '_id' | 'sortAt' | 'title'>;
  distanceMiles: number;
}

/** The one order: soonest (groups last) or nearest, ties by the other, then by title and id. */
export function compareHits(sort: SearchCriteria['sort']) {
  return (a: Ordered, b: Ordered): number => {
    const byTime = a.entry.sortAt < b.entry.sortAt ? -1 : a.entry.sortAt > b.entry.sortAt ? 1 : 0;
    const byDistance = a.distanceMiles - b.distanceMiles;
    const first = sort === 'soonest' ? byTime : byDistance;
    const second = sort === 'soonest' ? byDistance : byTime;
    const byTitle = a.entry.title < b.entry.title ? -1 : a.entry.title > b.entry.title ? 1 : 0;
    return (
      first ||
      second ||
      byTitle ||
      (a.entry._id < b.entry._id ? -1 : a.entry._id > b.entry._id ? 1 : 0)
    );
  };
}

/** A hit's place in the order, for the cursor of the page after it. */
export function positionOf(hit: SearchHit): SearchPosition {
  return {
    sortAt: hit.entry.sortAt,
    distanceMiles: hit.distanceMiles,
    title: hit.entry.title,
    id: hit.entry._id,
  };
}

/** The index of the first of `hits` (in the order) past `position`: a binary search. */
function indexAfter(
  hits: readonly SearchHit[],
  position: SearchPosition,
  sort: SearchCriteria['sort'],
): number {
  const compare = compareHits(sort);
  const at: Ordered = {
    entry: { _id: position.id, sortAt: position.sortAt, title: position.title },
    distanceMiles: position.distanceMiles,
  };
  let start = 0;
  let end = hits.length;
  while (start < end) {
    const middle = (start + end) >>> 1;
    if (compare(hits[middle]!, at) > 0) end = middle;
    else start = middle + 1;
  }
  return start;
}

/** Applies `accept` and the page (after `after`, or from `skip`) to hits in order. */
export function pageOf(hits: readonly SearchHit[], criteria: SearchCriteria): SearchPage {
  const accepted = criteria.accept ? hits.filter((hit) => criteria.accept!(hit.entry)) : hits;
  const start = criteria.after
    ? indexAfter(accepted, criteria.after, criteria.sort)
    : Math.min(criteria.skip, accepted.length);
  return {
    hits: accepted.slice(start, start + criteria.limit),
    total: accepted.length,
    start,
  };
}
