/*
 * The meetups part of the HTTP contract: what the API answers about meetups,
 * RSVPs, attendees and history. Types and plain constants only (no zod), so
 * the web app can import values from here without bundling a validator.
 */
import type { SizeClass } from './dogs.js';
import type { EntryRules } from './entry-rules.js';
import type { AttendeeDay, DayCounts, HistoryDay } from './meetup-day.js';
import type { Activity, SkillLevel } from './activities.js';
/** Members' answers, counted. Private members (trainer clients) are counted separately. */
export interface Attendance {
  going: number;
  maybe: number;
  notGoing: number;
  waitlisted: number;
}

/** At most this many dogs of a size class going, e.g. { large: 5 } (docs/meetups.md). */
export type SizeLimits = Partial<Record<SizeClass, number>>;

/** Staggered arrival: a slot every `everyMinutes` from the start, each for at most `dogsPerSlot` dogs. */
export interface ArrivalSlotPlan {
  everyMinutes: number;
  dogsPerSlot: number;
}

/**
 * The dogs of members going: in all, per size class, and per arrival slot
 * (minutes after the start). A size or slot with none, and a map with none,
 * are absent.
 */
export interface DogsGoing {
  total: number;
  bySize?: SizeLimits;
  bySlot?: Record<string, number>;
}

/** The slots a plan offers from start to end, in minutes after the start (none without a plan). */
export function arrivalSlotOffsets(
  startsAt: string,
  endsAt: string,
  plan: ArrivalSlotPlan | null | undefined,
): number[] {
  if (!plan) return [];
  const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
  const offsets: number[] = [];
  for (let offset = 0; offset < minutes; offset += plan.everyMinutes) offsets.push(offset);
  return offsets;
}

/** One arrival slot as a page shows it. */
export interface ArrivalSlot {
  /** Minutes after the start: what an RSVP sends as `arrivalSlot`. */
  offset: number;
  /** When it starts, ISO. */
  at: string;
  dogsGoing: number;
  placesLeft: number;
}

/** The scheduling screen's park types (regular, dog_park, beach, trail, indoor, other). */
export const PARK_TYPES = ['regular', 'dog_park', 'beach', 'trail', 'indoor', 'other'] as const;
export type ParkType = (typeof PARK_TYPES)[number];

