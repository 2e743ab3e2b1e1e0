import { isoWithOffset } from './local-time.js';

/*
 * "Add to Google Calendar" and "Add to Outlook" links beside the .ics: the
 * same event, at the same instants, shown in the meetup's own zone.
 */

/**
 * The place as one line: the name, then the address unless it already
 * starts with the name ("Green Lake Park, 7201 E Green Lake Dr N, ...").
 */
export function placeLine(place: { locationDisplay: string | null; location: string }): string {
  const name = place.locationDisplay?.trim();
  if (!name || place.location.toLowerCase().startsWith(name.toLowerCase())) return place.location;
  return `${name}, ${place.location}`;
}

export interface CalendarEvent {
  title: string;
  /** Start and end, ISO instants. */
  start: string;
  end: string;
  /** The meetup's IANA zone. */
  timeZone: string;
  /** What the viewer may see of the place. */
  location: string;
  details: string;
}

/** 20260110T233000Z */
const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Google Calendar's event template: UTC instants, shown in the meetup's zone (ctz). */
export function googleCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${utcStamp(event.start)}/${utcStamp(event.end)}`,
    ctz: event.timeZone,
    details: event.details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** Outlook on the web's compose form: times with the place's offset, so they read as its wall time. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoWithOffset(event.start, event.timeZone),
    enddt: isoWithOffset(event.end, event.timeZone),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}
