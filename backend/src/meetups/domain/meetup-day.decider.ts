import {
  AfterMeetupNoteLeft,
  AttendeeCheckedIn,
  AttendeeMarkedNoShow,
  CheckInUndone,
  DayStatusSet,
} from '../../contracts/events/meetup-day.events.js';
import type { MeetupEvent } from '../../contracts/events/meetup.events.js';
import {
  LATE_MINUTES_MAX,
  NOTE_WINDOW_MS,
  RECORD_WINDOW_MS,
  dayWindow,
  type DayStatus,
} from '../../contracts/meetup-day.js';
import { conflict, forbidden, invalid } from '../../shared/errors.js';
import { dayRecord, type DayRecord } from './meetup-day.state.js';
import { meetupNotFound, type MeetupState, type Scheduled } from './meetup.state.js';

/* The day itself: statuses from attendees, check-ins and no-shows from organizers, notes after. */

/** What the day's decisions need to know of the caller: facts from the group's stream. */
export interface DayCaller {
  /** Whether the meetup exists for the caller (a private group's, for its members only). */
  canSee: boolean;
  /** The meetup's organizer, or the owner or a co-organizer of its group. */
  isOrganizer: boolean;
}

export type DayCommand =
  | {
      type: 'SetDayStatus';
      meetupId: string;
      userId: string;
      status: DayStatus;
      lateMinutes: number | null;
      caller: DayCaller;
      now: Date;
    }
  | { type: 'CheckIn'; meetupId: string; attendeeId: string; caller: DayCaller; now: Date }
  | { type: 'UndoCheckIn'; meetupId: string; attendeeId: string; caller: DayCaller; now: Date }
  | { type: 'MarkNoShow'; meetupId: string; attendeeId: string; caller: DayCaller; now: Date }
  | {
      type: 'LeaveNote';
      meetupId: string;
      userId: string;
      note: string;
      playedWellWith: readonly string[];
      caller: DayCaller;
      now: Date;
    };

const isGoing = (state: Scheduled, userId: string) =>
  state.attendees.get(userId)?.status === 'going';

const hasArrived = (record: DayRecord) =>
  record.checkedIn || record.status === 'arrived' || record.status === 'left_early';

/** Came, by the organizer's check-in or their own word, and not recorded as a no-show. */
const attended = (state: Scheduled, userId: string) => {
  const record = dayRecord(state, userId);
  return isGoing(state, userId) && hasArrived(record) && !record.noShow;
};

function assertLive(state: MeetupState, caller: DayCaller): asserts state is Scheduled {
  if (state.status === 'none' || !caller.canSee) throw meetupNotFound();
  if (state.status === 'cancelled')
    throw conflict('MEETUPS.CANCELLED', 'This meetup was cancelled.');
}

function assertOrganizer(caller: DayCaller): void {
  if (!caller.isOrganizer) {
    throw forbidden(
      'MEETUPS.ORGANIZERS_ONLY',
      'Only the organizer and the group’s organizers can record who came.',
    );
  }
}

function assertOpened(state: Scheduled, now: Date): void {
  if (now.getTime() < dayWindow(state.details.startsAt, state.details.endsAt).opensAt) {
    throw conflict('MEETUPS.DAY_NOT_OPEN', 'This opens an hour before the meetup starts.');
  }
}

function assertEnded(state: Scheduled, now: Date, what: string): void {
  if (now.getTime() < Date.parse(state.details.endsAt))
    throw conflict('MEETUPS.NOT_ENDED', `${what} once the meetup has ended.`);
}

function assertRecordsOpen(state: Scheduled, now: Date): void {
  if (now.getTime() > Date.parse(state.details.endsAt) + RECORD_WINDOW_MS) {
    throw conflict(
      'MEETUPS.RECORDS_CLOSED',
      'Check-ins and no-shows can be recorded up to a week after the meetup.',
    );
  }
}

function assertGoing(state: Scheduled, userId: string): void {
  if (!isGoing(state, userId))
    throw conflict('MEETUPS.NOT_GOING', 'Only people going to this meetup can be recorded.');
}

