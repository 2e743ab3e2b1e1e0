import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { meetupDecider } from './meetup.decider.js';
import { MeetupScheduled, MeetupUpdated } from '../../contracts/events/meetup.events.js';
import type { ActivityProfile } from '../../contracts/activities.js';

const now = new Date('2026-11-22T12:00:00Z');
const details = {
  meetupId: 'm1',
  slug: 'saturday-sniffari',
  groupId: 'g1',
  organizerId: 'org',
  city: 'Austin',
  state: 'TX',
  title: 'Saturday Sniffari',
  description: 'A slow, sniffy walk.',
  location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
  locationDisplay: 'Zilker Park',
  latitude: 30.2669,
  longitude: -97.7729,
  parkType: 'dog_park' as const,
  startsAt: '2026-11-28T15:00:00.000Z',
  endsAt: '2026-11-28T17:00:00.000Z',
  maxAttendees: 10,
  unregisteredAttendees: 0,
  timeZone: 'America/Chicago',
};
const reactiveGroup: ActivityProfile = {
  activities: ['parallel-walk', 'reactive-dog-training'],
  level: 'all',
};
const beginnersGroup: ActivityProfile = { activities: [], level: 'beginner' };

const schedule = (
  asked: Partial<Pick<MeetupScheduled['data'], 'activities' | 'level'>>,
  groupActivities: ActivityProfile | null,
) => ({
  type: 'ScheduleMeetup' as const,
  meetup: { ...details, ...asked },
  groupActivities,
  organizerIsMember: true,
  organizerIsTrainer: false,
  now,
});

const update = (changes: MeetupUpdated['data']['changes'], groupActivities: ActivityProfile) => ({
  type: 'UpdateMeetup' as const,
  meetupId: 'm1',
  changes,
  groupActivities,
  canManage: true,
  canSee: true,
  now,
});

describe('a meetup’s activities and level', () => {
  it('inherits its group’s when it names none', () => {
    given(meetupDecider)
      .when(schedule({}, reactiveGroup))
      .then([MeetupScheduled({ ...details, activities: reactiveGroup.activities })]);
    given(meetupDecider)
      .when(schedule({ activities: [] }, beginnersGroup))
      .then([MeetupScheduled({ ...details, level: 'beginner' })]);
  });

  it('says nothing when neither it nor its group knows, as older meetups do not', () => {
    given(meetupDecider)
      .when(schedule({}, null))
      .then([MeetupScheduled(details)]);
  });

  it('narrows its group’s activities, and never adds to them', () => {
    given(meetupDecider)
      .when(schedule({ activities: ['parallel-walk'], level: 'beginner' }, reactiveGroup))
      .then([MeetupScheduled({ ...details, activities: ['parallel-walk'], level: 'beginner' })]);
    given(meetupDecider)
      .when(schedule({ activities: ['parallel-walk', 'off-leash-play'] }, reactiveGroup))
      .thenFails('MEETUPS.ACTIVITY_NOT_IN_GROUP');
  });

  it('takes any activities when its group lists none', () => {
    given(meetupDecider)
      .when(schedule({ activities: ['agility'] }, null))
      .then([MeetupScheduled({ ...details, activities: ['agility'] })]);
  });

  it('keeps its group’s level unless the group is for all levels', () => {
    given(meetupDecider)
      .when(schedule({ level: 'advanced' }, beginnersGroup))
      .thenFails('MEETUPS.LEVEL_NOT_IN_GROUP');
    given(meetupDecider)
      .when(schedule({ level: 'all' }, beginnersGroup))
      .thenFails('MEETUPS.LEVEL_NOT_IN_GROUP');
    given(meetupDecider)
      .when(schedule({ level: 'beginner' }, beginnersGroup))
      .then([MeetupScheduled({ ...details, level: 'beginner' })]);
  });

  describe('when updated', () => {
    const scheduled = MeetupScheduled({ ...details, activities: reactiveGroup.activities });

    it('narrows within the group’s, and an empty list goes back to the group’s', () => {
      given(meetupDecider, [scheduled])
        .when(
          update({ activities: ['reactive-dog-training'], level: 'intermediate' }, reactiveGroup),
        )
        .then([
          MeetupUpdated({
            meetupId: 'm1',
            changes: { activities: ['reactive-dog-training'], level: 'intermediate' },
          }),
        ]);
      given(meetupDecider, [
        scheduled,
        MeetupUpdated({ meetupId: 'm1', changes: { activities: ['parallel-walk'] } }),
      ])
        .when(update({ activities: [] }, reactiveGroup))
        .then([
          MeetupUpdated({ meetupId: 'm1', changes: { activities: reactiveGroup.activities } }),
        ]);
    });

    it('refuses activities outside the group’s and records nothing unchanged', () => {
      given(meetupDecider, [scheduled])
        .when(update({ activities: ['hiking'] }, reactiveGroup))
        .thenFails('MEETUPS.ACTIVITY_NOT_IN_GROUP');
      given(meetupDecider, [scheduled])
        .when(
          update(
            { activities: ['reactive-dog-training', 'parallel-walk'], level: 'all' },
            reactiveGroup,
          ),
        )
        .then([]);
    });

    it('lets an unrelated edit through after the group narrowed', () => {
      given(meetupDecider, [scheduled])
        .when(
          update(
            { title: 'Sunday Sniffari', activities: reactiveGroup.activities },
            { activities: ['scent-work'], level: 'all' },
          ),
        )
        .then([MeetupUpdated({ meetupId: 'm1', changes: { title: 'Sunday Sniffari' } })]);
    });
  });
});
