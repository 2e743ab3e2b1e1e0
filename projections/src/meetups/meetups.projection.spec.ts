import { describe, expect, it } from 'vitest';
import {
  MeetupCancelled,
  MeetupScheduled,
  MeetupUpdated,
  RsvpCleared,
  RsvpDogsChanged,
  RsvpSet,
  RsvpWaitlisted,
  WaitlistPromoted,
} from '@packmeet/backend/contracts/events';
import { MEETUPS, MEETUP_HISTORY, RSVPS, VENUES } from '@packmeet/backend/contracts/read-models';
import { project } from '../testing/projection-testing.js';
import { meetupsProjection } from './meetups.projection.js';

const stream = 'meetup-m1';
const on = (event: Parameters<typeof project>[1][number]) => ({ stream, event: event as never });
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
  maxAttendees: 2,
  unregisteredAttendees: 0,
});

describe('meetups projection', () => {
  it('keeps the zone the events record, and derives it for events from before zones were', async () => {
    const recorded = MeetupScheduled({ ...scheduled.data, timeZone: 'America/Denver' });
    const { documents: kept } = await project([meetupsProjection], [on(recorded)]);
    expect((await kept.collection(MEETUPS).findOne({ _id: 'm1' }))?.timeZone).toBe(
      'America/Denver',
    );
    // `scheduled` has no zone, as every event written before zones were recorded.
    const { documents } = await project(
      [meetupsProjection],
      [on(scheduled), on(MeetupUpdated({ meetupId: 'm1', changes: { title: 'Sunday stroll' } }))],
    );
    expect((await documents.collection(MEETUPS).findOne({ _id: 'm1' }))?.timeZone).toBe(
      'America/Chicago',
    );
    const { documents: moved } = await project(
      [meetupsProjection],
      [
        on(scheduled),
        on(MeetupUpdated({ meetupId: 'm1', changes: { latitude: 47.68, longitude: -122.33 } })),
      ],
    );
    expect((await moved.collection(MEETUPS).findOne({ _id: 'm1' }))?.timeZone).toBe(
      'America/Los_Angeles',
    );
  });

  it('keeps attendance, the queue order and an audit trail with the attendance after each event', async () => {
    const { documents } = await project(
      [meetupsProjection],
      [
        on(scheduled),
        on(RsvpSet({ meetupId: 'm1', userId: 'a', status: 'going', dogIds: ['d1'] })),
        on(RsvpSet({ meetupId: 'm1', userId: 'b', status: 'going', dogIds: [] })),
        on(RsvpWaitlisted({ meetupId: 'm1', userId: 'c', dogIds: [] })),
        on(RsvpWaitlisted({ meetupId: 'm1', userId: 'd', dogIds: [] })),
        on(RsvpSet({ meetupId: 'm1', userId: 'e', status: 'maybe', dogIds: [] })),
        on(RsvpCleared({ meetupId: 'm1', userId: 'a' })),
        on(WaitlistPromoted({ meetupId: 'm1', userId: 'c' })),
      ],
    );
    const meetup = await documents.collection(MEETUPS).findOne({ _id: 'm1' });
    expect(meetup?.attendance).toEqual({ going: 2, maybe: 1, notGoing: 0, waitlisted: 1 });
    const rsvps = await documents
      .collection(RSVPS)
      .find({ meetupId: 'm1' }, { sort: { userId: 1 } });
    expect(rsvps.map((rsvp) => [rsvp.userId, rsvp.status])).toEqual([
      ['b', 'going'],
      ['c', 'going'],
      ['d', 'waitlisted'],
      ['e', 'maybe'],
    ]);
    expect(rsvps.find((rsvp) => rsvp.userId === 'd')?.queuedAt).toBe(4);

    const history = await documents
      .collection(MEETUP_HISTORY)
      .find({ meetupId: 'm1' }, { sort: { revision: 1 } });
    expect(
      history.map((entry) => [
        entry.type,
        entry.subjectId,
        (entry.attendanceAfter as { going: number }).going,
      ]),
    ).toEqual([
      ['MeetupScheduled', null, 0],
      ['RsvpSet', 'a', 1],
      ['RsvpSet', 'b', 2],
      ['RsvpWaitlisted', 'c', 2],
      ['RsvpWaitlisted', 'd', 2],
      ['RsvpSet', 'e', 2],
      ['RsvpCleared', 'a', 1],
      ['WaitlistPromoted', 'c', 2],
    ]);
  });

  it('marks cancellations and remembers venues per city and group', async () => {
    const { documents } = await project(
      [meetupsProjection],
      [on(scheduled), on(MeetupCancelled({ meetupId: 'm1', cancelledBy: 'org', reason: 'Storm' }))],
    );
    expect(await documents.collection(MEETUPS).findOne({ _id: 'm1' })).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Storm',
    });
    expect(await documents.collection(VENUES).find({ city: 'Austin' })).toEqual([
      expect.objectContaining({
        name: 'Zilker Park',
        groupId: scheduled.data.groupId,
        address: scheduled.data.location,
        uses: 1,
      }),
    ]);
  });
  it('stores only what holds something: sizes beside the dog ids, a slot, dogs going', async () => {
    const { documents } = await project(
      [meetupsProjection],
      [
        on(scheduled),
        on(
          RsvpSet({
            meetupId: 'm1',
            userId: 'a',
            status: 'going',
            dogIds: ['d1', 'd2'],
            dogSizes: { d2: 'large' },
            arrivalSlot: 15,
          }),
        ),
        on(RsvpSet({ meetupId: 'm1', userId: 'b', status: 'going', dogIds: ['d3'] })),
      ],
    );
    const rsvps = documents.collection(RSVPS);
    expect(await rsvps.findOne({ _id: 'm1:a' })).toMatchObject({
      dogIds: ['d1', 'd2'],
      dogSizes: [null, 'large'],
      arrivalSlot: 15,
    });
    const plain = await rsvps.findOne({ _id: 'm1:b' });
    expect(plain && ['dogSizes' in plain, 'arrivalSlot' in plain]).toEqual([false, false]);
    const meetups = documents.collection(MEETUPS);
    expect((await meetups.findOne({ _id: 'm1' }))?.dogsGoing).toEqual({
      total: 3,
      bySize: { large: 1 },
      bySlot: { '15': 2 },
    });

    const sized = RsvpSet({
      meetupId: 'm1',
      userId: 'a',
      status: 'going',
      dogIds: ['d1'],
      dogSizes: { d1: 'small' },
      arrivalSlot: 15,
    });
    const unsized = RsvpDogsChanged({ meetupId: 'm1', userId: 'a', dogIds: ['d1'] });
    const { documents: changed } = await project(
      [meetupsProjection],
      [on(scheduled), on(sized), on(unsized)],
    );
    const answer = await changed.collection(RSVPS).findOne({ _id: 'm1:a' });
    expect(answer && ['dogSizes' in answer, 'arrivalSlot' in answer]).toEqual([false, false]);
    expect((await changed.collection(MEETUPS).findOne({ _id: 'm1' }))?.dogsGoing).toEqual({
      total: 1,
    });
    const { documents: cleared } = await project(
      [meetupsProjection],
      [on(scheduled), on(sized), on(unsized), on(RsvpCleared({ meetupId: 'm1', userId: 'a' }))],
    );
    expect(await cleared.collection(MEETUPS).findOne({ _id: 'm1' })).not.toHaveProperty(
      'dogsGoing',
    );
  });
});
