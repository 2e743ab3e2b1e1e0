import { NO_ENTRY_RULES } from '../../contracts/entry-rules.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MeetupScheduled,
  RsvpCleared,
  RsvpSet,
  RsvpWaitlisted,
  WaitlistPromoted,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import { DomainError } from '../../shared/errors.js';
import { given } from '../../shared/testing/given-when-then.js';
import {
  meetupDecider,
  placesTaken,
  type MeetupCommand,
  type MeetupState,
  type RsvpCaller,
} from './meetup.decider.js';

const now = new Date('2026-11-22T12:00:00Z');
const member: RsvpCaller = {
  groupKind: 'public',
  isMember: true,
  ownDogs: new Map(),
  groupRules: NO_ENTRY_RULES,
};
const scheduled = (maxAttendees: number | null) =>
  MeetupScheduled({
    meetupId: 'm1',
    slug: 'm1',
    groupId: 'g1',
    organizerId: 'org',
    city: 'Austin',
    state: 'TX',
    title: 'Sniff walk',
    description: 'Slow',
    location: 'Zilker Park, Austin, TX',
    locationDisplay: null,
    latitude: null,
    longitude: null,
    parkType: 'regular',
    startsAt: '2026-11-28T15:00:00.000Z',
    endsAt: '2026-11-28T17:00:00.000Z',
    maxAttendees,
    unregisteredAttendees: 0,
  });

type Scheduled = Extract<MeetupState, { details: unknown }>;

const users = Array.from({ length: 12 }, (_, i) => `u${i}`);
const command = fc.oneof(
  fc.record({
    type: fc.constant('SetRsvp' as const),
    userId: fc.constantFrom(...users),
    status: fc.constantFrom(
      'going' as const,
      'going' as const,
      'maybe' as const,
      'not_going' as const,
    ),
  }),
  fc.record({ type: fc.constant('ClearRsvp' as const), userId: fc.constantFrom(...users) }),
  fc.record({
    type: fc.constant('UpdateMeetup' as const),
    maxAttendees: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
  }),
);

type Step = typeof command extends fc.Arbitrary<infer T> ? T : never;

function toCommand(step: Step): MeetupCommand {
  switch (step.type) {
    case 'SetRsvp':
      return { ...step, meetupId: 'm1', dogIds: [], caller: member, now };
    case 'ClearRsvp':
      return { ...step, meetupId: 'm1', caller: member, now };
    case 'UpdateMeetup':
      return {
        type: 'UpdateMeetup',
        meetupId: 'm1',
        changes: { maxAttendees: step.maxAttendees },
        canManage: true,
        canSee: true,
        now,
      };
  }
}

describe('meetup decider: capacity and the queue under any sequence of answers', () => {
  it('never queues while a place is free, never seats past capacity, and promotes strictly in order', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
        fc.array(command, { maxLength: 80 }),
        (capacity, steps) => {
          let state = meetupDecider.evolve(meetupDecider.initialState(), scheduled(capacity));
          for (const step of steps) {
            const before = state as Scheduled;
            const queueBefore = [...before.waitlist];
            const takenBefore = placesTaken(before);
            let events: MeetupEvent[];
            try {
              events = meetupDecider.decide(toCommand(step), state);
            } catch (error) {
              if (error instanceof DomainError) continue;
              throw error;
            }
            const max = before.details.maxAttendees;
            for (const event of events) {
              // A new person takes a place only when one is free.
              if (event.type === 'RsvpSet' && event.data.status === 'going') {
                const was = before.attendees.get(event.data.userId)?.status;
                if (was !== 'going') expect(max === null || takenBefore < max).toBe(true);
              }
            }
            const promoted = events
              .filter((event) => event.type === 'WaitlistPromoted')
              .map((event) => event.data.userId);
            const leaving = step.type === 'UpdateMeetup' ? undefined : step.userId;
            expect(promoted).toEqual(
              queueBefore.filter((userId) => userId !== leaving).slice(0, promoted.length),
            );
            for (const event of events) state = meetupDecider.evolve(state, event);
            const after = state as Scheduled;
            const goingCount = [...after.attendees.values()].filter(
              (attendee) => attendee.status === 'going',
            ).length;
            expect(after.going).toBe(goingCount);
            const limit = after.details.maxAttendees;
            // Going members and private members never take more places than there are.
            if (limit !== null) expect(placesTaken(after)).toBeLessThanOrEqual(limit);
            // Someone waits only while the meetup is full.
            if (after.waitlist.size > 0) expect(limit !== null && placesTaken(after)).toBeTruthy();
            if (after.waitlist.size > 0 && limit !== null)
              expect(placesTaken(after)).toBeGreaterThanOrEqual(limit);
            // The queue keeps its order: those still waiting stay in the order they queued.
            const stillWaiting = queueBefore.filter((userId) => after.waitlist.has(userId));
            expect([...after.waitlist].slice(0, stillWaiting.length)).toEqual(stillWaiting);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('promotes the head of a queue built over ten thousand answers, without replaying them', () => {
    const history: MeetupEvent[] = [scheduled(30)];
    for (let i = 0; i < 30; i++)
      history.push(RsvpSet({ meetupId: 'm1', userId: `seat${i}`, status: 'going', dogIds: [] }));
    // 500 owners flip between waiting and not going, 10,000 answers in all.
    for (let round = 0; round < 20; round++) {
      for (let i = 0; i < 500; i++) {
        const userId = `owner${i}`;
        history.push(
          round % 2 === 0
            ? RsvpWaitlisted({ meetupId: 'm1', userId, dogIds: [] })
            : RsvpSet({ meetupId: 'm1', userId, status: 'not_going', dogIds: [] }),
        );
      }
    }
    history.push(RsvpWaitlisted({ meetupId: 'm1', userId: 'owner7', dogIds: [] }));
    history.push(RsvpWaitlisted({ meetupId: 'm1', userId: 'owner3', dogIds: [] }));
    given(meetupDecider, history)
      .when({ type: 'ClearRsvp', meetupId: 'm1', userId: 'seat4', caller: member, now })
      .then([
        RsvpCleared({ meetupId: 'm1', userId: 'seat4' }),
        WaitlistPromoted({ meetupId: 'm1', userId: 'owner7' }),
      ]);
  });
});
