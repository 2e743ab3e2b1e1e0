import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';
import { PARK_TYPES } from '../meetups.js';
import { entryRulesSchema } from './group.events.js';

/*
 * Meetup series. Stream `meetup_series-<seriesId>`: the recurrence, the
 * details every occurrence starts from, and which occurrences the process
 * manager has scheduled (its memory). Each occurrence is a real meetup on its
 * own stream, with a deterministic id from the series id and its date.
 */

export const FREQUENCY_VALUES = ['weekly', 'biweekly', 'monthly'] as const;

const recurrence = z.object({
  frequency: z.enum(FREQUENCY_VALUES),
  /** The first occurrence, on the place's calendar: 'YYYY-MM-DD'. */
  startDate: z.string(),
  /** The last day an occurrence may fall on; null: none. */
  endDate: z.string().nullable(),
  /** How many occurrences in all; null: no count. */
  count: z.number().int().positive().nullable(),
  /** Wall-clock time at the place, 'HH:MM'. */
  time: z.string(),
  durationMinutes: z.number().int().positive(),
  /** The place's IANA zone, e.g. 'America/Chicago'. */
  timeZone: z.string(),
});

/** What each occurrence is scheduled with (MeetupDetails without its times). */
const template = {
  title: z.string(),
  description: z.string(),
  location: z.string(),
  locationDisplay: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  parkType: z.enum(PARK_TYPES),
  maxAttendees: z.number().int().positive().nullable(),
  rules: entryRulesSchema.nullable(),
};

export const MeetupSeriesScheduled = defineEvent(
  'MeetupSeriesScheduled',
  1,
  z.object({
    seriesId: z.string(),
    groupId: z.string(),
    organizerId: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    recurrence,
    template: z.object(template),
  }),
);

/** The process manager scheduled the occurrence of `date` as meetup `meetupId`. */
export const MeetupSeriesOccurrenceScheduled = defineEvent(
  'MeetupSeriesOccurrenceScheduled',
  1,
  z.object({ seriesId: z.string(), date: z.string(), meetupId: z.string() }),
);

/**
 * "This and all following": the occurrences on and after `fromDate` change
 * (those scheduled already get a MeetupUpdated each, later ones start so).
 */
export const MeetupSeriesChanged = defineEvent(
  'MeetupSeriesChanged',
  1,
  z.object({
    seriesId: z.string(),
    fromDate: z.string(),
    changes: z
      .object({
        ...template,
        time: recurrence.shape.time,
        durationMinutes: recurrence.shape.durationMinutes,
      })
      .partial(),
  }),
);

/**
 * The process manager has brought the first `changes` "this and all
 * following" changes to the occurrences scheduled when they were made. A
 * change without it is pending: a restart finishes it.
 */
export const MeetupSeriesChangesApplied = defineEvent(
  'MeetupSeriesChangesApplied',
  1,
  z.object({ seriesId: z.string(), changes: z.number().int().positive() }),
);

/** No occurrence after `lastDate` (null: none at all from now); scheduled later ones are cancelled. */
export const MeetupSeriesEnded = defineEvent(
  'MeetupSeriesEnded',
  1,
  z.object({ seriesId: z.string(), endedBy: z.string(), lastDate: z.string().nullable() }),
);

export type MeetupSeriesScheduled = EventOf<typeof MeetupSeriesScheduled>;
export type MeetupSeriesOccurrenceScheduled = EventOf<typeof MeetupSeriesOccurrenceScheduled>;
export type MeetupSeriesChanged = EventOf<typeof MeetupSeriesChanged>;
export type MeetupSeriesChangesApplied = EventOf<typeof MeetupSeriesChangesApplied>;
export type MeetupSeriesEnded = EventOf<typeof MeetupSeriesEnded>;
export type MeetupSeriesEvent =
  | MeetupSeriesScheduled
  | MeetupSeriesOccurrenceScheduled
  | MeetupSeriesChanged
  | MeetupSeriesChangesApplied
  | MeetupSeriesEnded;

export type SeriesRecurrence = MeetupSeriesScheduled['data']['recurrence'];
export type SeriesTemplate = MeetupSeriesScheduled['data']['template'];
export type SeriesChanges = MeetupSeriesChanged['data']['changes'];

export const meetupSeriesEvents = [
  MeetupSeriesScheduled,
  MeetupSeriesOccurrenceScheduled,
  MeetupSeriesChanged,
  MeetupSeriesChangesApplied,
  MeetupSeriesEnded,
] as const;
