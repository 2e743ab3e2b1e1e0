/*
 * The day of a meetup, in the HTTP and socket contract: attendees' day-of
 * status, organizers' check-ins and no-shows, attendance records and the
 * notes left after. Types and plain constants only (no zod), so the web app
 * can import values from here without bundling a validator.
 */
/** What an attendee can tell the others on the day. */
export const DAY_STATUSES = ['on_my_way', 'running_late', 'arrived', 'left_early'] as const;
export type DayStatus = (typeof DAY_STATUSES)[number];

/** Statuses open this long before the start, and close at the end. */
export const DAY_OPENS_BEFORE_MS = 3600_000;
/** The most minutes someone can say they are running late. */
export const LATE_MINUTES_MAX = 120;
/** Check-ins and no-shows can be recorded until this long after the end (organizers catch up). */
export const RECORD_WINDOW_MS = 7 * 24 * 3600_000;
/** Notes for the organizer can be left until this long after the end. */
export const NOTE_WINDOW_MS = 14 * 24 * 3600_000;
export const NOTE_MAX_LENGTH = 1000;

/** The window in which day-of statuses are taken: from an hour before the start to the end. */
export function dayWindow(startsAt: string, endsAt: string): { opensAt: number; closesAt: number } {
  return { opensAt: Date.parse(startsAt) - DAY_OPENS_BEFORE_MS, closesAt: Date.parse(endsAt) };
}

/** Where someone stands on the live board (null: nothing said yet). */
export type BoardPlace = 'on_my_way' | 'running_late' | 'arrived' | 'left_early';

/**
 * One person's day as the board shows it: an organizer's check-in counts as
 * arrived, and leaving early wins over both.
 */
export function boardPlace(day: Pick<AttendeeDay, 'status' | 'checkedIn'>): BoardPlace | null {
  if (day.status === 'left_early') return 'left_early';
  if (day.checkedIn || day.status === 'arrived') return 'arrived';
  return day.status;
}

/** How many people stand where on the board: all a visitor is told of the day. */
export interface DayCounts {
  onMyWay: number;
  runningLate: number;
  arrived: number;
  leftEarly: number;
}

export const NO_DAY_COUNTS: DayCounts = { onMyWay: 0, runningLate: 0, arrived: 0, leftEarly: 0 };

export const DAY_COUNTER: Record<BoardPlace, keyof DayCounts> = {
  on_my_way: 'onMyWay',
  running_late: 'runningLate',
  arrived: 'arrived',
  left_early: 'leftEarly',
};

/**
 * One attendee's day on the attendee list, for signed-in viewers only.
 * No-shows are not here: they are part of the member's attendance record.
 */
export interface AttendeeDay {
  status: DayStatus | null;
  /** Minutes late, with 'running_late'. */
  lateMinutes: number | null;
  /** An organizer checked them in. */
  checkedIn: boolean;
  /** When they last said where they are (ISO), null when they have not. */
  statusAt: string | null;
}

/** One owner on the organizers' check-in list, with their dogs. */
export interface CheckInEntry {
  user: { id: string; firstName: string; lastName: string; username: string };
  dogs: { id: string; name: string }[];
  day: AttendeeDay;
  noShow: boolean;
}

/** GET /api/meetups/{id}/check-in (organizers): everyone going. */
export interface CheckInListResponse {
  meetupId: string;
  entries: CheckInEntry[];
}

export type AttendanceOutcome = 'attended' | 'no_show';

/** One meetup on a member's attendance record. */
export interface AttendanceRecordEntry {
  meetupId: string;
  slug: string;
  title: string;
  startsAt: string;
  groupId: string | null;
  groupName: string | null;
  outcome: AttendanceOutcome;
  /** When the organizer recorded it (ISO). */
  recordedAt: string;
}

/**
 * GET /api/users/{id}/attendance: the member's own, or for the organizers of
 * a group they belong to; only meetups the viewer may see are listed and counted.
 */
export interface AttendanceRecordResponse {
  userId: string;
  attended: number;
  noShows: number;
  entries: AttendanceRecordEntry[];
}

/** The caller's own note after a meetup (none: null). */
export interface MeetupNote {
  note: string;
  playedWellWith: string[];
  at: string;
}

/** GET /api/meetups/{id}/notes (organizers): the private notes and which dogs played well together. */
export interface MeetupNotesResponse {
  meetupId: string;
  notes: { author: { id: string; displayName: string }; note: string; at: string }[];
  /** Pairs of dogs someone said played well together, most often said first. */
  playedWell: { dogs: [DogName, DogName]; count: number }[];
}

export interface DogName {
  id: string;
  name: string;
}

/** One person's day in a meetup's history as of a moment (organizers' view). */
export interface HistoryDay {
  person: { id: string; displayName: string };
  status: DayStatus | null;
  lateMinutes: number | null;
  checkedIn: boolean;
  noShow: boolean;
}
