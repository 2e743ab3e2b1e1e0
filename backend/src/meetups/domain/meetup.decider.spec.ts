import { describe, expect, it } from 'vitest';
import { fold } from '../../shared/decider.js';
import { given } from '../../shared/testing/given-when-then.js';
import { NO_ENTRY_RULES } from '../../contracts/entry-rules.js';
import type { DogFacts } from '../../groups/index.js';
import { meetupDecider, placesTaken, type RsvpCaller } from './meetup.decider.js';
import {
  MeetupCancelled,
  MeetupScheduled,
  MeetupUpdated,
  RsvpCleared,
  RsvpDogsChanged,
  RsvpSet,
  RsvpWaitlisted,
  WaitlistPromoted,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';

const now = new Date('2026-11-22T12:00:00Z');
const scheduled = (overrides: Partial<MeetupScheduled['data']> = {}) =>
  MeetupScheduled({
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
    parkType: 'dog_park',
    startsAt: '2026-11-28T15:00:00.000Z',
    endsAt: '2026-11-28T17:00:00.000Z',
    maxAttendees: 2,
    unregisteredAttendees: 0,
    timeZone: 'America/Chicago',
    ...overrides,
  });
const going = (userId: string, dogIds: string[] = []) =>
  RsvpSet({ meetupId: 'm1', userId, status: 'going', dogIds });
/** A member of the (public) group who owns every dog named in these tests. */
const dog = (dogId: string): [string, DogFacts] => [
  dogId,
  { dogId, name: dogId, age: null, trainingLevel: 'none', trainingWarnings: [] },
];
const member: RsvpCaller = {
  groupKind: 'public',
  isMember: true,
  ownDogs: new Map([dog('d1'), dog('d2')]),
  groupRules: NO_ENTRY_RULES,
};
const rsvp = (
  userId: string,
  status: 'going' | 'maybe' | 'not_going',
  dogIds: string[] = [],
  caller: RsvpCaller = member,
) => ({ type: 'SetRsvp', meetupId: 'm1', userId, status, dogIds, caller, now }) as const;
const clear = (userId: string, caller: RsvpCaller = member) =>
  ({ type: 'ClearRsvp', meetupId: 'm1', userId, caller, now }) as const;

describe('meetup decider: scheduling', () => {
  const schedule = (
    overrides: Partial<MeetupScheduled['data']> = {},
    member = true,
    trainer = false,
  ) => ({
    type: 'ScheduleMeetup' as const,
    meetup: scheduled(overrides).data,
    organizerIsMember: member,
    organizerIsTrainer: trainer,
    now,
  });

  it('schedules for a member of the group', () => {
    given(meetupDecider).when(schedule()).then([scheduled()]);
  });

  it('refuses an organizer whose email is not verified, where addresses are verified', () => {
    const organizerEmail = (verified: boolean, verificationRequired: boolean) => ({
      ...schedule(),
      organizerEmail: { verified, verificationRequired },
    });
    given(meetupDecider).when(organizerEmail(false, true)).thenFails('ACCOUNTS.EMAIL_NOT_VERIFIED');
    given(meetupDecider).when(organizerEmail(true, true)).then([scheduled()]);
    // Email off: nobody can be sent a link, so nobody is asked for one.
    given(meetupDecider).when(organizerEmail(false, false)).then([scheduled()]);
  });

  it('refuses non-members, and private members from non-trainers', () => {
    given(meetupDecider).when(schedule({}, false)).thenFails('MEETUPS.MEMBERS_ONLY');
    given(meetupDecider)
      .when(schedule({ unregisteredAttendees: 3 }))
      .thenFails('MEETUPS.TRAINERS_ONLY');
    given(meetupDecider)
      .when(schedule({ maxAttendees: 5, unregisteredAttendees: 3 }, true, true))
      .then([scheduled({ maxAttendees: 5, unregisteredAttendees: 3 })]);
  });

  it('refuses more private members than places', () => {
    given(meetupDecider)
      .when(schedule({ maxAttendees: 5, unregisteredAttendees: 10 }, true, true))
      .thenFails('MEETUPS.OVER_CAPACITY');
    given(meetupDecider)
      .when(schedule({ maxAttendees: 5, unregisteredAttendees: 5 }, true, true))
      .then([scheduled({ maxAttendees: 5, unregisteredAttendees: 5 })]);
    given(meetupDecider)
      .when(schedule({ maxAttendees: null, unregisteredAttendees: 50 }, true, true))
      .then([scheduled({ maxAttendees: null, unregisteredAttendees: 50 })]);
  });

  it('refuses dates before today, starts that have passed, and ends before starts', () => {
    given(meetupDecider)
      .when(schedule({ startsAt: '2026-11-20T15:00:00.000Z' }))
      .thenFails('MEETUPS.DATE_IN_PAST');
    given(meetupDecider)
      .when(schedule({ startsAt: '2026-11-22T11:00:00.000Z' }))
      .thenFails('MEETUPS.START_PASSED');
    given(meetupDecider)
      .when(schedule({ endsAt: '2026-11-28T14:00:00.000Z' }))
      .thenFails('MEETUPS.END_BEFORE_START');
  });

  it('ends two hours after the start unless told otherwise', () => {
    given(meetupDecider)
      .when({ ...schedule(), meetup: { ...schedule().meetup, endsAt: null } })
      .then([scheduled({ endsAt: '2026-11-28T17:00:00.000Z' })]);
  });

  it('refuses dates more than two years ahead and meetups longer than a day, whatever the dates', () => {
    given(meetupDecider)
      .when(schedule({ startsAt: '2028-11-22T13:00:00.000Z', endsAt: '2028-11-22T15:00:00.000Z' }))
      .thenFails('MEETUPS.DATE_TOO_FAR');
    given(meetupDecider)
      .when(schedule({ startsAt: '2028-11-22T11:00:00.000Z', endsAt: '2028-11-22T13:00:00.000Z' }))
      .then([
        scheduled({ startsAt: '2028-11-22T11:00:00.000Z', endsAt: '2028-11-22T13:00:00.000Z' }),
      ]);
    // The latest date JavaScript knows: two hours later is no date at all.
    const farthest = { ...schedule().meetup, startsAt: '+275760-09-13T00:00:00.000Z' };
    given(meetupDecider)
      .when({ ...schedule(), meetup: { ...farthest, endsAt: null } })
      .thenFails('MEETUPS.DATE_TOO_FAR');
    given(meetupDecider)
      .when(schedule({ endsAt: '2026-11-29T15:00:01.000Z' }))
      .thenFails('MEETUPS.TOO_LONG');
    given(meetupDecider)
      .when(schedule({ endsAt: '+275760-09-13T00:00:00.000Z' }))
      .thenFails('MEETUPS.TOO_LONG');
    given(meetupDecider, [scheduled()])
      .when({
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes: { startsAt: '+275760-09-13T00:00:00.000Z' },
        canManage: true,
        canSee: true,
        now,
      })
      .thenFails('MEETUPS.DATE_TOO_FAR');
  });

  it('records an announcement with a change of time or place, and refuses one without', () => {
    const announcement = { text: 'Moved to the shaded field', by: 'org' };
    given(meetupDecider, [scheduled()])
      .when({
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes: { title: 'Shade walk' },
        announcement,
        canManage: true,
        canSee: true,
        now,
      })
      .thenFails('MEETUPS.NOTHING_TO_ANNOUNCE');
    const moved = meetupDecider.decide(
      {
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes: { location: '1 Shade Rd, Austin, TX 78701, USA' },
        announcement,
        canManage: true,
        canSee: true,
        now,
      },
      fold(meetupDecider, [scheduled()]),
    );
    expect(moved[0]?.data).toMatchObject({
      announcement: 'Moved to the shaded field',
      announcedBy: 'org',
    });
  });
});

describe('meetup decider: RSVPs, capacity and the waitlist', () => {
  it('lets people go while there are places, then queues them', () => {
    given(meetupDecider, [scheduled()])
      .when(rsvp('a', 'going'))
      .then([going('a')]);
    given(meetupDecider, [scheduled(), going('a'), going('b')])
      .when(rsvp('c', 'going', ['d1']))
      .then([RsvpWaitlisted({ meetupId: 'm1', userId: 'c', dogIds: ['d1'] })]);
  });

  it('counts a trainer’s unregistered clients as places taken', () => {
    const history = [scheduled({ maxAttendees: 3, unregisteredAttendees: 2 }), going('a')];
    expect(placesTaken(fold(meetupDecider, history) as never)).toBe(3);
    given(meetupDecider, history)
      .when(rsvp('b', 'going'))
      .then([RsvpWaitlisted({ meetupId: 'm1', userId: 'b', dogIds: [] })]);
  });

  it('never limits a meetup without a maximum', () => {
    const many: MeetupEvent[] = Array.from({ length: 150 }, (_, i) => going(`u${i}`));
    given(meetupDecider, [scheduled({ maxAttendees: null }), ...many])
      .when(rsvp('z', 'going'))
      .then([going('z')]);
  });

  it('promotes the first in the queue when someone going changes their mind, or clears their RSVP', () => {
    const full = [
      scheduled(),
      going('a'),
      going('b'),
      RsvpWaitlisted({ meetupId: 'm1', userId: 'c', dogIds: [] }),
      RsvpWaitlisted({ meetupId: 'm1', userId: 'd', dogIds: [] }),
    ];
    given(meetupDecider, full)
      .when(rsvp('a', 'maybe'))
      .then([
        RsvpSet({ meetupId: 'm1', userId: 'a', status: 'maybe', dogIds: [] }),
        WaitlistPromoted({ meetupId: 'm1', userId: 'c' }),
      ]);
    given(meetupDecider, full)
      .when(clear('b'))
      .then([
        RsvpCleared({ meetupId: 'm1', userId: 'b' }),
        WaitlistPromoted({ meetupId: 'm1', userId: 'c' }),
      ]);
    // Someone waiting who leaves the queue frees no place.
    given(meetupDecider, full)
      .when(rsvp('c', 'not_going'))
      .then([RsvpSet({ meetupId: 'm1', userId: 'c', status: 'not_going', dogIds: [] })]);
  });

  it('moves the queue up when the organizer makes room', () => {
    const full = [
      scheduled(),
      going('a'),
      going('b'),
      RsvpWaitlisted({ meetupId: 'm1', userId: 'c', dogIds: [] }),
      RsvpWaitlisted({ meetupId: 'm1', userId: 'd', dogIds: [] }),
    ];
    given(meetupDecider, full)
      .when({
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes: { maxAttendees: 4 },
        canManage: true,
        canSee: true,
        now,
      })
      .then([
        MeetupUpdated({ meetupId: 'm1', changes: { maxAttendees: 4 } }),
        WaitlistPromoted({ meetupId: 'm1', userId: 'c' }),
        WaitlistPromoted({ meetupId: 'm1', userId: 'd' }),
      ]);
  });

  it('never lets a change put more people than places: private members or a smaller capacity', () => {
    const update = (changes: Partial<MeetupScheduled['data']>) =>
      ({
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes,
        canManage: true,
        canSee: true,
        now,
      }) as const;
    const fiveGoing = [
      scheduled({ maxAttendees: 5 }),
      ...['a', 'b', 'c', 'd', 'e'].map((userId) => going(userId)),
    ];
    given(meetupDecider, fiveGoing)
      .when(update({ unregisteredAttendees: 10 }))
      .thenFails('MEETUPS.OVER_CAPACITY');
    given(meetupDecider, fiveGoing)
      .when(update({ unregisteredAttendees: 1 }))
      .thenFails('MEETUPS.OVER_CAPACITY');
    given(meetupDecider, fiveGoing)
      .when(update({ maxAttendees: 10, unregisteredAttendees: 5 }))
      .then([
        MeetupUpdated({ meetupId: 'm1', changes: { maxAttendees: 10, unregisteredAttendees: 5 } }),
      ]);
    // Lowering the capacity below the people going is refused, never solved by removing anyone.
    given(meetupDecider, [scheduled({ maxAttendees: 5 }), going('a'), going('b'), going('c')])
      .when(update({ maxAttendees: 2 }))
      .thenFails('MEETUPS.OVER_CAPACITY');
    given(meetupDecider, [scheduled({ maxAttendees: 5 }), going('a'), going('b'), going('c')])
      .when(update({ maxAttendees: 3 }))
      .then([MeetupUpdated({ meetupId: 'm1', changes: { maxAttendees: 3 } })]);
    // A meetup stored over capacity before this rule may still change anything that does not add to it.
    const overBooked = [scheduled(), going('a'), going('b'), going('c')];
    given(meetupDecider, overBooked)
      .when(update({ title: 'Sunday Sniffari' }))
      .then([MeetupUpdated({ meetupId: 'm1', changes: { title: 'Sunday Sniffari' } })]);
    given(meetupDecider, overBooked)
      .when(update({ unregisteredAttendees: 1 }))
      .thenFails('MEETUPS.OVER_CAPACITY');
  });

  it('keeps the length of a meetup whose start moves without a new end', () => {
    const reschedule = (changes: Partial<MeetupScheduled['data']>) =>
      ({
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes,
        canManage: true,
        canSee: true,
        now,
      }) as const;
    const ninetyMinutes = scheduled({ endsAt: '2026-11-28T16:30:00.000Z' });
    given(meetupDecider, [ninetyMinutes])
      .when(reschedule({ startsAt: '2026-11-30T09:00:00.000Z' }))
      .then([
        MeetupUpdated({
          meetupId: 'm1',
          changes: {
            startsAt: '2026-11-30T09:00:00.000Z',
            endsAt: '2026-11-30T10:30:00.000Z',
            timeZone: 'America/Chicago',
          },
        }),
      ]);
    given(meetupDecider, [ninetyMinutes])
      .when(
        reschedule({ startsAt: '2026-11-30T09:00:00.000Z', endsAt: '2026-11-30T12:00:00.000Z' }),
      )
      .then([
        MeetupUpdated({
          meetupId: 'm1',
          changes: {
            startsAt: '2026-11-30T09:00:00.000Z',
            endsAt: '2026-11-30T12:00:00.000Z',
            timeZone: 'America/Chicago',
          },
        }),
      ]);
    // A new end alone still has to come after the start.
    given(meetupDecider, [ninetyMinutes])
      .when(reschedule({ endsAt: '2026-11-28T14:00:00.000Z' }))
      .thenFails('MEETUPS.END_BEFORE_START');
  });

  it('keeps one status per person: the same answer twice changes nothing', () => {
    given(meetupDecider, [scheduled(), going('a', ['d1'])])
      .when(rsvp('a', 'going', ['d1']))
      .then([]);
    given(meetupDecider, [scheduled(), going('a', ['d1'])])
      .when(rsvp('a', 'going', ['d1', 'd2']))
      .then([RsvpDogsChanged({ meetupId: 'm1', userId: 'a', dogIds: ['d1', 'd2'] })]);
    given(meetupDecider, [scheduled()]).when(clear('a')).then([]);
  });

  it('closes RSVPs once the meetup has started, and for cancelled meetups', () => {
    given(meetupDecider, [
      scheduled({ startsAt: '2026-11-22T11:00:00.000Z', endsAt: '2026-11-22T13:00:00.000Z' }),
    ])
      .when(rsvp('a', 'going'))
      .thenFails('MEETUPS.PAST');
    given(meetupDecider, [
      scheduled(),
      MeetupCancelled({ meetupId: 'm1', cancelledBy: 'org', reason: null }),
    ])
      .when(rsvp('a', 'going'))
      .thenFails('MEETUPS.CANCELLED');
    given(meetupDecider).when(rsvp('a', 'going')).thenFails('MEETUPS.NOT_FOUND');
  });

  it("hides a private group's meetups from outsiders, and lets members bring only their own dogs", () => {
    const outsider: RsvpCaller = { ...member, groupKind: 'private', isMember: false };
    given(meetupDecider, [scheduled()])
      .when(rsvp('x', 'going', [], outsider))
      .thenFails('MEETUPS.NOT_FOUND');
    given(meetupDecider, [scheduled(), going('x')])
      .when(clear('x', outsider))
      .thenFails('MEETUPS.NOT_FOUND');
    given(meetupDecider, [scheduled()])
      .when(rsvp('a', 'going', [], { ...outsider, isMember: true }))
      .then([going('a')]);
    // Anyone signed in may answer a public group's meetup.
    given(meetupDecider, [scheduled()])
      .when(rsvp('a', 'going', [], { ...member, isMember: false }))
      .then([going('a')]);
    given(meetupDecider, [scheduled()])
      .when(rsvp('a', 'going', ['d1', 'someone-elses']))
      .thenFails('MEETUPS.NOT_YOUR_DOG');
  });

  it('lets only the organizer (or group owner) change or cancel', () => {
    given(meetupDecider, [scheduled()])
      .when({
        type: 'CancelMeetup',
        meetupId: 'm1',
        userId: 'x',
        reason: null,
        canManage: false,
        canSee: true,
        now,
      })
      .thenFails('MEETUPS.NOT_ORGANIZER');
    given(meetupDecider, [scheduled()])
      .when({
        type: 'CancelMeetup',
        meetupId: 'm1',
        userId: 'org',
        reason: 'Storm warning',
        canManage: true,
        canSee: true,
        now,
      })
      .then([MeetupCancelled({ meetupId: 'm1', cancelledBy: 'org', reason: 'Storm warning' })]);
  });

  it('answers outsiders of a private group as if its meetup did not exist, when they change or cancel it', () => {
    given(meetupDecider, [scheduled()])
      .when({
        type: 'CancelMeetup',
        meetupId: 'm1',
        userId: 'x',
        reason: null,
        canManage: false,
        canSee: false,
        now,
      })
      .thenFails('MEETUPS.NOT_FOUND');
    given(meetupDecider, [scheduled()])
      .when({
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes: { title: 'Mine now' },
        canManage: false,
        canSee: false,
        now,
      })
      .thenFails('MEETUPS.NOT_FOUND');
  });
});
