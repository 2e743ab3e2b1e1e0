import { describe, expect, it } from 'vitest';
import {
  AccountDeleted,
  CoOrganizerAppointed,
  CoOrganizerDismissed,
  GroupActivitiesChanged,
  GroupLeft,
  GroupCreated,
  GroupKindChanged,
  GroupRulesChanged,
  MeetupCancelled,
  MeetupScheduled,
  MeetupUpdated,
  RsvpCleared,
  RsvpSet,
  WaitlistPromoted,
  RsvpWaitlisted,
  UserProfileUpdated,
  UserRegistered,
} from '@packmeet/backend/contracts/events';
import { SEARCH_ENTRIES } from '@packmeet/backend/contracts/search';
import { NO_ENTRY_RULES } from '@packmeet/backend/contracts/entry-rules';
import { project } from '../testing/projection-testing.js';
import { searchProjection } from './search.projection.js';

const group = GroupCreated({
  groupId: 'g1',
  creatorId: 'owner',
  name: 'Tacoma Noses',
  description: 'Scent work for all',
  city: 'Tacoma',
  state: 'WA',
  latitude: 47.25288,
  longitude: -122.44429,
  isPrivate: false,
  activities: ['scent-work', 'obedience'],
  level: 'beginner',
});
const scheduled = MeetupScheduled({
  meetupId: 'm1',
  slug: 'nose-work',
  groupId: 'g1',
  organizerId: 'owner',
  city: 'Seattle',
  state: 'WA',
  title: 'Nose Work',
  description: 'Boxes and treats',
  location: '1 Main St, Seattle, WA 98101, USA',
  locationDisplay: 'Green Lake',
  latitude: 47.60621,
  longitude: -122.33207,
  parkType: 'dog_park',
  // Saturday 9:00 in Seattle (PST).
  startsAt: '2031-03-08T17:00:00.000Z',
  endsAt: '2031-03-08T19:00:00.000Z',
  maxAttendees: 5,
  unregisteredAttendees: 1,
  sizeLimits: { large: 2 },
});
const inOrder = (...events: { type: string }[]) =>
  events.map((event) => ({
    stream: event.type.startsWith('Group') ? 'group-g1' : 'meetup-m1',
    event: event as never,
  }));

async function entries(...events: { type: string }[]) {
  const { documents } = await project([searchProjection], inOrder(...events));
  const all = await documents.collection(SEARCH_ENTRIES).find({});
  return new Map(all.map((entry) => [entry._id, entry]));
}

