import type { EntryRules, GroupKind } from '../../contracts/entry-rules.js';
import { canActOnMeetup, canSeeMeetup } from '../../contracts/access-policy.js';
import type { SizeClass } from '../../contracts/dogs.js';
import {
  RsvpCleared,
  RsvpDogsChanged,
  RsvpSet,
  RsvpWaitlisted,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import type { RsvpStatus } from '../../contracts/meetups.js';
import { conflict, forbidden, invalid } from '../../shared/errors.js';
import { combineRules, type DogFacts, requireEligible } from '../../groups/index.js';
import { count, isSet, neverFits, shortage, slotOffsets } from './meetup-places.js';
import {
  answerOf,
  demandOf,
  meetupNotFound,
  takenWithout,
  withPromotions,
  type Attendee,
  type MeetupState,
  type Scheduled,
} from './meetup.state.js';
import { localDate } from '../../contracts/local-time.js';

/* RSVPs: who may answer, with which dogs, and who leaves when they leave the group. */

/** What an RSVP decision needs to know of the caller beyond the meetup: facts from other streams. */
export interface RsvpCaller {
  /** The meetup's group's kind (null for a meetup without a group). */
  groupKind: GroupKind | null;
  /** Whether the caller is a member of the meetup's group. */
  isMember: boolean;
  /** The caller's own dogs, by id: only these can come along, each checked against the rules. */
  ownDogs: ReadonlyMap<string, DogFacts>;
  /** The group's entry rules (none for a meetup without a group). */
  groupRules: EntryRules;
  /** The meetup's organizer has blocked the caller (moderation): they cannot answer. */
  blockedByOrganizer?: boolean;
}

export type RsvpCommand =
  | {
      type: 'SetRsvp';
      meetupId: string;
      userId: string;
      status: RsvpStatus;
      dogIds: string[];
      /** The arrival slot picked (minutes after the start), for going to a meetup with slots. */
      arrivalSlot?: number | null;
      caller: RsvpCaller;
      now: Date;
    }
  /** Other dogs, or another arrival slot, on the caller's answer: their place is kept. */
  | {
      type: 'ChangeRsvpDogs';
      meetupId: string;
      userId: string;
      dogIds: string[];
      arrivalSlot?: number | null;
      caller: RsvpCaller;
      now: Date;
    }
  | { type: 'ClearRsvp'; meetupId: string; userId: string; caller: RsvpCaller; now: Date }
  /**
   * The member left the group or was removed: their answer to an upcoming
   * meetup goes, whoever asks. Nothing to withdraw is no error: the command
   * is sent to every meetup where they may have answered.
   */
  | { type: 'WithdrawRsvp'; meetupId: string; userId: string; now: Date };

/** The rules a meetup holds its RSVPs to: its group's, and its own stricter ones on top. */
export function meetupRules(state: Scheduled, groupRules: EntryRules): EntryRules {
  return combineRules(groupRules, state.details.rules ?? null);
}

/** The day the rules are checked for: the meetup's start date (YYYY-MM-DD, UTC). */
/** The meetup's date at its place: a 7 PM Pacific meetup is on that day, not the next (UTC). */
export const meetupDate = (state: Scheduled) =>
  localDate(state.details.startsAt, state.details.timeZone);

const hasStarted = (state: Scheduled, now: Date) =>
  Date.parse(state.details.startsAt) <= now.getTime();

const meetupGroup = (caller: RsvpCaller) => ({
  group: caller.groupKind === null ? null : { kind: caller.groupKind },
});

/** Who may answer, with which dogs, and whether answers are still taken. */
function assertOpenForRsvps(
  state: MeetupState,
  caller: RsvpCaller,
  dogIds: readonly string[],
  now: Date,
): asserts state is Scheduled {
  if (state.status === 'none') throw meetupNotFound();
  // A private or invite-only group's meetups do not exist for outsiders.
  if (!canSeeMeetup(meetupGroup(caller), caller)) throw meetupNotFound();
  if (dogIds.some((dogId) => !caller.ownDogs.has(dogId))) {
    throw invalid('MEETUPS.NOT_YOUR_DOG', 'You can only bring your own dogs.');
  }
  if (state.status === 'cancelled')
    throw conflict('MEETUPS.CANCELLED', 'This meetup was cancelled.');
  if (hasStarted(state, now)) {
    throw conflict('MEETUPS.PAST', 'This meetup has already happened: RSVPs are closed.');
  }
}

const sameDogs = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((dog, index) => dog === b[index]);

/** No slot asked for (undefined) keeps the one already picked. */
const slotAsked = (command: { arrivalSlot?: number | null }, current: Attendee | undefined) =>
  command.arrivalSlot === undefined ? (current?.slot ?? null) : command.arrivalSlot;

/** What an answer would record: its dogs' size classes as their profiles say now, and its slot. */
function proposedAnswer(
  status: Attendee['status'],
  dogIds: string[],
  arrivalSlot: number | null | undefined,
  caller: RsvpCaller,
) {
  const dogSizes: Record<string, SizeClass> = {};
  for (const dogId of dogIds) {
    const size = caller.ownDogs.get(dogId)?.sizeClass;
    if (size) dogSizes[dogId] = size;
  }
  // Only going takes a slot: the other answers take no place.
  const slot = status === 'going' || status === 'waitlisted' ? (arrivalSlot ?? null) : null;
  // Recorded only when there is something to record: answers without sizes or slots read as before.
  return {
    dogIds,
    ...(Object.keys(dogSizes).length > 0 ? { dogSizes } : {}),
    ...(slot !== null ? { arrivalSlot: slot } : {}),
  };
}

/**
 * What going asks of the answer on top of the entry rules: dogs named where
 * dogs take places, a size for each dog where sizes are limited, a slot of
 * the meetup's where arrivals are staggered, and no more dogs than could ever fit.
 */
function assertCanGo(state: Scheduled, answer: Attendee, caller: RsvpCaller): void {
  const { dogLimit, sizeLimits, arrivalSlots } = state.details;
  if (isSet(dogLimit) && answer.dogIds.length === 0) {
    throw invalid(
      'MEETUPS.DOGS_REQUIRED',
      'Choose the dogs coming: this meetup counts a place for each dog.',
    );
  }
  if (sizeLimits && Object.keys(sizeLimits).length > 0) {
    const unsized = answer.dogIds.find((dogId) => !caller.ownDogs.get(dogId)?.sizeClass);
    if (unsized !== undefined) {
      throw invalid(
        'MEETUPS.DOG_SIZE_REQUIRED',
        `Add ${caller.ownDogs.get(unsized)!.name}'s size class to their profile: this meetup limits places by size.`,
      );
    }
  }
  if (arrivalSlots && answer.slot === null)
    throw invalid('MEETUPS.SLOT_REQUIRED', 'Pick an arrival slot: this meetup staggers arrivals.');
  if (answer.slot !== null && !slotOffsets(state.details).includes(answer.slot))
    throw invalid('MEETUPS.NO_SUCH_SLOT', "That arrival slot is not one of this meetup's.");
  const never = neverFits(demandOf(answer), state.details);
  if (never !== null) throw conflict('MEETUPS.TOO_MANY_DOGS', never);
}

/**
 * The same answer with other dogs or another slot. Someone going keeps
 * their place only if the new dogs fit beside everyone else (else nothing
 * changes); someone waiting keeps their place in line, and is promoted at
 * once if the new dogs fit where the old did not.
 */
function changeDogs(
  state: Scheduled,
  userId: string,
  current: Attendee,
  proposed: ReturnType<typeof proposedAnswer>,
  caller: RsvpCaller,
): MeetupEvent[] {
  const next = answerOf(current.status, proposed);
  if (sameDogs(current.dogIds, next.dogIds) && current.slot === next.slot) return [];
  const changed = RsvpDogsChanged({ meetupId: state.meetupId, userId, ...proposed });
  if (current.status === 'maybe' || current.status === 'not_going') return [changed];
  assertCanGo(state, next, caller);
  if (current.status === 'waitlisted') {
    return withPromotions(state, [changed], {
      taken: state.taken,
      details: state.details,
      changed: { userId, waiting: demandOf(next) },
    });
  }
  const others = takenWithout(state, userId);
  const missing = shortage(others, demandOf(next), state.details);
  if (missing !== null) {
    throw conflict('MEETUPS.NO_PLACE_FOR_DOGS', `${missing} Your answer stays as it was.`);
  }
  return withPromotions(state, [changed], {
    taken: count(others, demandOf(next), 1),
    details: state.details,
  });
}

export function decideRsvp(command: RsvpCommand, state: MeetupState): MeetupEvent[] {
  switch (command.type) {
    case 'SetRsvp': {
      assertOpenForRsvps(state, command.caller, command.dogIds, command.now);
      const { meetupId, userId, status, dogIds, caller } = command;
      // Saying "not going" takes no place, so a blocked member may still say it.
      const action = status === 'not_going' ? 'decline' : 'answer';
      const meetup = { organizerId: state.organizerId, ...meetupGroup(caller) };
      if (!canActOnMeetup(action, meetup, { userId, ...caller }))
        throw forbidden(
          'MEETUPS.NOT_ACCEPTING',
          'The organizer is not taking your RSVP to this meetup.',
        );
      // Every dog brought must meet the rules on the meetup's day; "not going" brings none.
      if (status !== 'not_going') {
        requireEligible(
          meetupRules(state, caller.groupRules),
          dogIds.map((dogId) => caller.ownDogs.get(dogId)!),
          meetupDate(state),
        );
      }
      const current = state.attendees.get(userId);
      const proposed = proposedAnswer(status, dogIds, slotAsked(command, current), caller);
      // Going while waiting is the same answer: only its dogs or slot may change.
      if (
        current &&
        (current.status === status || (status === 'going' && current.status === 'waitlisted'))
      )
        return changeDogs(state, userId, current, proposed, caller);
      if (status === 'going') {
        const next = answerOf('going', proposed);
        assertCanGo(state, next, caller);
        return shortage(state.taken, demandOf(next), state.details) === null
          ? [RsvpSet({ meetupId, userId, status, ...proposed })]
          : [RsvpWaitlisted({ meetupId, userId, ...proposed })];
      }
      return withPromotions(state, [RsvpSet({ meetupId, userId, status, ...proposed })], {
        taken: takenWithout(state, userId),
        details: state.details,
        changed: { userId, waiting: null },
      });
    }

    case 'ChangeRsvpDogs': {
      const { userId, dogIds, caller } = command;
      assertOpenForRsvps(state, caller, dogIds, command.now);
      const current = state.attendees.get(userId);
      if (!current)
        throw conflict('MEETUPS.NO_RSVP', 'Answer the meetup first: there is no RSVP to change.');
      if (current.status !== 'not_going') {
        requireEligible(
          meetupRules(state, caller.groupRules),
          dogIds.map((dogId) => caller.ownDogs.get(dogId)!),
          meetupDate(state),
        );
      }
      const proposed = proposedAnswer(current.status, dogIds, slotAsked(command, current), caller);
      return changeDogs(state, userId, current, proposed, caller);
    }

    case 'ClearRsvp':
      assertOpenForRsvps(state, command.caller, [], command.now);
      return clear(state, command.userId);

    case 'WithdrawRsvp':
      // A meetup that happened (or was called off) keeps its record of who came.
      if (state.status !== 'scheduled' || hasStarted(state, command.now)) return [];
      return clear(state, command.userId);
  }
}

/** The answer goes, and the queue moves up into any place it frees. */
function clear(state: Scheduled, userId: string): MeetupEvent[] {
  if (!state.attendees.has(userId)) return [];
  return withPromotions(state, [RsvpCleared({ meetupId: state.meetupId, userId })], {
    taken: takenWithout(state, userId),
    details: state.details,
    changed: { userId, waiting: null },
  });
}
