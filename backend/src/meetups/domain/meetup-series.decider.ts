import { type CreatorEmail, requireVerifiedEmail } from '../../accounts/index.js';
import { createHash } from 'node:crypto';
import type { Decider } from '../../shared/decider.js';
import { fallsOnLastWeekday, lastWeekdayNote } from '../../contracts/meetup-series.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';
import {
  MeetupSeriesChanged,
  MeetupSeriesChangesApplied,
  MeetupSeriesEnded,
  MeetupSeriesOccurrenceScheduled,
  MeetupSeriesScheduled,
  type MeetupSeriesEvent,
  type SeriesChanges,
  type SeriesTemplate,
} from '../../contracts/events/meetup-series.events.js';
import {
  dateOfDay,
  dayNumber,
  isDate,
  isOccurrenceDate,
  isTime,
  isTimeZone,
  occurrenceDates,
  zonedInstant,
  type Recurrence,
} from './recurrence.js';

/*
 * A meetup series (stream `meetup_series-<seriesId>`): its rules, and the
 * memory of the process manager that schedules its occurrences ahead.
 */

/** How far ahead occurrences exist as meetups. */
export const WINDOW_DAYS = 56;
/** The most occurrences a series may count. */
export const MAX_COUNT = 104;
/** How far ahead a series may start or end, in days (two years, as for meetups). */
const MAX_DAYS_AHEAD = 731;
const MIN_DURATION = 15;
const MAX_DURATION = 24 * 60;

export type SeriesState =
  | { status: 'none' }
  | {
      status: 'active' | 'ended';
      seriesId: string;
      groupId: string;
      organizerId: string;
      city: string | null;
      state: string | null;
      recurrence: Recurrence;
      template: SeriesTemplate;
      /** "This and all following" changes, in order. */
      changes: { fromDate: string; changes: SeriesChanges }[];
      /** How many of `changes` have reached the occurrences scheduled (the rest are pending). */
      appliedChanges: number;
      /** date -> meetupId of each occurrence scheduled. */
      occurrences: Map<string, string>;
      /** After ending: no occurrence after this date (null: none after the end). */
      lastDate: string | null;
    };

export type SeriesCommand =
  | {
      type: 'ScheduleSeries';
      series: MeetupSeriesScheduled['data'];
      /** The group's owner or a co-organizer. */
      canOrganize: boolean;
      /** Unverified, where addresses are verified, refuses: such an account cannot schedule meetups yet. */
      organizerEmail?: CreatorEmail;
      /** The organizer was told a monthly series from a fifth weekday meets on the last one. */
      lastWeekdayAccepted?: boolean;
      now: Date;
    }
  | { type: 'RecordOccurrence'; date: string; meetupId: string }
  | { type: 'RecordChangesApplied'; changes: number }
  | {
      type: 'ChangeSeries';
      fromDate: string;
      changes: SeriesChanges;
      canManage: boolean;
      now: Date;
    }
  | { type: 'EndSeries'; userId: string; canManage: boolean; now: Date };

export const seriesStream = (seriesId: string) => `meetup_series-${seriesId}`;

export const seriesNotFound = () =>
  notFound('SERIES.NOT_FOUND', 'This meetup series does not exist');

/**
 * An occurrence's meetup id: a name-based UUID (RFC 4122 version 5 layout)
 * of the series id and its date, so scheduling it twice (a restart, two
 * processes) names the same meetup, whose stream accepts it once.
 */
