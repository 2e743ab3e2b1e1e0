import { formatMeetupShortDate, viewerTimeZone } from '@packmeet/backend/contracts/local-time';

/**
 * An ISO date as 'Tue, Nov 24' at the meetup's place (the visitor's zone for a summary from
 * before zones were sent); a phrase ('This weekend') as is.
 */
export function formatNextMeetup(value: string, timeZone?: string | null): string {
  const time = /^\d{4}-\d{2}-\d{2}/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? value : formatMeetupShortDate(value, timeZone || viewerTimeZone());
}
