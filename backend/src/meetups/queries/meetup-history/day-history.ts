import type { MeetupHistoryDocument } from '../../../contracts/read-models.js';
import type { HistoryEntry, HistoryPerson } from '../../../contracts/meetups.js';
import type { DayStatus, HistoryDay } from '../../../contracts/meetup-day.js';

const STATUS_WORDS: Record<DayStatus, string> = {
  on_my_way: 'is on their way',
  running_late: 'is running late',
  arrived: 'has arrived',
  left_early: 'left early',
};

/** The day's entries of a meetup's history, for people; null for any other entry. */
export function daySentence(
  entry: MeetupHistoryDocument,
  actor: string,
  subject: string,
): string | null {
  switch (entry.type) {
    case 'DayStatusSet': {
      const status = entry.details.status as DayStatus;
      const minutes = entry.details.lateMinutes;
      return `${subject} ${STATUS_WORDS[status]}${typeof minutes === 'number' ? ` (${minutes} min)` : ''}.`;
    }
    case 'AttendeeCheckedIn':
      return `${actor} checked ${subject} in.`;
    case 'CheckInUndone':
      return `${actor} undid ${subject}’s check-in.`;
    case 'AttendeeMarkedNoShow':
      return `${actor} marked ${subject} as a no-show.`;
    case 'AfterMeetupNoteLeft':
      return `${subject} left a note for the organizer.`;
    default:
      return null;
  }
}

/** Everyone's day as of the last of `entries` (the history up to a moment). */
export function dayAsOf(
  entries: readonly HistoryEntry[],
  details: ReadonlyMap<number, Record<string, unknown>>,
): HistoryDay[] {
  const days = new Map<string, HistoryDay>();
  const of = (person: HistoryPerson) =>
    days.get(person.id) ?? {
      person,
      status: null,
      lateMinutes: null,
      checkedIn: false,
      noShow: false,
    };
  for (const entry of entries) {
    if (!entry.subject) continue;
    const day = { ...of(entry.subject) };
    const data = details.get(entry.revision) ?? {};
    if (entry.type === 'DayStatusSet') {
      day.status = data.status as DayStatus;
      day.lateMinutes = typeof data.lateMinutes === 'number' ? data.lateMinutes : null;
    } else if (entry.type === 'AttendeeCheckedIn') {
      day.checkedIn = true;
      day.noShow = false;
    } else if (entry.type === 'CheckInUndone') {
      day.checkedIn = false;
    } else if (entry.type === 'AttendeeMarkedNoShow') {
      day.noShow = true;
    } else continue;
    days.set(entry.subject.id, day);
  }
  return [...days.values()];
}