function decideStatus(command: Extract<DayCommand, { type: 'SetDayStatus' }>, state: Scheduled) {
  const { meetupId, userId, status, lateMinutes, now } = command;
  if (!isGoing(state, userId)) {
    throw forbidden(
      'MEETUPS.DAY_ATTENDEES_ONLY',
      'Only people going to this meetup can say where they are.',
    );
  }
  assertOpened(state, now);
  if (now.getTime() > Date.parse(state.details.endsAt))
    throw conflict('MEETUPS.DAY_OVER', 'This meetup has ended.');
  const late = status === 'running_late';
  if (late !== (lateMinutes !== null) || (late && !validMinutes(lateMinutes))) {
    throw invalid(
      'MEETUPS.LATE_MINUTES',
      `Running late takes the minutes (1 to ${LATE_MINUTES_MAX}); other statuses take none.`,
    );
  }
  const record = dayRecord(state, userId);
  if (status === 'left_early' && !hasArrived(record))
    throw conflict('MEETUPS.NOT_ARRIVED', 'You can leave early once you have arrived.');
  if ((status === 'on_my_way' || late) && hasArrived(record))
    throw conflict('MEETUPS.ALREADY_ARRIVED', 'You have already arrived.');
  if (record.status === status && record.lateMinutes === lateMinutes) return [];
  return [DayStatusSet({ meetupId, userId, status, lateMinutes })];
}

const validMinutes = (minutes: number | null) =>
  minutes !== null && Number.isInteger(minutes) && minutes >= 1 && minutes <= LATE_MINUTES_MAX;

function decideNote(command: Extract<DayCommand, { type: 'LeaveNote' }>, state: Scheduled) {
  const { meetupId, userId, note, playedWellWith, now } = command;
  if (!attended(state, userId)) {
    throw forbidden(
      'MEETUPS.NOTES_ATTENDEES_ONLY',
      'Only people who came to this meetup can leave a note.',
    );
  }
  assertEnded(state, now, 'Notes can be left');
  if (now.getTime() > Date.parse(state.details.endsAt) + NOTE_WINDOW_MS)
    throw conflict('MEETUPS.NOTES_CLOSED', 'Notes can be left up to two weeks after the meetup.');
  if (note.trim() === '' && playedWellWith.length === 0)
    throw invalid('MEETUPS.EMPTY_NOTE', 'Write a note or pick the dogs that played well.');
  const dogsThatCame = new Set<string>();
  for (const [attendeeId, attendee] of state.attendees) {
    if (attendeeId === userId || !attended(state, attendeeId)) continue;
    const record = dayRecord(state, attendeeId);
    for (const dogId of record.checkedIn ? record.checkedInDogIds : attendee.dogIds)
      dogsThatCame.add(dogId);
  }
  if (playedWellWith.some((dogId) => !dogsThatCame.has(dogId))) {
    throw invalid(
      'MEETUPS.UNKNOWN_DOG',
      'You can only name other people’s dogs that came to this meetup.',
    );
  }
  return [AfterMeetupNoteLeft({ meetupId, userId, note, playedWellWith: [...playedWellWith] })];
}

export function decideDay(command: DayCommand, state: MeetupState): MeetupEvent[] {
  assertLive(state, command.caller);
  const { meetupId, now } = command;
  switch (command.type) {
    case 'SetDayStatus':
      return decideStatus(command, state);

    case 'CheckIn': {
      assertOrganizer(command.caller);
      assertGoing(state, command.attendeeId);
      assertOpened(state, now);
      assertRecordsOpen(state, now);
      if (dayRecord(state, command.attendeeId).checkedIn) return [];
      const dogIds = [...state.attendees.get(command.attendeeId)!.dogIds];
      return [AttendeeCheckedIn({ meetupId, userId: command.attendeeId, dogIds })];
    }

    // A mistake is put right on the day; afterwards the record stands (a no-show needs none).
    case 'UndoCheckIn': {
      assertOrganizer(command.caller);
      assertOpened(state, now);
      if (now.getTime() > Date.parse(state.details.endsAt)) {
        throw conflict('MEETUPS.DAY_OVER', 'A check-in can be undone until the meetup ends.');
      }
      if (!dayRecord(state, command.attendeeId).checkedIn) return [];
      return [CheckInUndone({ meetupId, userId: command.attendeeId })];
    }

    case 'MarkNoShow': {
      assertOrganizer(command.caller);
      assertGoing(state, command.attendeeId);
      assertEnded(state, now, 'No-shows can be marked');
      assertRecordsOpen(state, now);
      const record = dayRecord(state, command.attendeeId);
      if (record.checkedIn)
        throw conflict('MEETUPS.CHECKED_IN', 'They were checked in: they came.');
      if (record.noShow) return [];
      return [AttendeeMarkedNoShow({ meetupId, userId: command.attendeeId })];
    }

    case 'LeaveNote':
      return decideNote(command, state);
  }
}
