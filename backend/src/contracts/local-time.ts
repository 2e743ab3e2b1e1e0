/*
 * A meetup's time as people at its place read it: the one conversion and
 * formatting module for the web app, server-rendered pages, link previews,
 * JSON-LD, calendar files and emails. Plain Intl (the IANA database every
 * browser and Node ship), no dependency, so every surface can import it.
 *
 * Every function takes the meetup's IANA zone (MeetupResponse.timeZone). The
 * zone's abbreviation ("EST") is added only where a viewer's zone is known
 * and reads differently; surfaces without a viewer (previews, files, emails)
 * always name it.
 */

const LOCALE = 'en-US';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters are costly to build: one per zone and style, kept. */
function formatter(timeZone: string, style: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${style}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

const STYLES = {
  parts: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  },
  time: { hour: 'numeric', minute: '2-digit' },
  longDate: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  shortDate: { weekday: 'short', month: 'short', day: 'numeric' },
  monthDay: { month: 'short', day: 'numeric' },
  month: { month: 'short' },
  day: { day: 'numeric' },
  weekdayTime: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  abbreviation: { timeZoneName: 'short' },
  zoneName: { timeZoneName: 'longGeneric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

const format = (instant: number, timeZone: string, style: Style) =>
  formatter(timeZone, style, STYLES[style]).format(instant);

/** The viewer's own zone (the browser's or the server's). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock at the place at that instant. */
export function wallTime(instant: number, timeZone: string): WallTime {
  const parts = formatter(timeZone, 'parts', STYLES.parts).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour') % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

const asUtc = (wall: WallTime) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Minutes the zone is ahead of UTC at that instant (-300 for EST, -240 for EDT). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((asUtc(wallTime(whole, timeZone)) - whole) / MINUTE);
}

const parse = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);
const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** 'YYYY-MM-DD' on the place's calendar. */
export function localDate(iso: string, timeZone: string): string {
  const wall = wallTime(parse(iso), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** The value of an `<input type="datetime-local">` showing the instant at the place: 'YYYY-MM-DDTHH:mm'. */
export function toLocalInput(iso: string | null | undefined, timeZone: string): string {
  const instant = parse(iso);
  if (Number.isNaN(instant)) return '';
  const wall = wallTime(instant, timeZone);
  return `${localDate(iso!, timeZone)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant (ISO, UTC) of a wall time at the place, as Temporal's
 * 'compatible' disambiguation reads it: a time that happens twice (the hour
 * repeated when clocks go back) is the first one; a time that never happens
 * (the hour skipped when clocks go forward) is moved forward by the gap, so
 * 2:30 AM on the March change is 3:30 AM daylight time. null: not a wall time.
 */
export function fromLocalInput(local: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  // Date.UTC rolls a 13th month or a 25th hour over: those are no wall time.
  const check = new Date(wall);
  if (Number.isNaN(wall) || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day!)
    return null;
  if (hour! > 23 || minute! > 59 || second! > 59) return null;
  // Zones change offset at most once within a day either side.
  const before = wall - offsetMinutes(wall - DAY, timeZone) * MINUTE;
  const after = wall - offsetMinutes(wall + DAY, timeZone) * MINUTE;
  const reads = (instant: number) => asUtc(wallTime(instant, timeZone)) === wall;
  const valid = [before, after].filter(reads);
  const instant = valid.length > 0 ? Math.min(...valid) : before;
  return new Date(instant).toISOString();
}

/** 'EST', 'PDT' (or 'GMT+1' where English has no abbreviation) at that instant. */
export function zoneAbbreviation(iso: string, timeZone: string): string {
  const parts = formatter(timeZone, 'abbreviation', STYLES.abbreviation).formatToParts(parse(iso));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** 'Eastern Time (EST)': how the forms name the zone their times are in. */
export function zoneLabel(timeZone: string, iso: string = new Date().toISOString()): string {
  const parts = formatter(timeZone, 'zoneName', STYLES.zoneName).formatToParts(parse(iso));
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${name} (${zoneAbbreviation(iso, timeZone)})`;
}

/**
 * Whether a viewer needs the zone named: they read the time elsewhere, or
 * are unknown (previews, files, emails). A viewer whose clock reads the same
 * abbreviation (Detroit for a New York meetup) does not.
 */
export function needsZone(iso: string, timeZone: string, viewerZone?: string | null): boolean {
  if (!viewerZone) return true;
  if (viewerZone === timeZone) return false;
  return zoneAbbreviation(iso, timeZone) !== zoneAbbreviation(iso, viewerZone);
}

const withZone = (text: string, iso: string, timeZone: string, viewerZone?: string | null) =>
  needsZone(iso, timeZone, viewerZone) ? `${text} ${zoneAbbreviation(iso, timeZone)}` : text;

/** '6:30 PM' at the place. */
export function formatLocalTime(iso: string, timeZone: string): string {
  const instant = parse(iso);
  return Number.isNaN(instant) ? '' : format(instant, timeZone, 'time');
}

/**
 * '6:30 PM – 8:30 PM', plus ' EST' when the viewer reads another zone; an end
 * on another day at the place also names its date ('10:00 PM – Mar 9, 1:00 AM').
 */
export function formatMeetupTime(
  startIso: string,
  endIso: string | null | undefined,
  timeZone: string,
  viewerZone?: string | null,
): string {
  const start = parse(startIso);
  if (Number.isNaN(start)) return '';
  const end = parse(endIso);
  let text = format(start, timeZone, 'time');
  if (!Number.isNaN(end)) {
    const sameDay = localDate(startIso, timeZone) === localDate(endIso!, timeZone);
    const endText = format(end, timeZone, 'time');
    text += sameDay ? ` – ${endText}` : ` – ${format(end, timeZone, 'monthDay')}, ${endText}`;
  }
  return withZone(text, startIso, timeZone, viewerZone);
}

/** 'Saturday, March 8, 2031' at the place. */
export function formatMeetupLongDate(iso: string, timeZone: string): string {
  const instant = parse(iso);
  return Number.isNaN(instant) ? '' : format(instant, timeZone, 'longDate');
}

/** 'Sat, Mar 8' at the place. */
export function formatMeetupShortDate(iso: string, timeZone: string): string {
  const instant = parse(iso);
  return Number.isNaN(instant) ? '' : format(instant, timeZone, 'shortDate');
}

/** 'Sat, Mar 8, 6:30 PM EST': one line for previews, sticky bars and lists. */
export function formatMeetupStart(iso: string, timeZone: string, viewerZone?: string | null) {
  const instant = parse(iso);
  if (Number.isNaN(instant)) return '';
  const text = `${format(instant, timeZone, 'shortDate')}, ${format(instant, timeZone, 'time')}`;
  return withZone(text, iso, timeZone, viewerZone);
}

/** 'Sat 6:30 PM' (plus the zone when the viewer's differs): a list line. */
export function formatMeetupWeekdayTime(iso: string, timeZone: string, viewerZone?: string | null) {
  const instant = parse(iso);
  if (Number.isNaN(instant)) return '';
  return withZone(format(instant, timeZone, 'weekdayTime'), iso, timeZone, viewerZone);
}

/** The calendar leaf of a list: { month: 'Mar', day: '8' } at the place. */
export function dateLeaf(iso: string, timeZone: string): { month: string; day: string } | null {
  const instant = parse(iso);
  if (Number.isNaN(instant)) return null;
  return { month: format(instant, timeZone, 'month'), day: format(instant, timeZone, 'day') };
}

/** ISO 8601 with the place's offset, as schema.org wants it: '2031-03-08T18:30:00-05:00'. */
export function isoWithOffset(iso: string, timeZone: string): string {
  const instant = parse(iso);
  if (Number.isNaN(instant)) return iso;
  const wall = wallTime(instant, timeZone);
  const offset = offsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T` +
    `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}
