import type { StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import { DAY_COUNTER, NO_DAY_COUNTS, boardPlace } from '@packmeet/backend/contracts/meetup-day';
import {
  MEETUPS,
  RSVPS,
  type Attendance,
  type MeetupDocument,
  type RsvpDay,
  type RsvpDocument,
} from '@packmeet/backend/contracts/read-models';
import type { DocumentChange, ProjectionHandlers, ProjectionView } from '../projection.js';
import { update } from '../projection.js';

/** How the meetups projection writes an entry of a meetup's audit trail. */
export type HistoryEntryWriter = (
  event: StoredPackMeetEvent,
  meetup: Pick<MeetupDocument, 'unregisteredAttendees' | 'maxAttendees'>,
  attendance: Attendance,
  subjectId: string | null,
  details: Record<string, unknown>,
) => DocumentChange;

const BLANK: RsvpDay = {
  status: null,
  lateMinutes: null,
  checkedIn: false,
  noShow: false,
  statusAt: null,
};

/**
 * The day on the meetups projection's documents: each person's day on their
 * RSVP (the live attendee push follows it), the meetup's counts per place
 * on the board (what visitors are told), and a history entry.
 */
export function meetupDayHandlers(historyEntry: HistoryEntryWriter): ProjectionHandlers {
  async function dayChange(
    event: StoredPackMeetEvent & { data: { meetupId: string; userId: string } },
    view: ProjectionView,
    change: (day: RsvpDay) => RsvpDay,
    details: Record<string, unknown>,
  ): Promise<DocumentChange[]> {
    const { meetupId, userId } = event.data;
    // One after the other: a lookup stores the queued writes first, and two at once would
    // let the second read before the first has stored them.
    const meetup = await view.findOne<MeetupDocument>(MEETUPS, { _id: meetupId });
    const rsvp = await view.findOne<RsvpDocument>(RSVPS, { _id: `${meetupId}:${userId}` });
    if (!meetup) return [];
    const changes = [historyEntry(event, meetup, meetup.attendance, userId, details)];
    if (!rsvp) return changes;
    const before = rsvp.day ?? BLANK;
    const after = change(before);
    const counts = { ...(meetup.dayCounts ?? NO_DAY_COUNTS) };
    const [was, is] = [boardPlace(before), boardPlace(after)];
    if (was !== is) {
      if (was) counts[DAY_COUNTER[was]] -= 1;
      if (is) counts[DAY_COUNTER[is]] += 1;
      changes.push(update(MEETUPS, { _id: meetupId }, { $set: { dayCounts: counts } }));
    }
    changes.push(update(RSVPS, { _id: rsvp._id }, { $set: { day: after } }));
    return changes;
  }

  return {
    DayStatusSet: (event, view) =>
      dayChange(
        event,
        view,
        (day) => ({
          ...day,
          status: event.data.status,
          lateMinutes: event.data.lateMinutes,
          statusAt: event.metadata.occurredAt,
        }),
        { status: event.data.status, lateMinutes: event.data.lateMinutes },
      ),
    AttendeeCheckedIn: (event, view) =>
      dayChange(event, view, (day) => ({ ...day, checkedIn: true, noShow: false }), {
        dogCount: event.data.dogIds.length,
      }),
    CheckInUndone: (event, view) =>
      dayChange(event, view, (day) => ({ ...day, checkedIn: false }), {}),
    AttendeeMarkedNoShow: (event, view) =>
      dayChange(event, view, (day) => ({ ...day, noShow: true }), {}),
    // The note itself is for the organizer's notes only; the trail says one was left.
    AfterMeetupNoteLeft: async (event, view) => {
      const meetup = await view.findOne<MeetupDocument>(MEETUPS, { _id: event.data.meetupId });
      if (!meetup) return [];
      return [
        historyEntry(event, meetup, meetup.attendance, event.data.userId, {
          playedWellCount: event.data.playedWellWith.length,
        }),
      ];
    },
  };
}
