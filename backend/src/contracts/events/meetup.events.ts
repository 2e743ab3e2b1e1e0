import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';
import { SIZE_CLASSES } from '../dogs.js';
import { PARK_TYPES, RSVP_STATUSES } from '../meetups.js';
import { activitiesSchema, entryRulesSchema } from './group.events.js';
import { SKILL_LEVELS } from '../activities.js';
import { meetupDayEvents, type MeetupDayEvent } from './meetup-day.events.js';

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
  /** Dog places: at most this many dogs going. Absent or null: dogs are not counted. */
  dogLimit: z.number().int().positive().nullable().optional(),
  /** At most this many dogs of a size class going (e.g. { large: 5 }). Absent or null: none. */
  sizeLimits: z
    .partialRecord(z.enum(SIZE_CLASSES), z.number().int().positive())
    .nullable()
    .optional(),
  /**
   * What the meetup is for: its group's activities and level, or narrower
   * (a subset; one level). Absent: the group's (and on meetups from before
   * activities existed).
   */
  activities: activitiesSchema.optional(),
  level: z.enum(SKILL_LEVELS).optional(),
  /** A calm meetup: parallel walk, low stimulation. Absent: not calm. */
  calm: z.boolean().optional(),
  /**
   * Staggered arrival: a slot every `everyMinutes` from the start until the
   * end, each taking at most `dogsPerSlot` dogs. Absent or null: no slots.
   */
  arrivalSlots: z
    .object({ everyMinutes: z.number().int().positive(), dogsPerSlot: z.number().int().positive() })
    .nullable()
    .optional(),
};

/**
 * What an RSVP records of its dogs beyond their ids: each dog's size class as
 * its profile said when it was named (dogs without one are absent), so the
 * meetup's stream alone decides the size mix; and the arrival slot picked, in
 * minutes after the start (absent or null: none).
 */
const rsvpPlaces = {
  dogSizes: z.record(z.string(), z.enum(SIZE_CLASSES)).optional(),
  arrivalSlot: z.number().int().min(0).nullable().optional(),
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
  z.object({
    meetupId: z.string(),
    changes: z.object(meetupDetails).partial(),
    /**
     * The organizer's words announcing this change of time or place, from the edit form
     * (absent: none). The discussion's change announcer posts it as an announcement.
     */
    announcement: z.string().optional(),
    /** Who announced it (personal data's subject for `announcement`). */
    announcedBy: z.string().optional(),
  }),
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
    ...rsvpPlaces,
  }),
);

/** The member wants to go but the meetup is full: they queue, first come first served. */
export const RsvpWaitlisted = defineEvent(
  'RsvpWaitlisted',
  1,
  z.object({
    meetupId: z.string(),
    userId: z.string(),
    dogIds: z.array(z.string()),
    ...rsvpPlaces,
  }),
);

/**
 * The member changed the dogs coming or their arrival slot, keeping their
 * answer and their place (in the queue too). Only decided when the new dogs
 * fit, for someone going.
 */
export const RsvpDogsChanged = defineEvent(
  'RsvpDogsChanged',
  1,
  z.object({
    meetupId: z.string(),
    userId: z.string(),
    dogIds: z.array(z.string()),
    ...rsvpPlaces,
  }),
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

/**
 * The trainer organizing the meetup named which of their clients come, as
 * private attendees: `clientIds` (ids of their client records, nothing more)
 * replaces the previous list, and `unregisteredAttendees` is the meetup's new
 * count of private places: the named clients plus those only counted.
 */
export const MeetupClientsSet = defineEvent(
  'MeetupClientsSet',
  1,
  z.object({
    meetupId: z.string(),
    trainerId: z.string(),
    clientIds: z.array(z.string()),
    unregisteredAttendees: z.number().int().min(0).max(50),
  }),
);

export type MeetupScheduled = EventOf<typeof MeetupScheduled>;
export type MeetupUpdated = EventOf<typeof MeetupUpdated>;
export type MeetupCancelled = EventOf<typeof MeetupCancelled>;
export type RsvpSet = EventOf<typeof RsvpSet>;
export type RsvpWaitlisted = EventOf<typeof RsvpWaitlisted>;
export type WaitlistPromoted = EventOf<typeof WaitlistPromoted>;
export type RsvpCleared = EventOf<typeof RsvpCleared>;
export type RsvpDogsChanged = EventOf<typeof RsvpDogsChanged>;
export type MeetupClientsSet = EventOf<typeof MeetupClientsSet>;
export type MeetupEvent =
  | MeetupScheduled
  | MeetupUpdated
  | MeetupCancelled
  | RsvpSet
  | RsvpWaitlisted
  | WaitlistPromoted
  | RsvpCleared
  | RsvpDogsChanged
  | MeetupClientsSet
  | MeetupDayEvent;

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
  RsvpDogsChanged,
  MeetupClientsSet,
  ...meetupDayEvents,
] as const;
