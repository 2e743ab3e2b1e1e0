import { describe, expect, it } from 'vitest';
import { NO_ENTRY_RULES } from '../../contracts/entry-rules.js';
import type { SizeClass } from '../../contracts/dogs.js';
import {
  MeetupScheduled,
  MeetupUpdated,
  RsvpCleared,
  RsvpDogsChanged,
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
const scheduled = (overrides: Partial<MeetupScheduled['data']> = {}) =>
  MeetupScheduled({
    meetupId: 'm1',
    slug: 'calm-walk',
    groupId: 'g1',
    organizerId: 'org',
    city: 'Austin',
    state: 'TX',
    title: 'Calm walk',
    description: 'Parallel walking, plenty of space.',
    location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
    locationDisplay: 'Zilker Park',
    latitude: null,
    longitude: null,
    parkType: 'trail',
    startsAt: '2026-12-05T15:00:00.000Z',
    endsAt: '2026-12-05T16:00:00.000Z',
    maxAttendees: null,
    unregisteredAttendees: 0,
    ...overrides,
  });

const dog = (dogId: string, sizeClass: SizeClass | null): DogFacts => ({
  dogId,
  name: dogId.toUpperCase(),
  age: 'adult',
  trainingLevel: 'basic',
  trainingWarnings: [],
  sizeClass,
});
// One pack for every caller: the decider trusts the handler for whose dogs they are.
const pack = [
  dog('l1', 'large'),
  dog('l2', 'large'),
  dog('g1', 'giant'),
  dog('s1', 'small'),
  dog('s2', 'small'),
  dog('m1', 'medium'),
  dog('u1', null),
];
const caller: RsvpCaller = {
  groupKind: 'public',
  isMember: true,
  ownDogs: new Map(pack.map((each) => [each.dogId, each])),
  groupRules: NO_ENTRY_RULES,
};
/** The sizes an event records for these dogs: none at all when none has a size. */
const sizesOf = (dogIds: string[]) => {
  const sized = dogIds.filter((id) => caller.ownDogs.get(id)!.sizeClass);
  return sized.length === 0
    ? {}
    : { dogSizes: Object.fromEntries(sized.map((id) => [id, caller.ownDogs.get(id)!.sizeClass!])) };
};
const go = (userId: string, dogIds: string[], arrivalSlot?: number | null): MeetupCommand => ({
  type: 'SetRsvp',
  meetupId: 'm1',
  userId,
  status: 'going',
  dogIds,
  arrivalSlot,
  caller,
  now,
});
const change = (userId: string, dogIds: string[], arrivalSlot?: number | null): MeetupCommand => ({
  type: 'ChangeRsvpDogs',
  meetupId: 'm1',
  userId,
  dogIds,
  arrivalSlot,
  caller,
  now,
});
const clear = (userId: string): MeetupCommand => ({
  type: 'ClearRsvp',
  meetupId: 'm1',
  userId,
  caller,
  now,
});
const slotOf = (slot?: number) => (slot === undefined ? {} : { arrivalSlot: slot });
const going = (userId: string, dogIds: string[], slot?: number) =>
  RsvpSet({
    meetupId: 'm1',
    userId,
    status: 'going',
    dogIds,
    ...sizesOf(dogIds),
    ...slotOf(slot),
  });
const waiting = (userId: string, dogIds: string[], slot?: number) =>
  RsvpWaitlisted({ meetupId: 'm1', userId, dogIds, ...sizesOf(dogIds), ...slotOf(slot) });
const changed = (userId: string, dogIds: string[], slot?: number) =>
  RsvpDogsChanged({ meetupId: 'm1', userId, dogIds, ...sizesOf(dogIds), ...slotOf(slot) });
const promoted = (userId: string) => WaitlistPromoted({ meetupId: 'm1', userId });

function refusal(history: MeetupEvent[], command: MeetupCommand): string {
  try {
    meetupDecider.decide(command, fold(meetupDecider, history));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('meetup decider: places counted per dog', () => {
  const limited = scheduled({ dogLimit: 3 });

  it('gives each dog a dog place and queues an answer whose dogs do not fit', () => {
    given(meetupDecider, [limited])
      .when(go('a', ['l1', 's1']))
      .then([going('a', ['l1', 's1'])]);
    given(meetupDecider, [limited, going('a', ['l1', 's1'])])
      .when(go('b', ['m1', 's2']))
      .then([waiting('b', ['m1', 's2'])]);
    given(meetupDecider, [limited, going('a', ['l1', 's1'])])
      .when(go('b', ['m1']))
      .then([going('b', ['m1'])]);
  });

  it('asks for at least one dog to go where dogs take places, and never for more than could fit', () => {
    given(meetupDecider, [limited]).when(go('a', [])).thenFails('MEETUPS.DOGS_REQUIRED');
    expect(refusal([limited], go('a', []))).toBe(
      'Choose the dogs coming: this meetup counts a place for each dog.',
    );
    given(meetupDecider, [scheduled({ dogLimit: 2 })])
      .when(go('a', ['l1', 's1', 'm1']))
      .thenFails('MEETUPS.TOO_MANY_DOGS');
    // Maybe takes no place, so it needs no dog.
    given(meetupDecider, [limited])
      .when({ ...go('a', []), status: 'maybe' } as MeetupCommand)
      .then([RsvpSet({ meetupId: 'm1', userId: 'a', status: 'maybe', dogIds: [] })]);
  });

  it('changes the dogs of an answer with its own event, keeping the place when they fit', () => {
    const history = [limited, going('a', ['l1']), going('b', ['s1'])];
    given(meetupDecider, history)
      .when(change('a', ['l1', 'm1']))
      .then([changed('a', ['l1', 'm1'])]);
    given(meetupDecider, history)
      .when(change('a', ['l1', 'm1', 's2']))
      .thenFails('MEETUPS.NO_PLACE_FOR_DOGS');
    expect(refusal(history, change('a', ['l1', 'm1', 's2']))).toBe(
      'There are 2 dog places left for your dogs. Your answer stays as it was.',
    );
    // Going again with other dogs is the same change.
    given(meetupDecider, history)
      .when(go('a', ['m1']))
      .then([changed('a', ['m1'])]);
    given(meetupDecider, history)
      .when(change('a', ['l1']))
      .then([]);
    given(meetupDecider, [limited])
      .when(change('a', ['l1']))
      .thenFails('MEETUPS.NO_RSVP');
  });

  it('promotes the queue when someone going brings fewer dogs', () => {
    given(meetupDecider, [limited, going('a', ['l1', 's1', 'm1']), waiting('b', ['s2'])])
      .when(change('a', ['l1', 's1']))
      .then([changed('a', ['l1', 's1']), promoted('b')]);
  });
});

describe('meetup decider: the size mix the waitlist respects', () => {
  const mix = scheduled({ dogLimit: 4, sizeLimits: { large: 1, giant: 1 } });

  it('refuses a dog without a size class where sizes are limited, naming the field', () => {
    given(meetupDecider, [mix])
      .when(go('a', ['u1']))
      .thenFails('MEETUPS.DOG_SIZE_REQUIRED');
    expect(refusal([mix], go('a', ['s1', 'u1']))).toBe(
      "Add U1's size class to their profile: this meetup limits places by size.",
    );
    given(meetupDecider, [limitedOnlyInAll()])
      .when(go('a', ['u1']))
      .then([going('a', ['u1'])]);
  });

  it('queues a large dog over the limit while smaller dogs still go', () => {
    const history = [mix, going('a', ['l1'])];
    given(meetupDecider, history)
      .when(go('b', ['l2']))
      .then([waiting('b', ['l2'])]);
    expect(() => meetupDecider.decide(go('b', ['l1', 'l2']), fold(meetupDecider, [mix]))).toThrow(
      'This meetup takes at most 1 large dog in all.',
    );
    given(meetupDecider, [...history, waiting('b', ['l2'])])
      .when(go('c', ['s1']))
      .then([going('c', ['s1'])]);
  });

  it('promotes the first waiting answer that fits, and keeps one that cannot fit yet in line', () => {
    // Dog places: a takes 4 of 4. b waits for a large place, c for any place.
    const history = [
      mix,
      going('a', ['l1', 's1', 's2', 'm1']),
      waiting('b', ['l2']),
      waiting('c', ['g1']),
    ];
    // a leaves with their large dog: b's large dog fits, then c's giant.
    given(meetupDecider, history)
      .when(clear('a'))
      .then([RsvpCleared({ meetupId: 'm1', userId: 'a' }), promoted('b'), promoted('c')]);
    // a keeps their large dog and frees one place: b still cannot fit, c can.
    given(meetupDecider, history)
      .when(change('a', ['l1', 's1', 's2']))
      .then([changed('a', ['l1', 's1', 's2']), promoted('c')]);
    // b, still first in line, gets the large place when a's large dog leaves.
    given(meetupDecider, [...history, changed('a', ['l1', 's1', 's2']), promoted('c')])
      .when(change('a', ['s1', 's2']))
      .then([changed('a', ['s1', 's2']), promoted('b')]);
  });

  it('promotes a waiting answer at once when its new dogs fit, keeping its place in line otherwise', () => {
    const history = [mix, going('a', ['l1']), waiting('b', ['l2', 's1'])];
    given(meetupDecider, history)
      .when(change('b', ['s1']))
      .then([changed('b', ['s1']), promoted('b')]);
    given(meetupDecider, history)
      .when(change('b', ['l2']))
      .then([changed('b', ['l2'])]);
  });

  it('moves the queue up when the organizer raises a limit, and refuses one below the dogs going', () => {
    const history = [mix, going('a', ['l1']), waiting('b', ['l2'])];
    const update = (changes: Partial<MeetupScheduled['data']>): MeetupCommand => ({
      type: 'UpdateMeetup',
      meetupId: 'm1',
      changes,
      canManage: true,
      canSee: true,
      now,
    });
    given(meetupDecider, history)
      .when(update({ sizeLimits: { large: 2 } }))
      .then([
        MeetupUpdated({ meetupId: 'm1', changes: { sizeLimits: { large: 2 } } }),
        promoted('b'),
      ]);
    given(meetupDecider, [mix, going('a', ['l1', 's1'])])
      .when(update({ dogLimit: 1 }))
      .thenFails('MEETUPS.OVER_DOG_LIMIT');
  });
});

function limitedOnlyInAll() {
  return scheduled({ dogLimit: 4 });
}

describe('meetup decider: calm arrival slots', () => {
  // Slots at 0, 15, 30 and 45 minutes after the start, 2 dogs each.
  const calm = scheduled({ calm: true, arrivalSlots: { everyMinutes: 15, dogsPerSlot: 2 } });

  it('asks for one of the meetup’s slots to go', () => {
    given(meetupDecider, [calm])
      .when(go('a', ['s1']))
      .thenFails('MEETUPS.SLOT_REQUIRED');
    given(meetupDecider, [calm])
      .when(go('a', ['s1'], 10))
      .thenFails('MEETUPS.NO_SUCH_SLOT');
    given(meetupDecider, [calm])
      .when(go('a', ['s1'], 60))
      .thenFails('MEETUPS.NO_SUCH_SLOT');
    given(meetupDecider, [calm])
      .when(go('a', ['s1'], 45))
      .then([going('a', ['s1'], 45)]);
    given(meetupDecider, [calm])
      .when(go('a', ['s1', 's2', 'm1'], 0))
      .thenFails('MEETUPS.TOO_MANY_DOGS');
  });

  it('holds slot places like any other, and lets an owner move to a slot with room', () => {
    const history = [calm, going('a', ['s1', 's2'], 0)];
    given(meetupDecider, history)
      .when(go('b', ['m1'], 0))
      .then([waiting('b', ['m1'], 0)]);
    given(meetupDecider, history)
      .when(go('b', ['m1'], 15))
      .then([going('b', ['m1'], 15)]);
    // Going again without a slot keeps the one picked.
    given(meetupDecider, history)
      .when(go('a', ['s1']))
      .then([changed('a', ['s1'], 0)]);
    given(meetupDecider, [...history, going('b', ['m1'], 15)])
      .when(change('a', ['s1', 's2'], 15))
      .thenFails('MEETUPS.NO_PLACE_FOR_DOGS');
    // Moving out of a full slot lets the first one waiting for it in.
    given(meetupDecider, [...history, waiting('b', ['m1'], 0)])
      .when(change('a', ['s1', 's2'], 30))
      .then([changed('a', ['s1', 's2'], 30), promoted('b')]);
  });
});
