import {
  DEFAULT_DURATION_MS,
  MAX_ATTENDEE_OPTIONS,
  NO_LIMIT,
  type MeetupResponse,
  type ParkType,
} from '@packmeet/backend/contracts/meetups';
import type {
  ScheduleMeetupBody,
  UpdateMeetupBody,
} from '@packmeet/backend/contracts/requests/schedule-meetup.request';
import {
  DEFAULT_MAX_ATTENDEES,
  DEFAULT_PARK_TYPE,
  PRIVATE_MEMBERS_MAX,
  PRIVATE_MEMBERS_MIN,
} from './meetup-options';
import { fromLocalInput, localDate, toLocalInput } from '@packmeet/backend/contracts/local-time';
import { placeTimeZone, type Place } from '@packmeet/backend/contracts/time-zones';
import type { ActivityProfile } from '@packmeet/backend/contracts/activities';

/**
 * What the schedule form holds; dates and times are wall times at the meetup's place (its
 * time zone, formTimeZone), whatever the organizer's browser zone.
 */
export interface MeetupFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** The address (free text, or a chosen suggestion's). */
  location: string;
  /** The place name ('Zilker Park'); optional. */
  placeName: string;
  /** Known only when a suggestion was chosen (or kept from the meetup being edited). */
  latitude: number | null;
  longitude: number | null;
  /** 'HH:mm' on the start's day; empty = 2 hours after the start. */
  endTime: string;
  maxAttendees: string;
  parkType: ParkType;
  privateMembers: string;
}

export type MeetupFormField = keyof MeetupFormValues;

/** Spec section 5: required, named as 'Please fill in:' lists them. */
const REQUIRED: { field: MeetupFormField; name: string }[] = [
  { field: 'title', name: 'title' },
  { field: 'description', name: 'description' },
  { field: 'date', name: 'date' },
  { field: 'time', name: 'time' },
  { field: 'location', name: 'location' },
];

/** What the form schedules for a group, or the meetup it edits. */
export type MeetupFormTarget =
  | {
      mode: 'create';
      groupId: string;
      city: string | null;
      state: string | null;
      /** The group's city: its time zone is the meetup's until a venue is chosen. */
      place?: Place;
      /** The group's activities and level: the meetup's may only narrow them. */
      groupActivities?: ActivityProfile;
    }
  | { mode: 'edit'; meetup: MeetupResponse; groupActivities?: ActivityProfile };

/**
 * The zone the form's times are in: the chosen venue's, else the meetup's own (editing),
 * else the group's city's or state's. The server derives the same with the same lookup.
 */
export function formTimeZone(
  values: Pick<MeetupFormValues, 'latitude' | 'longitude'>,
  target: MeetupFormTarget,
): string {
  // An unchanged place keeps the zone the server recorded for the meetup.
  if (target.mode === 'edit' && samePlace(values, target.meetup)) return target.meetup.timeZone;
  if (values.latitude !== null && values.longitude !== null) return placeTimeZone(values);
  if (target.mode === 'edit') return target.meetup.timeZone;
  return placeTimeZone(target.place ?? { latitude: null, longitude: null, state: target.state });
}

function samePlace(
  a: Pick<MeetupFormValues, 'latitude' | 'longitude'>,
  b: { latitude: number | null; longitude: number | null },
): boolean {
  return a.latitude === b.latitude && a.longitude === b.longitude;
}

/** The calendar day at the place of `date` as an `<input type="date">` value. */
export function toDateInput(date: Date, timeZone: string): string {
  return localDate(date.toISOString(), timeZone);
}

/** The moment the inputs name at the place, or null when either is incomplete. */
export function combineLocal(date: string, time: string, timeZone: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const iso = fromLocalInput(`${date}T${time}`, timeZone);
  return iso ? new Date(iso) : null;
}

export function emptyMeetupForm(): MeetupFormValues {
  return {
    title: '',
    description: '',
    date: '',
    time: '',
    location: '',
    placeName: '',
    latitude: null,
    longitude: null,
    endTime: '',
    maxAttendees: String(DEFAULT_MAX_ATTENDEES),
    parkType: DEFAULT_PARK_TYPE,
    privateMembers: '0',
  };
}

/** The form filled from a meetup, for editing. */
export function meetupToForm(meetup: MeetupResponse): MeetupFormValues {
  const [date = '', time = ''] = toLocalInput(meetup.date, meetup.timeZone).split('T');
  const max = meetup.maxAttendees ?? NO_LIMIT;
  return {
    title: meetup.title,
    description: meetup.description,
    date,
    time,
    location: meetup.location,
    placeName: meetup.locationDisplay ?? '',
    latitude: meetup.latitude,
    longitude: meetup.longitude,
    endTime: toLocalInput(meetup.endTime, meetup.timeZone).split('T')[1] ?? '',
    maxAttendees: String(
      (MAX_ATTENDEE_OPTIONS as readonly number[]).includes(max) ? max : DEFAULT_MAX_ATTENDEES,
    ),
    parkType: meetup.parkType,
    privateMembers: String(meetup.unregisteredAttendees),
  };
}

