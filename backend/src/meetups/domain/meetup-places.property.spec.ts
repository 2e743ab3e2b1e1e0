import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ENTRY_RULES } from '../../contracts/entry-rules.js';
import { SIZE_CLASSES, type SizeClass } from '../../contracts/dogs.js';
import { MeetupScheduled, type MeetupEvent } from '../../contracts/events/meetup.events.js';
import type { DogFacts } from '../../groups/index.js';
import { DomainError } from '../../shared/errors.js';
import { count, emptyTaken, isSet, shortage, slotOffsets } from './meetup-places.js';
import { meetupDecider, type MeetupCommand, type MeetupState } from './meetup.decider.js';
import { demandOf } from './meetup.state.js';

type Scheduled = Extract<MeetupState, { details: unknown }>;

const now = new Date('2026-11-22T12:00:00Z');
// Every caller owns this pack (the decider trusts the handler for whose dogs they are).
const pack: DogFacts[] = Array.from({ length: 8 }, (_, i) => ({
  dogId: `d${i}`,
  name: `Dog ${i}`,
  age: 'adult',
  trainingLevel: 'basic',
  trainingWarnings: [],
  sizeClass: SIZE_CLASSES[i % SIZE_CLASSES.length]!,
}));
const caller = {
  groupKind: 'public',
  isMember: true,
  ownDogs: new Map(pack.map((dog) => [dog.dogId, dog])),
  groupRules: NO_ENTRY_RULES,
};
const users = Array.from({ length: 10 }, (_, i) => `u${i}`);
const dogIds = fc.uniqueArray(fc.constantFrom(...pack.map((dog) => dog.dogId)), {
  minLength: 1,
  maxLength: 3,
});
// Slots at 0, 20 and 40 minutes when the meetup has them; 10 is none of them.
const slot = fc.constantFrom(0, 20, 40, 0, 20, 40, 10, null);
// Each limit is absent half the time, so each kind binds alone as often as together.
const limit = (max: number) => fc.option(fc.integer({ min: 1, max }), { nil: null, freq: 2 });
const limits = fc.record({
  maxAttendees: limit(8),
  dogLimit: limit(8),
  sizeLimits: fc.option(
    fc.record({ large: fc.integer({ min: 1, max: 3 }), toy: fc.integer({ min: 1, max: 3 }) }),
    { nil: null, freq: 2 },
  ),
  arrivalSlots: fc.option(
    fc.record({ everyMinutes: fc.constant(20), dogsPerSlot: fc.integer({ min: 1, max: 4 }) }),
    { nil: null, freq: 2 },
  ),
});

const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('SetRsvp' as const),
      userId: fc.constantFrom(...users),
      status: fc.constantFrom(
        'going' as const,
        'going' as const,
        'maybe' as const,
        'not_going' as const,
      ),
      dogIds,
      arrivalSlot: slot,
    }),
  },
  fc.record({
    type: fc.constant('ChangeRsvpDogs' as const),
    userId: fc.constantFrom(...users),
    dogIds,
    arrivalSlot: slot,
  }),
  fc.record({ type: fc.constant('ClearRsvp' as const), userId: fc.constantFrom(...users) }),
  fc.record({ type: fc.constant('UpdateMeetup' as const), changes: limits }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function toCommand(each: Step): MeetupCommand {
  const base = { meetupId: 'm1', now };
  if (each.type === 'UpdateMeetup')
    return { ...base, type: 'UpdateMeetup', changes: each.changes, canManage: true, canSee: true };
  return { ...base, ...each, caller } as MeetupCommand;
}

/** Counts recomputed from every answer going: the folded counts must agree, and hold every limit. */
function assertWithinLimits(state: Scheduled): void {
  const recount = emptyTaken();
  for (const attendee of state.attendees.values())
    if (attendee.status === 'going') count(recount, demandOf(attendee), 1);
  expect(recount).toEqual(state.taken);
  const { maxAttendees, dogLimit, sizeLimits, arrivalSlots } = state.details;
  if (isSet(maxAttendees)) expect(recount.people).toBeLessThanOrEqual(maxAttendees);
  if (isSet(dogLimit)) expect(recount.dogs).toBeLessThanOrEqual(dogLimit);
  for (const [size, max] of Object.entries(sizeLimits ?? {}))
    expect(recount.sizes.get(size as SizeClass) ?? 0).toBeLessThanOrEqual(max);
  if (arrivalSlots) {
    for (const [offset, dogs] of recount.slots) {
      expect(slotOffsets(state.details)).toContain(offset);
      expect(dogs).toBeLessThanOrEqual(arrivalSlots.dogsPerSlot);
    }
  }
}

/** Nobody waiting ahead of `before` (all of the queue when undefined) fits beside those going. */
function assertNoneAheadFits(state: Scheduled, before?: string): void {
  for (const userId of state.waitlist) {
    if (userId === before) return;
    const waiting = demandOf(state.attendees.get(userId)!);
    expect(shortage(state.taken, waiting, state.details), `${userId} fits`).not.toBeNull();
  }
}

describe('meetup decider: places per dog, size mix and slots under any sequence of answers', () => {
  it('never exceeds a limit, and never promotes past an earlier answer that fits', () => {
    fc.assert(
      fc.property(limits, fc.array(step, { minLength: 20, maxLength: 80 }), (initial, steps) => {
        let state: MeetupState = meetupDecider.evolve(
          meetupDecider.initialState(),
          MeetupScheduled({
            meetupId: 'm1',
            slug: 'm1',
            groupId: 'g1',
            organizerId: 'org',
            city: 'Austin',
            state: 'TX',
            title: 'Calm walk',
            description: 'Slow',
            location: 'Zilker Park, Austin, TX',
            locationDisplay: null,
            latitude: null,
            longitude: null,
            parkType: 'trail',
            startsAt: '2026-11-28T15:00:00.000Z',
            endsAt: '2026-11-28T16:00:00.000Z',
            unregisteredAttendees: 0,
            ...initial,
          }),
        );
        for (const each of steps) {
          let events: MeetupEvent[];
          try {
            events = meetupDecider.decide(toCommand(each), state);
          } catch (error) {
            if (error instanceof DomainError) continue;
            throw error;
          }
          for (const event of events) {
            // At each promotion, nobody still waiting ahead of the promoted fits.
            if (event.type === 'WaitlistPromoted')
              assertNoneAheadFits(state as Scheduled, event.data.userId);
            state = meetupDecider.evolve(state, event);
          }
          assertWithinLimits(state as Scheduled);
          // After every decision, nobody waits who would fit.
          assertNoneAheadFits(state as Scheduled);
        }
      }),
      { numRuns: 400 },
    );
  });
});
