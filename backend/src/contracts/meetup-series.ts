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