/** The default end shown as a hint: 2 hours after the start (spec section 9). */
export function defaultEnd(
  values: Pick<MeetupFormValues, 'date' | 'time'>,
  timeZone: string,
): Date | null {
  const start = combineLocal(values.date, values.time, timeZone);
  return start ? new Date(start.getTime() + DEFAULT_DURATION_MS) : null;
}

/** How long past midnight an end time may reach: the form has one date, the start's. */
const OVERNIGHT_MS = 12 * 60 * 60 * 1000;

/** The calendar day after `date` (YYYY-MM-DD). */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * The end: the end time on the start's day, or on the next day when it is
 * earlier than the start and the next day's is at most 12 hours after it
 * ("10:30 PM to 12:30 AM"), as a meetup ending after midnight comes back
 * from the server. Otherwise an end before the start stays one, and is refused.
 */
function endOf(values: MeetupFormValues, start: Date, timeZone: string): Date {
  const end = values.endTime ? combineLocal(values.date, values.endTime, timeZone) : null;
  if (!end) return new Date(start.getTime() + DEFAULT_DURATION_MS);
  if (end.getTime() > start.getTime()) return end;
  const nextDay = combineLocal(dayAfter(values.date), values.endTime, timeZone);
  return nextDay && nextDay.getTime() - start.getTime() <= OVERNIGHT_MS ? nextDay : end;
}

export interface MeetupFormCheck {
  /** Names of the empty required fields, in form order ('Please fill in: ...'). */
  missing: string[];
  missingFields: MeetupFormField[];
  /** Other problems, per field. */
  errors: Partial<Record<MeetupFormField, string>>;
}

/**
 * Spec section 5 "Create meetup": title, description, date, time and location are required;
 * the date cannot be before today; the end, when given, comes after the start; private members
 * (when shown) are 0 to 50. When editing, a start left as it was is not re-judged, so a past
 * meetup's description can still be corrected.
 */
export function checkMeetupForm(
  values: MeetupFormValues,
  {
    now,
    withPrivateMembers,
    unchangedStart,
    timeZone,
  }: {
    now: Date;
    withPrivateMembers: boolean;
    unchangedStart?: { date: string; time: string };
    /** The place's: 'today' is the day there. */
    timeZone: string;
  },
): MeetupFormCheck {
  const missingEntries = REQUIRED.filter(({ field }) => String(values[field]).trim() === '');
  const errors: MeetupFormCheck['errors'] = {};
  const start = combineLocal(values.date, values.time, timeZone);
  const startKept =
    unchangedStart !== undefined &&
    unchangedStart.date === values.date &&
    unchangedStart.time === values.time;

  if (values.date && !startKept && values.date < toDateInput(now, timeZone)) {
    errors.date = 'The date cannot be before today';
  } else if (start && !startKept && start.getTime() <= now.getTime()) {
    errors.time = 'The start time has already passed';
  }
  if (start && values.endTime && endOf(values, start, timeZone).getTime() <= start.getTime()) {
    errors.endTime = 'The end time must be after the start time';
  }
  if (withPrivateMembers) {
    const count = Number(values.privateMembers);
    if (
      values.privateMembers.trim() === '' ||
      !Number.isInteger(count) ||
      count < PRIVATE_MEMBERS_MIN ||
      count > PRIVATE_MEMBERS_MAX
    ) {
      errors.privateMembers = `Private members must be a number from ${PRIVATE_MEMBERS_MIN} to ${PRIVATE_MEMBERS_MAX}`;
    }
  }
  return {
    missing: missingEntries.map(({ name }) => name),
    missingFields: missingEntries.map(({ field }) => field),
    errors,
  };
}

/** The fields POST /api/meetups and PUT /api/meetups/{id} share. Call after `checkMeetupForm`. */
function toFields(values: MeetupFormValues, withPrivateMembers: boolean, timeZone: string) {
  const start = combineLocal(values.date, values.time, timeZone);
  if (!start) throw new Error('The form has no valid start');
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    locationDisplay: values.placeName.trim() || null,
    date: start.toISOString(),
    // Spec section 7 sends the end; without one it is 2 hours after the start (section 9).
    endTime: endOf(values, start, timeZone).toISOString(),
    maxAttendees: Number(values.maxAttendees) || DEFAULT_MAX_ATTENDEES,
    parkType: values.parkType,
    ...(withPrivateMembers ? { unregisteredAttendees: Number(values.privateMembers) } : {}),
  };
}

export function toScheduleInput(
  values: MeetupFormValues,
  groupId: string,
  withPrivateMembers: boolean,
  timeZone: string,
): ScheduleMeetupBody {
  return {
    groupId,
    ...toFields(values, withPrivateMembers, timeZone),
    ...(values.latitude !== null && values.longitude !== null
      ? { latitude: values.latitude, longitude: values.longitude }
      : {}),
  };
}

/** Editing sends every field; coordinates are cleared when the address was retyped. */
export function toUpdateInput(
  values: MeetupFormValues,
  withPrivateMembers: boolean,
  timeZone: string,
): UpdateMeetupBody {
  return {
    ...toFields(values, withPrivateMembers, timeZone),
    latitude: values.latitude,
    longitude: values.longitude,
  };
}
