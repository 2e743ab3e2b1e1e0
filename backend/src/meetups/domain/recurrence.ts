/*
 * The calendar of a meetup series: which dates it falls on, and the instant
 * each occurrence starts at its place. Pure and framework-free. Dates are
 * the place's calendar days ('YYYY-MM-DD'); a time of day is the place's wall
 * clock ('HH:MM'), so a series at 6:30 PM stays at 6:30 PM local when the
 * clocks change. Zone math is contracts/local-time.ts's (plain Intl).
 */

import type { SeriesRecurrence } from '../../contracts/events/meetup-series.events.js';
import { fromLocalInput } from '../../contracts/local-time.js';
import { fallsOnLastWeekday } from '../../contracts/meetup-series.js';

/** Whether the runtime knows the IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The series' recurrence, as MeetupSeriesScheduled records it. */
export type Recurrence = SeriesRecurrence;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ICAL_DAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
const ORDINALS = ['first', 'second', 'third', 'fourth'];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days since the epoch of a 'YYYY-MM-DD', or NaN when it is no calendar date. */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return Number.NaN;
  return utc / DAY_MS;
}

export const dateOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const isDate = (date: string) => !Number.isNaN(dayNumber(date));
export const isTime = (time: string) => TIME.test(time);
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday

/** Week of the month of a monthly series: 1-4, or -1 for the last (a 29th-31st start). */
export function weekOfMonth(date: string): number {
  return fallsOnLastWeekday(date) ? -1 : Math.ceil(Number(date.slice(8, 10)) / 7);
}

/** The nth (or last, -1) `weekdayIndex` of a month, as a day number. */
function nthWeekday(year: number, month: number, nth: number, weekdayIndex: number): number {
  if (nth === -1) {
    const last = Date.UTC(year, month + 1, 0) / DAY_MS;
    return last - ((weekday(last) - weekdayIndex + 7) % 7);
  }
  const first = Date.UTC(year, month, 1) / DAY_MS;
  return first + ((weekdayIndex - weekday(first) + 7) % 7) + (nth - 1) * 7;
}

/** The k-th date of the series (k = 0 is the start date), ignoring its end. */
function nthDate(recurrence: Recurrence, k: number): number {
  const start = dayNumber(recurrence.startDate);
  if (recurrence.frequency === 'weekly') return start + 7 * k;
  if (recurrence.frequency === 'biweekly') return start + 14 * k;
  const year = Number(recurrence.startDate.slice(0, 4));
  const month = Number(recurrence.startDate.slice(5, 7)) - 1 + k;
  return nthWeekday(
    year + Math.floor(month / 12),
    ((month % 12) + 12) % 12,
    weekOfMonth(recurrence.startDate),
    weekday(start),
  );
}

/**
 * The series' dates from `from` through `to` (inclusive), in order, within
 * its end date and count.
 */
export function occurrenceDates(recurrence: Recurrence, from: string, to: string): string[] {
  const first = dayNumber(from);
  const last = Math.min(
    dayNumber(to),
    recurrence.endDate === null ? Infinity : dayNumber(recurrence.endDate),
  );
  const dates: string[] = [];
  for (let k = 0; recurrence.count === null || k < recurrence.count; k++) {
    const day = nthDate(recurrence, k);
    if (day > last) break;
    if (day >= first) dates.push(dateOfDay(day));
  }
  return dates;
}

/** Whether `date` is one of the series' dates (within its end and count). */
export const isOccurrenceDate = (recurrence: Recurrence, date: string) =>
  isDate(date) && occurrenceDates(recurrence, date, date).length === 1;

/**
 * The instant (ISO) a wall time on a date happens at the place, read as
 * contracts/local-time.ts reads every wall time: a time the spring change
 * skips (2:30 AM) lands an hour later; one the fall change repeats is the
 * first of the two (Temporal's 'compatible').
 */
export function zonedInstant(date: string, time: string, timeZone: string): string {
  return fromLocalInput(`${date}T${time}`, timeZone)!;
}

/** When an occurrence on `date` starts and ends. */
export function occurrenceTimes(recurrence: Recurrence, date: string) {
  const startsAt = zonedInstant(date, recurrence.time, recurrence.timeZone);
  const endsAt = new Date(Date.parse(startsAt) + recurrence.durationMinutes * MINUTE_MS);
  return { startsAt, endsAt: endsAt.toISOString() };
}

/** '9:00 AM', '6:30 PM'. */
export function formatTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'Every Saturday at 9:00 AM', 'Every other Tuesday at 6:30 PM', 'The last Sunday of every month at 10:00 AM'. */
export function describeRecurrence(
  recurrence: Pick<Recurrence, 'frequency' | 'startDate' | 'time'>,
) {
  const day = WEEKDAYS[weekday(dayNumber(recurrence.startDate))]!;
  const at = `at ${formatTime(recurrence.time)}`;
  if (recurrence.frequency === 'weekly') return `Every ${day} ${at}`;
  if (recurrence.frequency === 'biweekly') return `Every other ${day} ${at}`;
  const nth = weekOfMonth(recurrence.startDate);
  return `The ${nth === -1 ? 'last' : ORDINALS[nth - 1]} ${day} of every month ${at}`;
}

/** iCalendar's 'YYYYMMDDTHHMMSS' of a wall time (local, for DTSTART;TZID=...). */
export const icalLocal = (date: string, time: string) =>
  `${date.replace(/-/g, '')}T${time.replace(':', '')}00`;

/** The series as an iCalendar RRULE value (RFC 5545), UNTIL at the end of its last day at the place. */
export function toRrule(recurrence: Recurrence): string {
  const day = ICAL_DAYS[weekday(dayNumber(recurrence.startDate))]!;
  const parts =
    recurrence.frequency === 'monthly'
      ? ['FREQ=MONTHLY', `BYDAY=${weekOfMonth(recurrence.startDate)}${day}`]
      : [
          'FREQ=WEEKLY',
          ...(recurrence.frequency === 'biweekly' ? ['INTERVAL=2'] : []),
          `BYDAY=${day}`,
        ];
  if (recurrence.count !== null) parts.push(`COUNT=${recurrence.count}`);
  if (recurrence.endDate !== null) {
    const until = zonedInstant(recurrence.endDate, '23:59', recurrence.timeZone);
    parts.push(`UNTIL=${until.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
  }
  return parts.join(';');
}
