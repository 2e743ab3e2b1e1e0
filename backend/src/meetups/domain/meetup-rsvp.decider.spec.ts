import { describe, expect, it } from 'vitest';
import { NO_ENTRY_RULES, type EntryRules } from '../../contracts/entry-rules.js';
import {
  MeetupCancelled,
  MeetupScheduled,
  MeetupUpdated,
  RsvpCleared,
  RsvpSet,
  RsvpWaitlisted,
  WaitlistPromoted,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import type { DogFacts } from '../../groups/index.js';
import { fold } from '../../shared/decider.js';
import { given } from '../../shared/testing/given-when-then.js';
import { meetupDecider, type MeetupCommand, type RsvpCaller } from './meetup.decider.js';

const now = new Date('2026-11-22T12:00:00Z');
const rules = (overrides: Partial<EntryRules>): EntryRules => ({ ...NO_ENTRY_RULES, ...overrides });
const scheduled = (overrides: Partial<MeetupScheduled['data']> = {}) =>
  MeetupScheduled({
    meetupId: 'm1',
    slug: 'puppy-social',
    groupId: 'g1',
    organizerId: 'org',
    city: 'Austin',
    state: 'TX',
    title: 'Puppy social',
    description: 'Gentle play for the little ones.',
    location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
    locationDisplay: 'Zilker Park',
    latitude: null,
    longitude: null,
    parkType: 'dog_park',
    startsAt: '2026-12-05T15:00:00.000Z',
    endsAt: '2026-12-05T17:00:00.000Z',
    maxAttendees: 1,
    unregisteredAttendees: 0,
    timeZone: 'America/Chicago',
    ...overrides,
  });

const biscuit: DogFacts = {
  dogId: 'biscuit',
  name: 'Biscuit',
  age: 'adult',
  trainingLevel: 'basic',
  trainingWarnings: [],
  sizeClass: 'medium',
  vaccinations: [{ vaccine: 'rabies', expiresOn: '2026-12-01' }],
  spayedNeutered: true,
};
const pepper: DogFacts = {
  dogId: 'pepper',
  name: 'Pepper',
  age: 'young',
  trainingLevel: 'none',
  trainingWarnings: ['reactive'],
};
const caller = (groupRules: EntryRules = NO_ENTRY_RULES): RsvpCaller => ({
  groupKind: 'private',
  isMember: true,
  ownDogs: new Map([
    [biscuit.dogId, biscuit],
    [pepper.dogId, pepper],
  ]),
  groupRules,
});
const rsvp = (
  status: 'going' | 'maybe' | 'not_going',
  dogIds: string[],
  who: RsvpCaller = caller(),
  userId = 'owner',
) => ({ type: 'SetRsvp', meetupId: 'm1', userId, status, dogIds, caller: who, now }) as const;

/** The refusal's message: it names the rule and the dog. */
function refusal(history: MeetupEvent[], command: MeetupCommand): string {
  try {
    meetupDecider.decide(command, fold(meetupDecider, history));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('meetup decider: RSVPs checked per dog against the rules on the meetup’s date', () => {
  it('refuses a dog whose vaccination expires before the meetup, naming the rule and the dog', () => {
    const groupRules = rules({ requiredVaccinations: ['rabies'] });
    given(meetupDecider, [scheduled()])
      .when(rsvp('going', ['biscuit'], caller(groupRules)))
      .thenFails('GROUPS.DOG_NOT_ELIGIBLE');
    expect(refusal([scheduled()], rsvp('going', ['biscuit'], caller(groupRules)))).toBe(
      'Rabies vaccination for Biscuit expires before this meetup.',
    );
    // Valid on the meetup's day, the day it expires included.
    given(meetupDecider, [
      scheduled({ startsAt: '2026-12-01T15:00:00.000Z', endsAt: '2026-12-01T17:00:00.000Z' }),
    ])
      .when(rsvp('going', ['biscuit'], caller(groupRules)))
      .then([
        RsvpSet({
          meetupId: 'm1',
          userId: 'owner',
          status: 'going',
          dogIds: ['biscuit'],
          dogSizes: { biscuit: 'medium' },
        }),
      ]);
    // The meetup's date is the one at its place: 8 PM in Austin on Dec 1 is Dec 2 in UTC.
    given(meetupDecider, [
      scheduled({ startsAt: '2026-12-02T02:00:00.000Z', endsAt: '2026-12-02T04:00:00.000Z' }),
    ])
      .when(rsvp('going', ['biscuit'], caller(groupRules)))
      .then([
        RsvpSet({
          meetupId: 'm1',
          userId: 'owner',
          status: 'going',
          dogIds: ['biscuit'],
          dogSizes: { biscuit: 'medium' },
        }),
      ]);
  });

  it('refuses maybe with an ineligible dog too, but not going brings no dog to check', () => {
    const groupRules = rules({ excludedWarnings: ['reactive'] });
    expect(refusal([scheduled()], rsvp('maybe', ['pepper'], caller(groupRules)))).toBe(
      'Pepper is marked reactive, which this group does not admit.',
    );
    given(meetupDecider, [scheduled()])
      .when(rsvp('not_going', ['pepper'], caller(groupRules)))
      .then([
        RsvpSet({ meetupId: 'm1', userId: 'owner', status: 'not_going', dogIds: ['pepper'] }),
      ]);
    // Coming without the dog is fine.
    given(meetupDecider, [scheduled()])
      .when(rsvp('going', [], caller(groupRules)))
      .then([RsvpSet({ meetupId: 'm1', userId: 'owner', status: 'going', dogIds: [] })]);
  });

  it('asks for the field a rule needs when the profile leaves it empty', () => {
    expect(
      refusal([scheduled()], rsvp('going', ['pepper'], caller(rules({ allowedSizes: ['small'] })))),
    ).toBe("Add Pepper's size to their profile: this group allows small dogs.");
    expect(
      refusal(
        [scheduled()],
        rsvp('going', ['pepper'], caller(rules({ spayedNeuteredRequired: true }))),
      ),
    ).toBe('Say whether Pepper is spayed or neutered on their profile: this group requires it.');
  });

  it("holds RSVPs to the meetup's own stricter rules on top of its group's", () => {
    const puppiesOnly = rules({ allowedAges: ['puppy', 'young'] });
    const history = [scheduled({ rules: puppiesOnly })];
    expect(refusal(history, rsvp('going', ['biscuit']))).toBe(
      'Biscuit is an adult: this group is for puppy and young dogs.',
    );
    given(meetupDecider, history)
      .when(rsvp('going', ['pepper']))
      .then([RsvpSet({ meetupId: 'm1', userId: 'owner', status: 'going', dogIds: ['pepper'] })]);
    // The group's rules still hold: the meetup's only add to them.
    given(meetupDecider, history)
      .when(rsvp('going', ['pepper'], caller(rules({ excludedWarnings: ['reactive'] }))))
      .thenFails('GROUPS.DOG_NOT_ELIGIBLE');
  });

  it('checks the dogs of an answer that would queue, and refuses the whole answer for one dog', () => {
    const full = [
      scheduled(),
      RsvpSet({ meetupId: 'm1', userId: 'a', status: 'going', dogIds: [] }),
    ];
    const groupRules = rules({ excludedWarnings: ['reactive'] });
    given(meetupDecider, full)
      .when(rsvp('going', ['biscuit', 'pepper'], caller(groupRules)))
      .thenFails('GROUPS.DOG_NOT_ELIGIBLE');
    given(meetupDecider, full)
      .when(rsvp('going', ['biscuit'], caller(groupRules)))
      .then([
        RsvpWaitlisted({
          meetupId: 'm1',
          userId: 'owner',
          dogIds: ['biscuit'],
          dogSizes: { biscuit: 'medium' },
        }),
      ]);
  });
});

describe('meetup decider: a meetup’s own rules', () => {
  const update = (changes: Partial<MeetupScheduled['data']>) =>
    ({
      type: 'UpdateMeetup',
      meetupId: 'm1',
      changes,
      canManage: true,
      canSee: true,
      now,
    }) as const;
  const schedule = (meetupRules: EntryRules | null) => ({
    type: 'ScheduleMeetup' as const,
    meetup: { ...scheduled().data, rules: meetupRules },
    organizerIsMember: true,
    organizerIsTrainer: false,
    now,
  });

  it('keeps rules that ask something, and stores none for rules that ask nothing', () => {
    const vaccinated = rules({ requiredVaccinations: ['dhpp'] });
    given(meetupDecider)
      .when(schedule(vaccinated))
      .then([scheduled({ rules: vaccinated })]);
    given(meetupDecider).when(schedule(NO_ENTRY_RULES)).then([scheduled()]);
    given(meetupDecider).when(schedule(null)).then([scheduled()]);
  });

  it('records a change of rules only when they differ, and lets the organizer drop them', () => {
    const vaccinated = rules({ requiredVaccinations: ['dhpp'] });
    const history = [scheduled({ rules: vaccinated })];
    given(meetupDecider, history)
      .when(update({ rules: rules({ requiredVaccinations: ['dhpp'] }) }))
      .then([]);
    given(meetupDecider, history)
      .when(update({ rules: NO_ENTRY_RULES }))
      .then([MeetupUpdated({ meetupId: 'm1', changes: { rules: null } })]);
    given(meetupDecider, [scheduled()])
      .when(update({ rules: null }))
      .then([]);
    given(meetupDecider, history)
      .when({ ...update({ rules: null }), canManage: false })
      .thenFails('MEETUPS.NOT_ORGANIZER');
  });
});

describe('meetup decider: withdrawing the RSVP of someone who left the group', () => {
  const withdraw = (userId: string) =>
    ({ type: 'WithdrawRsvp', meetupId: 'm1', userId, now }) as const;
  const full = [
    scheduled(),
    RsvpSet({ meetupId: 'm1', userId: 'leaver', status: 'going', dogIds: ['biscuit'] }),
    RsvpWaitlisted({ meetupId: 'm1', userId: 'next', dogIds: [] }),
  ];

  it('clears their answer and promotes the first in the queue, although they are no member now', () => {
    given(meetupDecider, full)
      .when(withdraw('leaver'))
      .then([
        RsvpCleared({ meetupId: 'm1', userId: 'leaver' }),
        WaitlistPromoted({ meetupId: 'm1', userId: 'next' }),
      ]);
    given(meetupDecider, full)
      .when(withdraw('next'))
      .then([RsvpCleared({ meetupId: 'm1', userId: 'next' })]);
  });

  it('leaves alone meetups without their answer, past, cancelled or unknown ones', () => {
    given(meetupDecider, full).when(withdraw('stranger')).then([]);
    given(meetupDecider, [
      ...full,
      MeetupCancelled({ meetupId: 'm1', cancelledBy: 'org', reason: null }),
    ])
      .when(withdraw('leaver'))
      .then([]);
    given(meetupDecider, full)
      .when({ ...withdraw('leaver'), now: new Date('2026-12-05T16:00:00Z') })
      .then([]);
    given(meetupDecider).when(withdraw('leaver')).then([]);
  });
});

describe('meetup decider: a member the organizer blocked', () => {
  const blocked: RsvpCaller = { ...caller(), blockedByOrganizer: true };

  it('cannot answer going or maybe, and may still say not going', () => {
    given(meetupDecider, [scheduled()])
      .when(rsvp('going', [], blocked))
      .thenFails('MEETUPS.NOT_ACCEPTING');
    given(meetupDecider, [scheduled()])
      .when(rsvp('maybe', [], blocked))
      .thenFails('MEETUPS.NOT_ACCEPTING');
    given(meetupDecider, [scheduled()])
      .when(rsvp('not_going', [], blocked))
      .then([RsvpSet({ meetupId: 'm1', userId: 'owner', status: 'not_going', dogIds: [] })]);
  });

  it('is refused only for the blocked caller: others answer as before', () => {
    given(meetupDecider, [scheduled()])
      .when(rsvp('going', [], { ...caller(), blockedByOrganizer: false }))
      .then([RsvpSet({ meetupId: 'm1', userId: 'owner', status: 'going', dogIds: [] })]);
  });
});
