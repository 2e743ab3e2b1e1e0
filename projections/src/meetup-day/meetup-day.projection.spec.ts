import { describe, expect, it } from 'vitest';
import {
  AfterMeetupNoteLeft,
  AttendeeCheckedIn,
  AttendeeMarkedNoShow,
  CheckInUndone,
  DayStatusSet,
  MeetupScheduled,
  RsvpSet,
} from '@packmeet/backend/contracts/events';
import {
  ATTENDANCE_RECORDS,
  MEETUPS,
  MEETUP_HISTORY,
  MEETUP_NOTES,
  RSVPS,
} from '@packmeet/backend/contracts/read-models';
import { project } from '../testing/projection-testing.js';
import { meetupsProjection } from '../meetups/meetups.projection.js';
import { meetupDayProjection } from './meetup-day.projection.js';

const on = (event: Parameters<typeof project>[1][number]) => ({
  stream: 'meetup-m1',
  event: event as never,
});
const scheduled = MeetupScheduled({
  meetupId: 'm1',
  slug: 'sunday-sniffari',
  groupId: 'g1',
  organizerId: 'org',
  city: 'Austin',
  state: 'TX',
  title: 'Sunday Sniffari',
  description: 'Slow walk',
  location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
  locationDisplay: 'Zilker Park',
  latitude: 30.2669,
  longitude: -97.7729,
  parkType: 'dog_park',
  startsAt: '2026-11-29T15:00:00.000Z',
  endsAt: '2026-11-29T17:00:00.000Z',
  maxAttendees: 5,
  unregisteredAttendees: 0,
});
const going = (userId: string) =>
  on(RsvpSet({ meetupId: 'm1', userId, status: 'going', dogIds: [`${userId}-dog`] }));

describe('the day in the read models', () => {
  it('keeps each person’s day on their RSVP, the board’s counts, records and notes', async () => {
    const { documents } = await project(
      [meetupsProjection, meetupDayProjection],
      [
        on(scheduled),
        going('a'),
        going('b'),
        going('c'),
        on(DayStatusSet({ meetupId: 'm1', userId: 'a', status: 'running_late', lateMinutes: 10 })),
        on(DayStatusSet({ meetupId: 'm1', userId: 'b', status: 'on_my_way', lateMinutes: null })),
        // Checked in while "on my way": moves to arrived.
        on(AttendeeCheckedIn({ meetupId: 'm1', userId: 'b', dogIds: ['b-dog'] })),
        on(AttendeeMarkedNoShow({ meetupId: 'm1', userId: 'c' })),
        on(
          AfterMeetupNoteLeft({
            meetupId: 'm1',
            userId: 'b',
            note: 'Lovely',
            playedWellWith: ['a-dog'],
          }),
        ),
      ],
    );
    expect((await documents.collection(MEETUPS).findOne({ _id: 'm1' }))?.dayCounts).toEqual({
      onMyWay: 0,
      runningLate: 1,
      arrived: 1,
      leftEarly: 0,
    });
    const rsvps = await documents
      .collection(RSVPS)
      .find({ meetupId: 'm1' }, { sort: { userId: 1 } });
    expect(rsvps.map((rsvp) => rsvp.day)).toEqual([
      expect.objectContaining({ status: 'running_late', lateMinutes: 10, checkedIn: false }),
      expect.objectContaining({ status: 'on_my_way', checkedIn: true, noShow: false }),
      expect.objectContaining({ status: null, noShow: true }),
    ]);
    expect(
      (await documents.collection(ATTENDANCE_RECORDS).find({}, { sort: { userId: 1 } })).map(
        (record) => [record.userId, record.outcome],
      ),
    ).toEqual([
      ['b', 'attended'],
      ['c', 'no_show'],
    ]);
    expect(await documents.collection(MEETUP_NOTES).findOne({ _id: 'm1:b' })).toMatchObject({
      note: 'Lovely',
      playedWellWith: ['a-dog'],
    });
    const trail = await documents.collection(MEETUP_HISTORY).find({ meetupId: 'm1' });
    // The trail says a note was left, never what it says.
    expect(JSON.stringify(trail)).not.toContain('Lovely');
    expect(trail.map((entry) => entry.type)).toContain('AfterMeetupNoteLeft');
  });

  it('an undone check-in leaves the board’s arrivals and the member’s record', async () => {
    const { documents } = await project(
      [meetupsProjection, meetupDayProjection],
      [
        on(scheduled),
        going('a'),
        going('b'),
        on(DayStatusSet({ meetupId: 'm1', userId: 'a', status: 'on_my_way', lateMinutes: null })),
        on(AttendeeCheckedIn({ meetupId: 'm1', userId: 'a', dogIds: ['a-dog'] })),
        on(AttendeeCheckedIn({ meetupId: 'm1', userId: 'b', dogIds: ['b-dog'] })),
        on(CheckInUndone({ meetupId: 'm1', userId: 'a' })),
      ],
    );
    expect((await documents.collection(MEETUPS).findOne({ _id: 'm1' }))?.dayCounts).toEqual({
      onMyWay: 1,
      runningLate: 0,
      arrived: 1,
      leftEarly: 0,
    });
    expect((await documents.collection(RSVPS).findOne({ _id: 'm1:a' }))?.day).toMatchObject({
      status: 'on_my_way',
      checkedIn: false,
    });
    expect(
      (await documents.collection(ATTENDANCE_RECORDS).find({})).map((record) => record.userId),
    ).toEqual(['b']);
    const trail = await documents.collection(MEETUP_HISTORY).find({ meetupId: 'm1' });
    expect(trail.map((entry) => entry.type)).toContain('CheckInUndone');
  });
});
