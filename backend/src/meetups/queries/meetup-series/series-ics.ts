import type { MeetupDocument, MeetupSeriesDocument } from '../../../contracts/read-models.js';
import { occurrencePlan } from '../../domain/meetup-series.decider.js';
import { offsetMinutes } from '../../../contracts/local-time.js';
import { icalLocal, toRrule, type Recurrence } from '../../domain/recurrence.js';
import { fold, stamp, text } from '../calendar/ics.js';
import { generalArea } from '../../meetup.response.js';

/*
 * A series as one recurring iCalendar event (RFC 5545): DTSTART in the
 * place's zone with an RRULE, so calendars keep 6:30 PM local across
 * daylight-saving changes; EXDATE for each cancelled occurrence; an override
 * (RECURRENCE-ID) for each occurrence changed on its own; SEQUENCE counts the
 * series' changes so calendars replace what they had.
 */

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');
const offset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}${pad(minutes % 60)}`;
const zoneName = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The zone's definition, as US zones keep it since 2007 (clocks forward the
 * second Sunday of March, back the first Sunday of November; PackMeet's
 * cities are in the US), or a single offset for a zone without summer time.
 */
function vtimezone(timeZone: string, year: number): string[] {
  const winter = Date.UTC(year, 0, 15);
  const summer = Date.UTC(year, 6, 15);
  const standard = offsetMinutes(winter, timeZone);
  const daylight = offsetMinutes(summer, timeZone);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (standard === daylight) {
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset(standard)}`,
      `TZOFFSETTO:${offset(standard)}`,
      `TZNAME:${zoneName(winter, timeZone)}`,
      'END:STANDARD',
    );
  } else {
    lines.push(
      'BEGIN:DAYLIGHT',
      'DTSTART:20070311T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
      `TZOFFSETFROM:${offset(standard)}`,
      `TZOFFSETTO:${offset(daylight)}`,
      `TZNAME:${zoneName(summer, timeZone)}`,
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20071104T020000',
      'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
      `TZOFFSETFROM:${offset(daylight)}`,
      `TZOFFSETTO:${offset(standard)}`,
      `TZNAME:${zoneName(winter, timeZone)}`,
      'END:STANDARD',
    );
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** 'YYYYMMDDTHHMMSS' of an instant on the place's wall clock. */
function localStamp(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  return stamp(new Date(instant + offsetMinutes(instant, timeZone) * 60_000).toISOString()).slice(
    0,
    15,
  );
}

/**
 * What the series does now, on every date: its latest details and time. The
 * recurring event carries these; occurrences that differ (before a change,
 * or changed on their own) are overrides.
 */
const masterPlan = (series: MeetupSeriesDocument, date: string) =>
  occurrencePlan(
    { ...series, changes: series.changes.map((change) => ({ ...change, fromDate: '' })) },
    date,
  );

/** The recurrence as calendars should repeat it: an ended series stops at its last kept date. */
function masterRecurrence(series: MeetupSeriesDocument): Recurrence {
  const time = series.changes.reduce(
    (at, { changes }) => changes.time ?? at,
    series.recurrence.time,
  );
  const recurrence = { ...series.recurrence, time };
  if (series.status !== 'ended') return recurrence;
  return { ...recurrence, count: null, endDate: series.lastDate ?? series.recurrence.startDate };
}

/** An occurrence the recurring event does not describe as it is. */
function isOverride(series: MeetupSeriesDocument, meetup: MeetupDocument): boolean {
  const plan = masterPlan(series, meetup.series!.date);
  return (
    meetup.startsAt !== plan.startsAt ||
    meetup.endsAt !== plan.endsAt ||
    meetup.title !== plan.details.title ||
    meetup.description !== plan.details.description ||
    meetup.location !== plan.details.location
  );
}

/**
 * The series' calendar file; `occurrences` are its scheduled meetups, `origin`
 * makes links absolute. `exact`: the full address (signed in); visitors get
 * the general area only, as on the event page.
 */
export function seriesICalendar(
  series: MeetupSeriesDocument,
  occurrences: MeetupDocument[],
  origin: string,
  exact: boolean,
): string {
  const zone = series.recurrence.timeZone;
  const recurrence = masterRecurrence(series);
  const first = masterPlan(series, recurrence.startDate);
  const uid = `series-${series._id}@packmeet`;
  const tz = `;TZID=${zone}`;
  const place = (details: { locationDisplay: string | null; location: string }) =>
    text(
      exact
        ? [details.locationDisplay, details.location].filter(Boolean).join(', ')
        : generalArea(details.location, null),
    );
  const latest = first.details;
  const exdates = occurrences
    .filter((meetup) => meetup.status === 'cancelled')
    .map((meetup) => icalLocal(meetup.series!.date, recurrence.time));
  if (series.status === 'ended' && series.lastDate === null)
    exdates.push(icalLocal(recurrence.startDate, recurrence.time));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//PackMeet//Meetups//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(latest.title)}`,
    ...vtimezone(zone, Number(recurrence.startDate.slice(0, 4))),
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${stamp(series.updatedAt)}`,
    `SEQUENCE:${series.sequence}`,
    `DTSTART${tz}:${localStamp(first.startsAt, zone)}`,
    `DTEND${tz}:${localStamp(first.endsAt, zone)}`,
    `RRULE:${toRrule(recurrence)}`,
    ...[...new Set(exdates)].map((exdate) => `EXDATE${tz}:${exdate}`),
    `SUMMARY:${text(latest.title)}`,
    `DESCRIPTION:${text(latest.description)}`,
    `LOCATION:${place(latest)}`,
    `URL:${origin}/groups/${series.groupId}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
  for (const meetup of occurrences) {
    if (meetup.status === 'cancelled' || !isOverride(series, meetup)) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp(meetup.updatedAt)}`,
      `RECURRENCE-ID${tz}:${icalLocal(meetup.series!.date, recurrence.time)}`,
      // Above the series': an occurrence's own change outranks the series it belongs to.
      `SEQUENCE:${series.sequence + 1}`,
      `DTSTART${tz}:${localStamp(meetup.startsAt, zone)}`,
      `DTEND${tz}:${localStamp(meetup.endsAt, zone)}`,
      `SUMMARY:${text(meetup.title)}`,
      `DESCRIPTION:${text(meetup.description)}`,
      `LOCATION:${place(meetup)}`,
      `URL:${origin}/event/${meetup.slug}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
