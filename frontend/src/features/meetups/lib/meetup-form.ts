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

/** What the schedule form holds; dates and times are the inputs' local strings. */
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

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of `date` as an `<input type="date">` value. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local time of day of `date` as an `<input type="time">` value. */
export function toTimeInput(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The local moment the inputs name, or null when either is incomplete. */
export function combineLocal(date: string, time: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const moment = new Date(`${date}T${time}`);
  return Number.isNaN(moment.getTime()) ? null : moment;
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
  const start = new Date(meetup.date);
  const end = meetup.endTime ? new Date(meetup.endTime) : null;
  const valid = !Number.isNaN(start.getTime());
  const max = meetup.maxAttendees ?? NO_LIMIT;
  return {
    title: meetup.title,
    description: meetup.description,
    date: valid ? toDateInput(start) : '',
    time: valid ? toTimeInput(start) : '',
    location: meetup.location,
    placeName: meetup.locationDisplay ?? '',
    latitude: meetup.latitude,
    longitude: meetup.longitude,
    endTime: end && !Number.isNaN(end.getTime()) ? toTimeInput(end) : '',
    maxAttendees: String(
      (MAX_ATTENDEE_OPTIONS as readonly number[]).includes(max) ? max : DEFAULT_MAX_ATTENDEES,
    ),
    parkType: meetup.parkType,
    privateMembers: String(meetup.unregisteredAttendees),
  };
}

/** The default end shown as a hint: 2 hours after the start (spec section 9). */
export function defaultEnd(values: Pick<MeetupFormValues, 'date' | 'time'>): Date | null {
  const start = combineLocal(values.date, values.time);
  return start ? new Date(start.getTime() + DEFAULT_DURATION_MS) : null;
}

function endOf(values: MeetupFormValues, start: Date): Date {
  const end = values.endTime ? combineLocal(values.date, values.endTime) : null;
  return end ?? new Date(start.getTime() + DEFAULT_DURATION_MS);
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
  }: { now: Date; withPrivateMembers: boolean; unchangedStart?: { date: string; time: string } },
): MeetupFormCheck {
  const missingEntries = REQUIRED.filter(({ field }) => String(values[field]).trim() === '');
  const errors: MeetupFormCheck['errors'] = {};
  const start = combineLocal(values.date, values.time);
  const startKept =
    unchangedStart !== undefined &&
    unchangedStart.date === values.date &&
    unchangedStart.time === values.time;

  if (values.date && !startKept && values.date < toDateInput(now)) {
    errors.date = 'The date cannot be before today';
  } else if (start && !startKept && start.getTime() <= now.getTime()) {
    errors.time = 'The start time has already passed';
  }
  if (start && values.endTime && endOf(values, start).getTime() <= start.getTime()) {
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
function toFields(values: MeetupFormValues, withPrivateMembers: boolean) {
  const start = combineLocal(values.date, values.time);
  if (!start) throw new Error('The form has no valid start');
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    locationDisplay: values.placeName.trim() || null,
    date: start.toISOString(),
    // Spec section 7 sends the end; without one it is 2 hours after the start (section 9).
    endTime: endOf(values, start).toISOString(),
    maxAttendees: Number(values.maxAttendees) || DEFAULT_MAX_ATTENDEES,
    parkType: values.parkType,
    ...(withPrivateMembers ? { unregisteredAttendees: Number(values.privateMembers) } : {}),
  };
}

export function toScheduleInput(
  values: MeetupFormValues,
  groupId: string,
  withPrivateMembers: boolean,
): ScheduleMeetupBody {
  return {
    groupId,
    ...toFields(values, withPrivateMembers),
    ...(values.latitude !== null && values.longitude !== null
      ? { latitude: values.latitude, longitude: values.longitude }
      : {}),
  };
}

/** Editing sends every field; coordinates are cleared when the address was retyped. */
export function toUpdateInput(
  values: MeetupFormValues,
  withPrivateMembers: boolean,
): UpdateMeetupBody {
  return {
    ...toFields(values, withPrivateMembers),
    latitude: values.latitude,
    longitude: values.longitude,
  };
}
