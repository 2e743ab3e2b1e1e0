import { ATTENDANCE_RECORDS, MEETUP_NOTES } from '@packmeet/backend/contracts/read-models';
import type { AttendanceOutcome } from '@packmeet/backend/contracts/meetup-day';
import { REMOVED_TEXT } from '@packmeet/backend/contracts/personal-data';
import { whenForgotten } from '../forgetting.js';
import { defineProjection, remove, updateAll, upsert, type EventOfType } from '../projection.js';

const key = (data: { meetupId: string; userId: string }) => `${data.meetupId}:${data.userId}`;

/** The meetup on the member's record: the last word (a late check-in corrects a no-show). */
const record = (
  event: EventOfType<'AttendeeCheckedIn' | 'AttendeeMarkedNoShow'>,
  outcome: AttendanceOutcome,
) =>
  upsert(ATTENDANCE_RECORDS, key(event.data), {
    $set: {
      meetupId: event.data.meetupId,
      userId: event.data.userId,
      outcome,
      recordedAt: event.metadata.occurredAt,
    },
  });

/**
 * Each member's attendance record (checked in, or a no-show) and the private
 * notes left for organizers after a meetup. Kept apart from the meetups
 * projection: these are read per member and per meetup's organizers only.
 */
export const meetupDayProjection = defineProjection({
  name: 'meetup-day',
  version: 1,
  collections: [ATTENDANCE_RECORDS, MEETUP_NOTES],
  indexes: [
    { collection: ATTENDANCE_RECORDS, spec: { keys: { userId: 1 } } },
    { collection: MEETUP_NOTES, spec: { keys: { meetupId: 1 } } },
  ],
  handlers: {
    ...whenForgotten((userId) => [
      updateAll(MEETUP_NOTES, { userId }, { $set: { note: REMOVED_TEXT } }),
    ]),
    AttendeeCheckedIn: (event) => [record(event, 'attended')],
    // Undone on the day, before any no-show can be marked: the meetup leaves the record, and
    // a no-show marked after the end is recorded as any other.
    CheckInUndone: (event) => [remove(ATTENDANCE_RECORDS, { _id: key(event.data) })],
    AttendeeMarkedNoShow: (event) => [record(event, 'no_show')],
    AfterMeetupNoteLeft: (event) => [
      upsert(MEETUP_NOTES, key(event.data), {
        $set: {
          meetupId: event.data.meetupId,
          userId: event.data.userId,
          note: event.data.note,
          playedWellWith: event.data.playedWellWith,
          at: event.metadata.occurredAt,
        },
      }),
    ],
  },
});
