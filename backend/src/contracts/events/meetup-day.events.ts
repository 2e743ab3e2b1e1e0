import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';
import { DAY_STATUSES, LATE_MINUTES_MAX, NOTE_MAX_LENGTH } from '../meetup-day.js';

/*
 * The day of a meetup. Same stream as its RSVPs (`meetup-<meetupId>`), so
 * "only attendees" and "only in the window" are decided on the very state
 * that says who is going.
 */

/** An attendee says where they are: on their way, running late (minutes), arrived, left early. */
export const DayStatusSet = defineEvent(
  'DayStatusSet',
  1,
  z.object({
    meetupId: z.string(),
    userId: z.string(),
    status: z.enum(DAY_STATUSES),
    lateMinutes: z.number().int().min(1).max(LATE_MINUTES_MAX).nullable(),
  }),
);

/** An organizer checked an owner in, with the dogs of their RSVP. Undoes a no-show. */
export const AttendeeCheckedIn = defineEvent(
  'AttendeeCheckedIn',
  1,
  z.object({ meetupId: z.string(), userId: z.string(), dogIds: z.array(z.string()) }),
);

/**
 * An organizer took back a check-in made by mistake, during the day: the
 * person is as if never checked in (their own status stays).
 */
export const CheckInUndone = defineEvent(
  'CheckInUndone',
  1,
  z.object({ meetupId: z.string(), userId: z.string() }),
);

/** After the end, an organizer recorded that someone going did not come. */
export const AttendeeMarkedNoShow = defineEvent(
  'AttendeeMarkedNoShow',
  1,
  z.object({ meetupId: z.string(), userId: z.string() }),
);

/** Someone who came left a private note for the organizer; a later note replaces it. */
export const AfterMeetupNoteLeft = defineEvent(
  'AfterMeetupNoteLeft',
  1,
  z.object({
    meetupId: z.string(),
    userId: z.string(),
    note: z.string().max(NOTE_MAX_LENGTH),
    /** Other attendees' dogs the author's dogs played well with. */
    playedWellWith: z.array(z.string()),
  }),
);

export type DayStatusSet = EventOf<typeof DayStatusSet>;
export type AttendeeCheckedIn = EventOf<typeof AttendeeCheckedIn>;
export type CheckInUndone = EventOf<typeof CheckInUndone>;
export type AttendeeMarkedNoShow = EventOf<typeof AttendeeMarkedNoShow>;
export type AfterMeetupNoteLeft = EventOf<typeof AfterMeetupNoteLeft>;
export type MeetupDayEvent =
  DayStatusSet | AttendeeCheckedIn | CheckInUndone | AttendeeMarkedNoShow | AfterMeetupNoteLeft;

export const meetupDayEvents = [
  DayStatusSet,
  AttendeeCheckedIn,
  CheckInUndone,
  AttendeeMarkedNoShow,
  AfterMeetupNoteLeft,
] as const;

const DAY_EVENT_TYPES: ReadonlySet<string> = new Set(meetupDayEvents.map((event) => event.type));

export const isMeetupDayEvent = (event: { type: string }): event is MeetupDayEvent =>
  DAY_EVENT_TYPES.has(event.type);
