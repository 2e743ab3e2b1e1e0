import type { MeetupScheduled } from '@packmeet/backend/contracts/events';
import type { SizeClass } from '@packmeet/backend/contracts/dogs';
import {
  formatLocalTime,
  formatMeetupShortDate,
  localDate,
  wallTime,
  zoneAbbreviation,
} from '@packmeet/backend/contracts/local-time';
import type {
  GeoPoint,
  SearchEntryDocument,
  SearchMeetupFacts,
  TimeOfDay,
} from '@packmeet/backend/contracts/search';
import { UNKNOWN_ACTIVITY_PROFILE } from '@packmeet/backend/contracts/activities';
import { NO_ENTRY_RULES, type EntryRules } from '@packmeet/backend/contracts/entry-rules';
import type { Document } from '@packmeet/backend/contracts/read-models';

/*
 * Pure builders of search documents: what a meetup or a group looks like to
 * the search, with everything the filters read computed once here (the local
 * day and time of day at the place, the general area, the text in lower case).
 */

export const meetupEntryId = (meetupId: string) => `meetup:${meetupId}`;
export const groupEntryId = (groupId: string) => `group:${groupId}`;
export const trainerEntryId = (userId: string) => `trainer:${userId}`;

/**
 * A group's rules as its entries keep them: null when it has none. Why: most
 * groups have none, and each entry held its own copy of the empty rules (an
 * object and four arrays, some 4 MiB at the demo's `--scale 5`).
 */
export function groupRulesKept(rules: EntryRules | null | undefined): EntryRules | null {
  if (!rules) return null;
  const none = (Object.keys(NO_ENTRY_RULES) as (keyof EntryRules)[]).every((rule) => {
    const value = rules[rule];
    return Array.isArray(value) ? value.length === 0 : value === NO_ENTRY_RULES[rule];
  });
  return none ? null : rules;
}

/** Groups sort after every meetup when the soonest come first. */
export const GROUP_SORT_AT = '9999-12-31T00:00:00.000Z';

/** The general area: about a mile and a half, what a visitor is measured to. */
const AREA_DEGREES = 0.02;
const toArea = (value: number) => Math.round(value / AREA_DEGREES) * AREA_DEGREES;

/** GeoJSON points for a place, or nothing without coordinates. */
export function placeFields(
  latitude: number | null,
  longitude: number | null,
): { location: GeoPoint; area: GeoPoint } | null {
  if (latitude === null || longitude === null) return null;
  return {
    location: { type: 'Point', coordinates: [longitude, latitude] },
    area: {
      type: 'Point',
      coordinates: [Number(toArea(longitude).toFixed(4)), Number(toArea(latitude).toFixed(4))],
    },
  };
}

export const searchText = (title: string, description: string) =>
  `${title}\n${description}`.toLowerCase();

function timeOfDay(hour: number): TimeOfDay {
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}

/** When the meetup happens at its place. */
export function localFacts(
  startsAt: string,
  timeZone: string,
): Pick<SearchMeetupFacts, 'localDate' | 'localStart' | 'weekday' | 'timeOfDay'> {
  const day = localDate(startsAt, timeZone);
  const wall = wallTime(Date.parse(startsAt), timeZone);
  return {
    localDate: day,
    localStart: `${formatMeetupShortDate(startsAt, timeZone)}, ${formatLocalTime(startsAt, timeZone)} ${zoneAbbreviation(startsAt, timeZone)}`,
    weekday: new Date(`${day}T00:00:00Z`).getUTCDay(),
    timeOfDay: timeOfDay(wall.hour),
  };
}

type MeetupData = MeetupScheduled['data'];

/** A new meetup's document, with what it inherits from its group's (null: no group, or none known). */
export function meetupEntry(
  data: MeetupData & { timeZone: string },
  group: SearchEntryDocument | null,
): SearchEntryDocument {
  const ownActivities = data.activities !== undefined || data.level !== undefined;
  const inherited = group ?? UNKNOWN_ACTIVITY_PROFILE;
  const place =
    placeFields(data.latitude, data.longitude) ??
    (group?.location && group.area ? { location: group.location, area: group.area } : null);
  return {
    _id: meetupEntryId(data.meetupId),
    type: 'meetup',
    id: data.meetupId,
    groupId: data.groupId,
    groupName: group?.groupName ?? null,
    groupKind: data.groupId === null ? null : (group?.groupKind ?? 'public'),
    title: data.title,
    description: data.description,
    text: searchText(data.title, data.description),
    city: data.city,
    state: data.state,
    ...place,
    activities: data.activities ?? inherited.activities,
    level: data.level ?? inherited.level,
    groupRules: group?.groupRules ?? null,
    rules: data.rules ?? null,
    sortAt: data.startsAt,
    memberCount: null,
    organizers: [data.organizerId],
    meetup: {
      slug: data.slug,
      address: data.location,
      latitude: data.latitude,
      longitude: data.longitude,
      locationDisplay: data.locationDisplay,
      parkType: data.parkType,
      calm: data.calm ?? false,
      startsAt: data.startsAt,
      endsAt: data.endsAt,
      timeZone: data.timeZone,
      ...localFacts(data.startsAt, data.timeZone),
      maxAttendees: data.maxAttendees,
      going: 0,
      unregistered: data.unregisteredAttendees,
      sizeLimits: data.sizeLimits ?? null,
      sizesGoing: {},
      ownActivities,
    },
  };
}

/** Adds (sign 1) or takes away (sign -1) the dogs of one answer going, by size. */
export function countSizes(
  sizes: Partial<Record<SizeClass, number>>,
  dogSizes: readonly SizeClass[] | undefined,
  sign: 1 | -1,
): Partial<Record<SizeClass, number>> {
  const next = { ...sizes };
  for (const size of dogSizes ?? []) next[size] = (next[size] ?? 0) + sign;
  return next;
}

/** What the search keeps of every member, so a trainer can be listed (or not) after any change. */
export interface SearchPersonDocument extends Document {
  username: string;
  firstName: string;
  lastName: string;
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
  isTrainer: boolean;
  trainerBio: string | null;
}

/**
 * A trainer's document, found by their city's point; null for members who
 * are not trainers or whose city has no known point. Their activities are
 * read from what they run when searched (`organizers` on groups and meetups).
 */
export function trainerEntry(person: SearchPersonDocument): SearchEntryDocument | null {
  const place = placeFields(person.latitude, person.longitude);
  if (!person.isTrainer || !place) return null;
  const name = `${person.firstName} ${person.lastName}`;
  const description = person.trainerBio ?? '';
  return {
    _id: trainerEntryId(person._id),
    type: 'trainer',
    id: person._id,
    groupId: null,
    groupName: null,
    groupKind: null,
    title: name,
    description,
    text: searchText(name, description),
    city: person.city,
    state: person.state,
    ...place,
    activities: [],
    level: 'all',
    groupRules: null,
    rules: null,
    sortAt: GROUP_SORT_AT,
    meetup: null,
    memberCount: null,
    trainer: { username: person.username, firstName: person.firstName, lastName: person.lastName },
  };
}