export function occurrenceId(seriesId: string, date: string): string {
  const hash = createHash('sha1').update(`meetup-series:${seriesId}:${date}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Active = Exclude<SeriesState, { status: 'none' }>;

/** What the occurrence of `date` is scheduled with: the details and times after every change up to it. */
export function occurrencePlan(
  state: Pick<Active, 'template' | 'recurrence' | 'changes'>,
  date: string,
) {
  let details: SeriesTemplate = state.template;
  let { time, durationMinutes } = state.recurrence;
  for (const change of state.changes) {
    if (change.fromDate > date) continue;
    const { time: newTime, durationMinutes: newDuration, ...rest } = change.changes;
    details = { ...details, ...rest };
    time = newTime ?? time;
    durationMinutes = newDuration ?? durationMinutes;
  }
  const startsAt = zonedInstant(date, time, state.recurrence.timeZone);
  const endsAt = new Date(Date.parse(startsAt) + durationMinutes * 60_000).toISOString();
  return { details, startsAt, endsAt };
}

/** Today on the place's calendar. */
const placeToday = (now: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

/**
 * The occurrences the process manager should schedule now: every date in the
 * rolling window that has not started, is not scheduled yet, and is not past
 * the series' end.
 */
export function dueOccurrences(state: SeriesState, now: Date): string[] {
  if (state.status !== 'active') return [];
  const today = placeToday(now, state.recurrence.timeZone);
  const horizon = dateOfDay(dayNumber(today) + WINDOW_DAYS);
  return occurrenceDates(state.recurrence, today, horizon).filter(
    (date) =>
      !state.occurrences.has(date) &&
      Date.parse(occurrencePlan(state, date).startsAt) > now.getTime(),
  );
}

function assertRecurrence(recurrence: Recurrence, now: Date): void {
  const { startDate, endDate, count, time, durationMinutes, timeZone } = recurrence;
  if (!isTimeZone(timeZone)) throw invalid('SERIES.TIME_ZONE', `Unknown time zone ${timeZone}`);
  if (!isDate(startDate))
    throw invalid('SERIES.START_DATE', 'The start date must be a date (YYYY-MM-DD)');
  if (!isTime(time)) throw invalid('SERIES.TIME', 'The time must be a time of day (HH:MM)');
  if (durationMinutes < MIN_DURATION || durationMinutes > MAX_DURATION) {
    throw invalid('SERIES.DURATION', 'A meetup lasts from 15 minutes to 24 hours');
  }
  if (Date.parse(zonedInstant(startDate, time, timeZone)) <= now.getTime())
    throw invalid('SERIES.START_PASSED', 'The first meetup of the series has already passed');
  const latest = dayNumber(placeToday(now, timeZone)) + MAX_DAYS_AHEAD;
  if (dayNumber(startDate) > latest)
    throw invalid('SERIES.DATE_TOO_FAR', 'The start date cannot be more than 2 years ahead');
  if (endDate !== null && count !== null)
    throw invalid('SERIES.END_AND_COUNT', 'Give an end date or a number of meetups, not both');
  if (endDate !== null) {
    if (!isDate(endDate))
      throw invalid('SERIES.END_DATE', 'The end date must be a date (YYYY-MM-DD)');
    if (endDate < startDate)
      throw invalid('SERIES.END_BEFORE_START', 'The end date must be on or after the start date');
    if (dayNumber(endDate) > latest)
      throw invalid('SERIES.DATE_TOO_FAR', 'The end date cannot be more than 2 years ahead');
  }
  if (count !== null && (count < 1 || count > MAX_COUNT))
    throw invalid('SERIES.COUNT', `A series has from 1 to ${MAX_COUNT} meetups`);
}

/**
 * A monthly series from a fifth weekday cannot keep to it (most months have
 * none) and meets on the last such weekday instead. That is never decided
 * silently: the form says so and sends `lastWeekdayAccepted`; a client that
 * did not say so is refused with the same words.
 */
function assertNoSilentLastWeekday(recurrence: Recurrence, accepted: boolean): void {
  if (recurrence.frequency !== 'monthly' || !fallsOnLastWeekday(recurrence.startDate)) return;
  if (accepted) return;
  throw invalid(
    'SERIES.FIFTH_WEEKDAY',
    `${lastWeekdayNote(recurrence.startDate)} Confirm that (lastWeekdayAccepted), or start on an earlier date.`,
  );
}

function assertChanges(changes: SeriesChanges): void {
  if (changes.time !== undefined && !isTime(changes.time))
    throw invalid('SERIES.TIME', 'The time must be a time of day (HH:MM)');
  const duration = changes.durationMinutes;
  if (duration !== undefined && (duration < MIN_DURATION || duration > MAX_DURATION))
    throw invalid('SERIES.DURATION', 'A meetup lasts from 15 minutes to 24 hours');
}

const notManager = (what: string) =>
  forbidden('SERIES.NOT_ORGANIZER', `Only the organizer can ${what} this series.`);

export const meetupSeriesDecider: Decider<SeriesState, SeriesCommand, MeetupSeriesEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'MeetupSeriesScheduled': {
        const { seriesId, groupId, organizerId, city, state: usState } = event.data;
        return {
          status: 'active',
          ...{ seriesId, groupId, organizerId, city, state: usState },
          recurrence: event.data.recurrence,
          template: event.data.template,
          changes: [],
          appliedChanges: 0,
          occurrences: new Map(),
          lastDate: null,
        };
      }
      case 'MeetupSeriesOccurrenceScheduled':
        if (state.status !== 'none') state.occurrences.set(event.data.date, event.data.meetupId);
        return state;
      case 'MeetupSeriesChanged':
        if (state.status !== 'none') state.changes.push(event.data);
        return state;
      case 'MeetupSeriesChangesApplied':
        if (state.status !== 'none')
          state.appliedChanges = Math.max(state.appliedChanges, event.data.changes);
        return state;
      case 'MeetupSeriesEnded':
        return state.status === 'none'
          ? state
          : { ...state, status: 'ended', lastDate: event.data.lastDate };
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'ScheduleSeries':
        if (state.status !== 'none')
          throw conflict('SERIES.ALREADY_EXISTS', 'This series already exists');
        requireVerifiedEmail(command.organizerEmail, 'schedule meetups');
        if (!command.canOrganize) {
          throw forbidden(
            'SERIES.ORGANIZERS_ONLY',
            "Only the group's organizers can schedule a meetup series.",
          );
        }
        assertRecurrence(command.series.recurrence, command.now);
        assertNoSilentLastWeekday(command.series.recurrence, command.lastWeekdayAccepted === true);
        return [MeetupSeriesScheduled(command.series)];

      case 'RecordOccurrence':
        if (state.status === 'none') throw seriesNotFound();
        if (state.occurrences.has(command.date)) return [];
        // Recorded even after an end that raced it: the process manager then cancels it (occurrencesAfterEnd).
        if (!isOccurrenceDate(state.recurrence, command.date))
          throw invalid('SERIES.NOT_AN_OCCURRENCE', `${command.date} is not a date of this series`);
        return [
          MeetupSeriesOccurrenceScheduled({
            seriesId: state.seriesId,
            date: command.date,
            meetupId: command.meetupId,
          }),
        ];

      case 'RecordChangesApplied':
        if (state.status === 'none') throw seriesNotFound();
        if (command.changes <= state.appliedChanges || command.changes > state.changes.length)
          return [];
        return [MeetupSeriesChangesApplied({ seriesId: state.seriesId, changes: command.changes })];

      case 'ChangeSeries': {
        if (state.status === 'none') throw seriesNotFound();
        if (!command.canManage) throw notManager('change');
        if (state.status === 'ended') throw conflict('SERIES.ENDED', 'This series has ended.');
        if (!isOccurrenceDate(state.recurrence, command.fromDate)) {
          throw invalid(
            'SERIES.NOT_AN_OCCURRENCE',
            `${command.fromDate} is not a date of this series`,
          );
        }
        assertChanges(command.changes);
        const changes = Object.fromEntries(
          Object.entries(command.changes).filter(([, value]) => value !== undefined),
        ) as SeriesChanges;
        if (Object.keys(changes).length === 0) return [];
        return [
          MeetupSeriesChanged({ seriesId: state.seriesId, fromDate: command.fromDate, changes }),
        ];
      }

      case 'EndSeries': {
        if (state.status === 'none') throw seriesNotFound();
        if (!command.canManage) throw notManager('end');
        if (state.status === 'ended') return [];
        // The occurrences that have started stay; every later one is cancelled.
        const started = [...state.occurrences.keys()]
          .filter(
            (date) => Date.parse(occurrencePlan(state, date).startsAt) <= command.now.getTime(),
          )
          .sort();
        return [
          MeetupSeriesEnded({
            seriesId: state.seriesId,
            endedBy: command.userId,
            lastDate: started.at(-1) ?? null,
          }),
        ];
      }
    }
  },
};

/**
 * The changes made but not yet brought to the occurrences scheduled then, in order: what the
 * process manager finishes (after the command, or at the next boot if it was cut).
 */
export function pendingChanges(state: SeriesState): Active['changes'] {
  return state.status === 'none' ? [] : state.changes.slice(state.appliedChanges);
}

/** Occurrences scheduled after the end (to cancel), with their meetup ids. */
export function occurrencesAfterEnd(state: SeriesState): string[] {
  if (state.status !== 'ended') return [];
  return [...state.occurrences]
    .filter(([date]) => state.lastDate === null || date > state.lastDate)
    .map(([, meetupId]) => meetupId);
}
