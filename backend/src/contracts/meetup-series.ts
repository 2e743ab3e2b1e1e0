import type { MeetupResponse } from './meetups.js';
import type { SeriesRecurrence } from './events/meetup-series.events.js';

/** A recurring meetup as the API returns it (GET /api/meetup-series/{id}). */
export interface MeetupSeriesResponse {
  id: string;
  groupId: string;
  organizerId: string;
  status: 'active' | 'ended';
  /** 'Every Saturday at 9:00 AM', in the series' time zone (the time of its latest change). */
  summary: string;
  /** The title its next occurrences carry. */
  title: string;
  recurrence: SeriesRecurrence;
  /** The next occurrences (up to five), soonest first; a cancelled one says so in its status. */
  next: MeetupResponse[];
}

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/**
 * Whether a monthly series from `startDate` ('YYYY-MM-DD') meets on the last
 * such weekday of each month: a date after the 28th is the fifth of its
 * weekday in its month, which most months do not have.
 */
export const fallsOnLastWeekday = (startDate: string) => Number(startDate.slice(8, 10)) > 28;

/** What the series form says, and the API's refusal repeats, about a monthly series from a fifth weekday. */
export function lastWeekdayNote(startDate: string): string {
  const day = WEEKDAY_NAMES[new Date(`${startDate}T12:00:00Z`).getUTCDay()];
  return `Most months have no fifth ${day}: this series meets on the last ${day} of every month.`;
}
