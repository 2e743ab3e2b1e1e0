import type { MeetupDayEvent } from '../../contracts/events/meetup-day.events.js';
import type { DayStatus } from '../../contracts/meetup-day.js';

/** One attendee's day, as the day's decisions need it. */
export interface DayRecord {
  status: DayStatus | null;
  lateMinutes: number | null;
  checkedIn: boolean;
  noShow: boolean;
  /** The dogs they were checked in with. */
  checkedInDogIds: readonly string[];
}

/** The part of a meetup's state the day keeps: created with the first day event. */
export interface DayOfState {
  day?: Map<string, DayRecord>;
}

const blank = (): DayRecord => ({
  status: null,
  lateMinutes: null,
  checkedIn: false,
  noShow: false,
  checkedInDogIds: [],
});

export function dayRecord(state: DayOfState, userId: string): DayRecord {
  return state.day?.get(userId) ?? blank();
}

/** Folds a day event in place (see Decider). */
export function evolveDay(state: DayOfState, event: MeetupDayEvent): void {
  if (event.type === 'AfterMeetupNoteLeft') return;
  const day = (state.day ??= new Map());
  const record = { ...dayRecord(state, event.data.userId) };
  switch (event.type) {
    case 'DayStatusSet':
      record.status = event.data.status;
      record.lateMinutes = event.data.lateMinutes;
      break;
    case 'AttendeeCheckedIn':
      record.checkedIn = true;
      record.noShow = false;
      record.checkedInDogIds = event.data.dogIds;
      break;
    case 'CheckInUndone':
      record.checkedIn = false;
      record.checkedInDogIds = [];
      break;
    case 'AttendeeMarkedNoShow':
      record.noShow = true;
      break;
  }
  day.set(event.data.userId, record);
}