describe('search projection', () => {
  it('keeps a group and its meetup, which inherits its activities and knows its local day', async () => {
    const kept = await entries(group, scheduled);
    expect(kept.get('group:g1')).toMatchObject({
      type: 'group',
      title: 'Tacoma Noses',
      groupKind: 'public',
      activities: ['scent-work', 'obedience'],
      level: 'beginner',
      location: { type: 'Point', coordinates: [-122.44429, 47.25288] },
      memberCount: 1,
    });
    expect(kept.get('meetup:m1')).toMatchObject({
      groupName: 'Tacoma Noses',
      activities: ['scent-work', 'obedience'],
      level: 'beginner',
      text: 'nose work\nboxes and treats',
      area: { type: 'Point', coordinates: [-122.34, 47.6] },
      meetup: {
        timeZone: 'America/Los_Angeles',
        localDate: '2031-03-08',
        weekday: 6,
        timeOfDay: 'morning',
        going: 0,
        unregistered: 1,
        ownActivities: false,
      },
    });
  });

  it('follows the group: its activities unless the meetup set its own, and its kind', async () => {
    const own = MeetupScheduled({ ...scheduled.data, activities: ['scent-work'], level: 'all' });
    const changed = GroupActivitiesChanged({
      groupId: 'g1',
      activities: ['agility'],
      level: 'advanced',
      changedBy: 'owner',
    });
    const kind = GroupKindChanged({ groupId: 'g1', kind: 'invite-only', changedBy: 'owner' });
    expect((await entries(group, scheduled, changed, kind)).get('meetup:m1')).toMatchObject({
      activities: ['agility'],
      level: 'advanced',
      groupKind: 'invite-only',
    });
    expect((await entries(group, own, changed)).get('meetup:m1')).toMatchObject({
      activities: ['scent-work'],
      level: 'all',
    });
  });

  it('counts the places taken and the sizes going, and forgets a cancelled meetup', async () => {
    const large = { dogIds: ['d1'], dogSizes: { d1: 'large' as const } };
    const kept = await entries(
      group,
      scheduled,
      RsvpSet({ meetupId: 'm1', userId: 'a', status: 'going', ...large }),
      RsvpSet({ meetupId: 'm1', userId: 'b', status: 'maybe', dogIds: [] }),
      RsvpWaitlisted({ meetupId: 'm1', userId: 'c', ...large }),
      WaitlistPromoted({ meetupId: 'm1', userId: 'c' }),
      RsvpCleared({ meetupId: 'm1', userId: 'a' }),
      MeetupUpdated({
        meetupId: 'm1',
        changes: { startsAt: '2031-03-09T02:00:00.000Z', endsAt: '2031-03-09T03:00:00.000Z' },
      }),
    );
    expect(kept.get('meetup:m1')?.meetup).toMatchObject({
      going: 1,
      sizesGoing: { large: 1 },
      weekday: 6,
      timeOfDay: 'evening',
      startsAt: '2031-03-09T02:00:00.000Z',
    });
    const cancelled = await entries(
      group,
      scheduled,
      MeetupCancelled({ meetupId: 'm1', cancelledBy: 'owner', reason: null }),
    );
    expect(cancelled.has('meetup:m1')).toBe(false);
  });

  it('lists a trainer by their city while they are one, and knows what every member runs', async () => {
    const registered = UserRegistered({
      userId: 'tess',
      username: 'tess_trains',
      email: 'tess@example.com',
      passwordHash: 'hash',
      firstName: 'Tess',
      lastName: 'Mara',
      city: 'Tacoma',
      state: 'WA',
      latitude: 47.25288,
      longitude: -122.44429,
      isTrainer: false,
    });
    const becomesTrainer = UserProfileUpdated({
      userId: 'tess',
      changes: { isTrainer: true, trainerBio: 'Nose work' },
    });
    const appointed = CoOrganizerAppointed({ groupId: 'g1', userId: 'tess', appointedBy: 'owner' });
    const byUser = (...events: { type: string }[]) =>
      events.map((event) => ({
        stream:
          event.type.startsWith('User') || event.type === 'AccountDeleted'
            ? 'user-tess'
            : 'group-g1',
        event: event as never,
      }));
    const after = async (...events: { type: string }[]) => {
      const { documents } = await project([searchProjection], byUser(...events));
      return documents.collection(SEARCH_ENTRIES);
    };

    expect(await (await after(registered)).findOne({ _id: 'trainer:tess' })).toBeNull();
    const listed = await after(registered, becomesTrainer, group, appointed);
    expect(await listed.findOne({ _id: 'trainer:tess' })).toMatchObject({
      type: 'trainer',
      title: 'Tess Mara',
      description: 'Nose work',
      city: 'Tacoma',
      location: { type: 'Point', coordinates: [-122.44429, 47.25288] },
      trainer: { username: 'tess_trains', firstName: 'Tess', lastName: 'Mara' },
    });
    expect((await listed.findOne({ _id: 'group:g1' }))?.organizers).toEqual(['owner', 'tess']);

    const dismissed = CoOrganizerDismissed({ groupId: 'g1', userId: 'tess', dismissedBy: 'owner' });
    const left = GroupLeft({ groupId: 'g1', userId: 'tess' });
    for (const gone of [dismissed, left])
      expect(
        (await (await after(registered, group, appointed, gone)).findOne({ _id: 'group:g1' }))
          ?.organizers,
      ).toEqual(['owner']);

    const stops = UserProfileUpdated({ userId: 'tess', changes: { isTrainer: false } });
    const deleted = AccountDeleted({ userId: 'tess' });
    for (const gone of [stops, deleted])
      expect(
        await (await after(registered, becomesTrainer, gone)).findOne({ _id: 'trainer:tess' }),
      ).toBeNull();
  });
  it('keeps a group’s rules on its entries, and null while it has none', async () => {
    const none = await entries(group, scheduled);
    expect([none.get('group:g1')?.groupRules, none.get('meetup:m1')?.groupRules]).toEqual([
      null,
      null,
    ]);
    const rules = { ...NO_ENTRY_RULES, allowedSizes: ['small' as const] };
    const ruled = await entries(
      group,
      scheduled,
      GroupRulesChanged({ groupId: 'g1', rules, changedBy: 'owner' }),
    );
    expect(ruled.get('meetup:m1')?.groupRules).toEqual(rules);
    const lifted = await entries(
      GroupCreated({ ...group.data, rules }),
      GroupRulesChanged({ groupId: 'g1', rules: NO_ENTRY_RULES, changedBy: 'owner' }),
    );
    expect(lifted.get('group:g1')?.groupRules).toBeNull();
  });
});
