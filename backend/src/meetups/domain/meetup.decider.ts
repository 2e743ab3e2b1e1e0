import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';
import {
  MeetupCancelled,
  MeetupScheduled,
  MeetupUpdated,
  RsvpCleared,
  RsvpSet,
  RsvpWaitlisted,
  WaitlistPromoted,
  type MeetupDetails,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import { DEFAULT_DURATION_MS, type RsvpStatus } from '../../contracts/meetups.js';

export interface Attendee {
  status: RsvpStatus | 'waitlisted';
  dogIds: readonly string[];
}

/**
 * A meetup as its decisions need it. Folded in place (see Decider), and kept
 * so that every event and every decision costs the same however many RSVPs
 * the meetup has seen: counts are kept, not counted, and the queue's head is
 * the first entry of an insertion-ordered Set.
 */
export type MeetupState =
  | { status: 'none' }
  | {
      status: 'scheduled' | 'cancelled';
      meetupId: string;
      groupId: string | null;
      organizerId: string;
      details: MeetupDetails;
      /** Everyone with an RSVP, in the order they first answered. */
      attendees: Map<string, Attendee>;
      /** Who waits for a place, first come first served. */
      waitlist: Set<string>;
      /** Members going (a trainer's unregistered clients are in details). */
      going: number;
    };

type Scheduled = Extract<MeetupState, { details: unknown }>;

export type MeetupCommand =
  | {
      type: 'ScheduleMeetup';
      /** `endsAt` null: the default, two hours after the start (spec section 9). */
      meetup: Omit<MeetupScheduled['data'], 'endsAt'> & { endsAt: string | null };
      organizerIsMember: boolean;
      organizerIsTrainer: boolean;
      now: Date;
    }
  | {
      type: 'UpdateMeetup';
      meetupId: string;
      changes: Partial<MeetupDetails>;
      canManage: boolean;
      /** Whether the meetup exists for the caller: a private group's exist for its members only. */
      canSee: boolean;
      now: Date;
    }
  | {
      type: 'CancelMeetup';
      meetupId: string;
      userId: string;
      reason: string | null;
      canManage: boolean;
      /** As for UpdateMeetup. */
      canSee: boolean;
      now: Date;
    }
  | {
      type: 'SetRsvp';
      meetupId: string;
      userId: string;
      status: RsvpStatus;
      dogIds: string[];
      caller: RsvpCaller;
      now: Date;
    }
  | { type: 'ClearRsvp'; meetupId: string; userId: string; caller: RsvpCaller; now: Date };

/** What an RSVP decision needs to know of the caller beyond the meetup: facts from other streams. */
export interface RsvpCaller {
  /** Whether the meetup's group is private (false for a meetup without a group). */
  groupIsPrivate: boolean;
  /** Whether the caller is a member of the meetup's group. */
  isMember: boolean;
  /** The caller's own dogs: only these can come along. */
  ownDogIds: ReadonlySet<string>;
}

export const meetupStream = (meetupId: string) => `meetup-${meetupId}`;

export const meetupNotFound = () => notFound('MEETUPS.NOT_FOUND', 'Meetup not found');

/** Places taken: members going plus a trainer's unregistered clients. */
export function placesTaken(state: Scheduled): number {
  return state.going + state.details.unregisteredAttendees;
}

/** People beyond the places (0 or less while everyone fits; never counted without a limit). */
function excess(going: number, details: MeetupDetails): number {
  if (details.maxAttendees === null) return -Infinity;
  return going + details.unregisteredAttendees - details.maxAttendees;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Members going plus private members never take more places than there are.
 * A change may not add to the excess: a meetup stored over capacity before
 * this rule existed can still change anything that does not make it worse.
 */
function assertFits(going: number, before: MeetupDetails | null, after: MeetupDetails): void {
  const over = excess(going, after);
  if (over <= Math.max(0, before ? excess(going, before) : 0)) return;
  if (before === null) {
    throw invalid(
      'MEETUPS.OVER_CAPACITY',
      'Private members cannot be more than the maximum attendees.',
    );
  }
  throw conflict(
    'MEETUPS.OVER_CAPACITY',
    `There are ${plural(after.maxAttendees!, 'place')}, and ${going} going plus ${plural(after.unregisteredAttendees, 'private member')} would make ${going + after.unregisteredAttendees}.`,
  );
}

function hasPlace(state: Scheduled): boolean {
  return state.details.maxAttendees === null || placesTaken(state) < state.details.maxAttendees;
}

const sameDogs = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((dog, index) => dog === b[index]);

/** Sets one person's answer, keeping the going count and the queue in step. */
function answer(state: Scheduled, userId: string, next: Attendee | null): void {
  const previous = state.attendees.get(userId);
  if (previous?.status === 'going') state.going -= 1;
  if (next === null) state.attendees.delete(userId);
  else state.attendees.set(userId, next);
  if (next?.status === 'going') state.going += 1;
  // Changing one's dogs while waiting keeps one's place in the queue.
  if (next?.status === 'waitlisted') state.waitlist.add(userId);
  else state.waitlist.delete(userId);
}

function evolve(state: MeetupState, event: MeetupEvent): MeetupState {
  if (event.type === 'MeetupScheduled') {
    const {
      meetupId,
      slug: _slug,
      groupId,
      organizerId,
      city: _city,
      state: _state,
      ...details
    } = event.data;
    return {
      status: 'scheduled',
      meetupId,
      groupId,
      organizerId,
      details,
      attendees: new Map(),
      waitlist: new Set(),
      going: 0,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'MeetupUpdated':
      state.details = { ...state.details, ...event.data.changes };
      break;
    case 'MeetupCancelled':
      state.status = 'cancelled';
      break;
    case 'RsvpSet':
      answer(state, event.data.userId, { status: event.data.status, dogIds: event.data.dogIds });
      break;
    case 'RsvpWaitlisted':
      answer(state, event.data.userId, { status: 'waitlisted', dogIds: event.data.dogIds });
      break;
    case 'WaitlistPromoted': {
      const waiting = state.attendees.get(event.data.userId);
      answer(state, event.data.userId, { status: 'going', dogIds: waiting?.dogIds ?? [] });
      break;
    }
    case 'RsvpCleared':
      answer(state, event.data.userId, null);
      break;
  }
  return state;
}

/**
 * After a change that may free places (someone going leaves, the organizer
 * adds room), the queue moves up, in order, within the same decision. Worked
 * out from the counts, without folding: a decision never changes the state.
 * (Someone leaving the queue frees no place: a queue exists only while full.)
 */
function withPromotions(
  state: Scheduled,
  events: MeetupEvent[],
  after: { going: number; details: MeetupDetails },
): MeetupEvent[] {
  const { maxAttendees, unregisteredAttendees } = after.details;
  let taken = after.going + unregisteredAttendees;
  const promotions: MeetupEvent[] = [];
  for (const userId of state.waitlist) {
    if (maxAttendees !== null && taken >= maxAttendees) break;
    promotions.push(WaitlistPromoted({ meetupId: state.meetupId, userId }));
    taken += 1;
  }
  return [...events, ...promotions];
}

/** The going count once `userId` no longer goes. */
const goingWithout = (state: Scheduled, userId: string) =>
  state.going - (state.attendees.get(userId)?.status === 'going' ? 1 : 0);

/** Who may answer, with which dogs, and whether answers are still taken. */
function assertOpenForRsvps(
  state: MeetupState,
  caller: RsvpCaller,
  dogIds: readonly string[],
  now: Date,
): asserts state is Scheduled {
  if (state.status === 'none') throw meetupNotFound();
  // A private group's meetups do not exist for outsiders.
  if (caller.groupIsPrivate && !caller.isMember) throw meetupNotFound();
  if (dogIds.some((dogId) => !caller.ownDogIds.has(dogId))) {
    throw invalid('MEETUPS.NOT_YOUR_DOG', 'You can only bring your own dogs.');
  }
  if (state.status === 'cancelled')
    throw conflict('MEETUPS.CANCELLED', 'This meetup was cancelled.');
  if (Date.parse(state.details.startsAt) <= now.getTime()) {
    throw conflict('MEETUPS.PAST', 'This meetup has already happened: RSVPs are closed.');
  }
}

/** How far ahead a meetup may be scheduled, in years. */
const MAX_YEARS_AHEAD = 2;
/** The longest a meetup may last. */
const MAX_DURATION_MS = 24 * 3600_000;

/** The scheduling rules of spec section 5 that need the clock, and the bounds we add. */
function assertStart(startsAt: string, now: Date): void {
  const start = Date.parse(startsAt);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // A day of slack: "today" in Hawaii is still "yesterday" in UTC for hours.
  if (start < today - 24 * 3600_000)
    throw invalid('MEETUPS.DATE_IN_PAST', 'The date cannot be before today');
  if (start <= now.getTime())
    throw invalid('MEETUPS.START_PASSED', 'The start time has already passed');
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
  if (start > latest.getTime())
    throw invalid('MEETUPS.DATE_TOO_FAR', 'The date cannot be more than 2 years ahead');
}

/** The end, after a start that passed `assertStart` (so the arithmetic stays within dates). */
function assertEnd(startsAt: string, endsAt: string): void {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (end <= start)
    throw invalid('MEETUPS.END_BEFORE_START', 'The end time must be after the start time');
  if (end - start > MAX_DURATION_MS) {
    throw invalid('MEETUPS.TOO_LONG', 'The end time must be within 24 hours of the start time');
  }
}

const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** A new start without a new end moves the end along: the meetup keeps its length. */
function withLengthKept(
  details: MeetupDetails,
  changes: Partial<MeetupDetails>,
  now: Date,
): Partial<MeetupDetails> {
  const { startsAt, endsAt } = changes;
  if (startsAt === undefined || endsAt !== undefined || startsAt === details.startsAt)
    return changes;
  // Before any arithmetic: a start past the bounds may leave no date to add the length to.
  assertStart(startsAt, now);
  const length = Date.parse(details.endsAt) - Date.parse(details.startsAt);
  return { ...changes, endsAt: plusMs(startsAt, length) };
}

export const meetupDecider: Decider<MeetupState, MeetupCommand, MeetupEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,

  decide: (command, state) => {
    switch (command.type) {
      case 'ScheduleMeetup': {
        if (state.status !== 'none')
          throw conflict('MEETUPS.ALREADY_EXISTS', 'This meetup already exists');
        if (command.meetup.groupId !== null && !command.organizerIsMember) {
          throw forbidden(
            'MEETUPS.MEMBERS_ONLY',
            'Only members of this group can schedule its meetups.',
          );
        }
        if (command.meetup.unregisteredAttendees > 0 && !command.organizerIsTrainer) {
          throw forbidden(
            'MEETUPS.TRAINERS_ONLY',
            'Only professional trainers can add private members.',
          );
        }
        assertStart(command.meetup.startsAt, command.now);
        const meetup = {
          ...command.meetup,
          endsAt: command.meetup.endsAt ?? plusMs(command.meetup.startsAt, DEFAULT_DURATION_MS),
        };
        assertEnd(meetup.startsAt, meetup.endsAt);
        assertFits(0, null, meetup);
        return [MeetupScheduled(meetup)];
      }

      case 'UpdateMeetup': {
        if (state.status === 'none' || !command.canSee) throw meetupNotFound();
        if (!command.canManage)
          throw forbidden('MEETUPS.NOT_ORGANIZER', 'Only the organizer can change this meetup.');
        if (state.status === 'cancelled')
          throw conflict('MEETUPS.CANCELLED', 'This meetup was cancelled.');
        const requested = withLengthKept(state.details, command.changes, command.now);
        const changes = Object.fromEntries(
          Object.entries(requested).filter(
            ([field, value]) =>
              value !== undefined && state.details[field as keyof MeetupDetails] !== value,
          ),
        ) as Partial<MeetupDetails>;
        if (Object.keys(changes).length === 0) return [];
        if (changes.startsAt !== undefined || changes.endsAt !== undefined) {
          const { startsAt, endsAt } = { ...state.details, ...changes };
          assertStart(startsAt, command.now);
          assertEnd(startsAt, endsAt);
        }
        const details = { ...state.details, ...changes };
        // A smaller capacity never removes anyone going: it is refused below the places taken.
        assertFits(state.going, state.details, details);
        // A larger capacity lets the queue move up at once.
        return withPromotions(state, [MeetupUpdated({ meetupId: command.meetupId, changes })], {
          going: state.going,
          details,
        });
      }

      case 'CancelMeetup':
        if (state.status === 'none' || !command.canSee) throw meetupNotFound();
        if (!command.canManage)
          throw forbidden('MEETUPS.NOT_ORGANIZER', 'Only the organizer can cancel this meetup.');
        if (state.status === 'cancelled') return [];
        return [
          MeetupCancelled({
            meetupId: command.meetupId,
            cancelledBy: command.userId,
            reason: command.reason,
          }),
        ];

      case 'SetRsvp': {
        assertOpenForRsvps(state, command.caller, command.dogIds, command.now);
        const { meetupId, userId, status, dogIds } = command;
        const current = state.attendees.get(userId);
        if (status === 'going') {
          if (current?.status === 'going')
            return sameDogs(current.dogIds, dogIds)
              ? []
              : [RsvpSet({ meetupId, userId, status, dogIds })];
          if (current?.status === 'waitlisted')
            return sameDogs(current.dogIds, dogIds)
              ? []
              : [RsvpWaitlisted({ meetupId, userId, dogIds })];
          return hasPlace(state)
            ? [RsvpSet({ meetupId, userId, status, dogIds })]
            : [RsvpWaitlisted({ meetupId, userId, dogIds })];
        }
        if (current?.status === status && sameDogs(current.dogIds, dogIds)) return [];
        return withPromotions(state, [RsvpSet({ meetupId, userId, status, dogIds })], {
          going: goingWithout(state, userId),
          details: state.details,
        });
      }

      case 'ClearRsvp':
        assertOpenForRsvps(state, command.caller, [], command.now);
        if (!state.attendees.has(command.userId)) return [];
        return withPromotions(
          state,
          [RsvpCleared({ meetupId: command.meetupId, userId: command.userId })],
          {
            going: goingWithout(state, command.userId),
            details: state.details,
          },
        );
    }
  },
};