/** What a person can answer (spec section 3, "RSVP status"). */
export const RSVP_STATUSES = ['going', 'maybe', 'not_going'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
/** An answer as stored: going beyond capacity becomes 'waitlisted'. */
export type StoredRsvpStatus = RsvpStatus | 'waitlisted';

export type MeetupStatus = 'scheduled' | 'cancelled';

/** The form's capacity choices; 100 reads "No limit" (stored as maxAttendees null). */
export const MAX_ATTENDEE_OPTIONS = [5, 10, 15, 20, 25, 30, 50, 100] as const;
export const NO_LIMIT = 100;

/** A meetup ends two hours after it starts unless told otherwise (spec section 9). */
export const DEFAULT_DURATION_MS = 2 * 3600_000;

/** A meetup as the API and the live channel show it (spec section 3 plus attendance). */
export interface MeetupResponse {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The full address for signed-in people; for visitors only the general area. */
  location: string;
  /** The place name ('Zilker Park'); null for visitors. */
  locationDisplay: string | null;
  latitude: number | null;
  longitude: number | null;
  /** False when `location` is only the general area. */
  locationIsExact: boolean;
  parkType: ParkType;
  /** Start, ISO. */
  date: string;
  /** End, ISO. */
  endTime: string;
  /** The place's IANA zone: every surface shows the times as they read there (contracts/local-time.ts). */
  timeZone: string;
  /** null: no limit. */
  maxAttendees: number | null;
  /** Members going. */
  currentAttendees: number;
  /** Private members (a trainer's clients without an account); they take places too. */
  unregisteredAttendees: number;
  attendance: Attendance;
  /** null: no limit. */
  placesLeft: number | null;
  /** Where people stand on the day: all visitors are told of it. */
  dayCounts: DayCounts;
  /** Dog places in all; null: dogs are not counted. */
  dogLimit: number | null;
  /** Dog places per size class ({} : none). */
  sizeLimits: SizeLimits;
  /** Dogs coming with members going. */
  dogsGoing: number;
  /** null: no dog limit. */
  dogPlacesLeft: number | null;
  /** Places left per limited size class. */
  sizePlacesLeft: SizeLimits;
  /** A calm meetup: parallel walk, low stimulation. */
  calm: boolean;
  /** What the meetup is for: its group's or narrower ([] and 'all': nothing known). */
  activities: Activity[];
  level: SkillLevel;
  arrivalSlots: ArrivalSlotPlan | null;
  /** The slots with their places ([] without a plan). */
  slots: ArrivalSlot[];
  groupId: string | null;
  groupName: string | null;
  organizerId: string;
  /** 'Hana K.' */
  organizer: string;
  /** The organizer's username when they are a trainer: their page is /trainers/{username}. */
  organizerTrainer?: string | null;
  city: string | null;
  state: string | null;
  status: MeetupStatus;
  cancelReason: string | null;
  /** The rules every dog brought must meet on the meetup's date: the group's and the meetup's own. */
  rules: EntryRules;
  /** The meetup's own additions to its group's rules (null: none). */
  extraRules: EntryRules | null;
  isUpcoming: boolean;
  /** An occurrence of a series names it (MeetupSeriesResponse) and its date there; null: a one-off. */
  series?: { seriesId: string; date: string } | null;
  /** Changes of its details or status, RSVPs aside (a calendar's SEQUENCE). */
  sequence: number;
  /** When its details or status last changed, RSVPs aside (a calendar's LAST-MODIFIED). */
  revisedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** One person on a meetup's list (spec section 3, "Attendee"). */
export interface AttendeeResponse {
  /** Visitors see first names only. */
  user: { id: string; firstName: string; username?: string; profilePicture: string | null };
  dogs: {
    id: string;
    name: string;
    breed: string | null;
    profilePicture: string | null;
    sizeClass: SizeClass | null;
    /** The owner asks others to keep their distance (the yellow-ribbon idea). */
    needsSpace: boolean;
  }[];
  rsvpStatus: StoredRsvpStatus;
  /** The arrival slot picked (minutes after the start); null: none. */
  arrivalSlot: number | null;
  /** 1 for the first in the queue; null when not waiting. */
  waitlistPosition: number | null;
  /**
   * Where the person stands within their status (see orderAttendees): the
   * meetup's stream revision their place dates from, the first answer, or
   * for the queue the moment they joined it.
   */
  order: number;
  /** Their day, for signed-in viewers, once they or an organizer said something. */
  day?: AttendeeDay;
}

/** GET /api/meetups/{id}/rsvp: the caller's own answer (none: status null). */
export interface RsvpResponse {
  status: StoredRsvpStatus | null;
  dogIds: string[];
  /** The arrival slot picked (minutes after the start); null: none. */
  arrivalSlot: number | null;
  /** 1 for the first in the queue; null when not waiting. */
  waitlistPosition: number | null;
}

/** POST and DELETE /api/meetups/{id}/rsvp: the caller's answer and the meetup's new counts. */
export interface RsvpResult {
  rsvp: RsvpResponse;
  meetup: MeetupResponse;
}

export interface HistoryPerson {
  id: string;
  displayName: string;
}

export interface HistoryAttendance extends Attendance {
  unregistered: number;
  maxAttendees: number | null;
  /** Dogs of members going, and the dog limit (absent in entries from before dogs were counted). */
  dogs?: number;
  dogLimit?: number | null;
}

export interface HistoryEntry {
  revision: number;
  type: string;
  at: string;
  actor: HistoryPerson | null;
  subject: HistoryPerson | null;
  /** What happened, for people: "Maya L. is going with 2 dogs." */
  sentence: string;
  /** For RSVP entries, the subject's answer after it (null: withdrawn). */
  rsvpStatus?: StoredRsvpStatus | null;
  /** For RSVP entries that name dogs: how many, and the arrival slot picked (null: none). */
  dogCount?: number;
  arrivalSlot?: number | null;
  attendanceAfter: HistoryAttendance;
}

/** GET /api/meetups/{id}/history[?at=ISO] (organizer, group owner, administrator). */
export interface MeetupHistoryResponse {
  meetupId: string;
  entries: HistoryEntry[];
  /** The state as of `?at=`: the attendance and who was going or waiting then. */
  asOf: {
    at: string;
    attendance: HistoryAttendance | null;
    going: HistoryPerson[];
    waitlist: HistoryPerson[];
    /** Everyone's day-of status, check-in and no-show mark then. */
    day: HistoryDay[];
  } | null;
}

/** Spec section 3, "Venue search result" (the shape Google Places answers with): GET /api/venues. */
export interface VenueSuggestion {
  place_id: string;
  name: string;
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } | null };
  types: string[];
}

/** GET /api/calendar/feed-url. */
export interface CalendarFeedUrlResponse {
  url: string;
}
