import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';
import { PARK_TYPES, RSVP_STATUSES } from '../meetups.js';
import { entryRulesSchema } from './group.events.js';

/*
 * Meetups. Stream `meetup-<meetupId>`: the meetup and every RSVP to it, so
 * capacity and the waitlist are decided on one stream and hold under any
 * concurrency. The stream is also the organizer's audit trail.
 */

const meetupDetails = {
  title: z.string(),
  description: z.string(),
  /** The full address; only signed-in people ever see it. */
  location: z.string(),
  /** The place's name, e.g. "Zilker Park Off-Leash Area". */
  locationDisplay: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  parkType: z.enum(PARK_TYPES),
  startsAt: z.string(),
  endsAt: z.string(),
  /** null: no limit (the form's "100 / No limit"). */
  maxAttendees: z.number().int().positive().nullable(),
  /** A trainer's clients who come without an account; they take places too. */
  unregisteredAttendees: z.number().int().min(0).max(50),
  /**
   * The meetup's own entry rules, on top of its group's (combineRules: only
   * ever stricter). Absent or null: the group's alone (and for every meetup
   * scheduled before meetups had rules).
   */
  rules: entryRulesSchema.nullable().optional(),
  /**
   * The IANA zone of the place ('America/New_York'), derived from its
   * coordinates (contracts/time-zones.ts): on MeetupScheduled and on every
   * MeetupUpdated that changes the time or the place. Absent on events from
   * before zones were recorded: readers derive it as zoneAfterChange does.
   */
  timeZone: z.string().optional(),
};

export const MeetupScheduled = defineEvent(
  'MeetupScheduled',
  1,
  z.object({
    meetupId: z.string(),
    slug: z.string(),
    groupId: z.string().nullable(),
    organizerId: z.string(),
    /** The city the meetup happens in (the group's), for directories and venue suggestions. */
    city: z.string().nullable(),
    state: z.string().nullable(),
    ...meetupDetails,
    /** An occurrence of a series names it and its date there (absent: a one-off meetup). */
    series: z.object({ seriesId: z.string(), date: z.string() }).optional(),
  }),
);

export const MeetupUpdated = defineEvent(
  'MeetupUpdated',
  1,
  z.object({ meetupId: z.string(), changes: z.object(meetupDetails).partial() }),
);

export const MeetupCancelled = defineEvent(
  'MeetupCancelled',
  1,
  z.object({ meetupId: z.string(), cancelledBy: z.string(), reason: z.string().nullable() }),
);

/** A place was free (or the status needs none): the member is going, maybe, or not going. */
export const RsvpSet = defineEvent(
  'RsvpSet',
  1,
  z.object({
    meetupId: z.string(),
    userId: z.string(),
    status: z.enum(RSVP_STATUSES),
    dogIds: z.array(z.string()),
  }),
);

/** The member wants to go but the meetup is full: they queue, first come first served. */
export const RsvpWaitlisted = defineEvent(
  'RsvpWaitlisted',
  1,
  z.object({ meetupId: z.string(), userId: z.string(), dogIds: z.array(z.string()) }),
);

/** A place freed up: the first in the queue is going now. */
export const WaitlistPromoted = defineEvent(
  'WaitlistPromoted',
  1,
  z.object({ meetupId: z.string(), userId: z.string() }),
);

export const RsvpCleared = defineEvent(
  'RsvpCleared',
  1,
  z.object({ meetupId: z.string(), userId: z.string() }),
);

export type MeetupScheduled = EventOf<typeof MeetupScheduled>;
export type MeetupUpdated = EventOf<typeof MeetupUpdated>;
export type MeetupCancelled = EventOf<typeof MeetupCancelled>;
export type RsvpSet = EventOf<typeof RsvpSet>;
export type RsvpWaitlisted = EventOf<typeof RsvpWaitlisted>;
export type WaitlistPromoted = EventOf<typeof WaitlistPromoted>;
export type RsvpCleared = EventOf<typeof RsvpCleared>;
export type MeetupEvent =
  | MeetupScheduled
  | MeetupUpdated
  | MeetupCancelled
  | RsvpSet
  | RsvpWaitlisted
  | WaitlistPromoted
  | RsvpCleared;

export type MeetupDetails = Omit<
  MeetupScheduled['data'],
  'meetupId' | 'slug' | 'groupId' | 'organizerId' | 'city' | 'state' | 'series'
>;

export const meetupEvents = [
  MeetupScheduled,
  MeetupUpdated,
  MeetupCancelled,
  RsvpSet,
  RsvpWaitlisted,
  WaitlistPromoted,
  RsvpCleared,
] as const;
