import type { MeetupResponse } from '../../../contracts/meetups.js';
import { formatMeetupLongDate, formatMeetupTime } from '../../../contracts/local-time.js';
import { placeLine } from '../../../contracts/calendar-links.js';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
export const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20261128T150000Z */
export const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 3.1). */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 character.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end--;
    parts.push(bytes.subarray(start, end).toString('utf8'));
    start = end;
  }
  return parts.join('\r\n ');
}

/**
 * A calendar needs at least one component (RFC 5545 3.6): a feed with no
 * meetups holds the UTC zone's definition, which every event's times are in.
 */
const UTC_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:UTC',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0000',
  'TZNAME:UTC',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * An iCalendar file with one event per meetup; `origin` makes the event links
 * absolute. Times are UTC instants (calendar apps show them in their own
 * zone); the description opens with the time at the meetup's place and its zone.
 */
export function toICalendar(meetups: MeetupResponse[], origin: string, name = 'PackMeet'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PackMeet//Meetups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
  ];
  if (meetups.length === 0) lines.push(...UTC_TIMEZONE);
  for (const meetup of meetups) {
    const when = `${formatMeetupLongDate(meetup.date, meetup.timeZone)}, ${formatMeetupTime(meetup.date, meetup.endTime, meetup.timeZone)}`;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${meetup.id}@packmeet`,
      `DTSTAMP:${stamp(meetup.revisedAt)}`,
      `LAST-MODIFIED:${stamp(meetup.revisedAt)}`,
      `SEQUENCE:${meetup.sequence}`,
      `DTSTART:${stamp(meetup.date)}`,
      `DTEND:${stamp(meetup.endTime)}`,
      `SUMMARY:${text(meetup.title)}`,
      `DESCRIPTION:${text(`${when}\n\n${meetup.description}`)}`,
      `LOCATION:${text(placeLine(meetup))}`,
      `URL:${origin}/event/${meetup.slug}`,
      `STATUS:${meetup.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
