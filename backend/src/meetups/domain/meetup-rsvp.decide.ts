import type { EntryRules } from '../../contracts/entry-rules.js';
import {
  RsvpCleared,
  RsvpSet,
  RsvpWaitlisted,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import type { RsvpStatus } from '../../contracts/meetups.js';
import { conflict, invalid } from '../../shared/errors.js';
import { combineRules, requireEligible, type DogFacts } from '../../groups/domain/entry-rules.js';
import {
  goingWithout,
  hasPlace,
  meetupNotFound,
  withPromotions,
  type MeetupState,
  type Scheduled,
} from './meetup.state.js';
import { localDate } from '../../contracts/local-time.js';

/* RSVPs: who may answer, with which dogs, and who leaves when they leave the group. */

/** What an RSVP decision needs to know of the caller beyond the meetup: facts from other streams. */
export interface RsvpCaller {
  /** Whether the meetup's group is private or invite-only (false for a meetup without a group). */
  groupIsPrivate: boolean;
  /** Whether the caller is a member of the meetup's group. */
  isMember: boolean;
  /** The caller's own dogs, by id: only these can come along, each checked against the rules. */
  ownDogs: ReadonlyMap<string, DogFacts>;
  /** The group's entry rules (none for a meetup without a group). */
  groupRules: EntryRules;
}

export type RsvpCommand =
  | {
      type: 'SetRsvp';
      meetupId: string;
      userId: string;
      status: RsvpStatus;
      dogIds: string[];
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

/** Who may answer, with which dogs, and whether answers are still taken. */
function assertOpenForRsvps(
  state: MeetupState,
  caller: RsvpCaller,
  dogIds: readonly string[],
  now: Date,
): asserts state is Scheduled {
  if (state.status === 'none') throw meetupNotFound();
  // A private or invite-only group's meetups do not exist for outsiders.
  if (caller.groupIsPrivate && !caller.isMember) throw meetupNotFound();
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

export function decideRsvp(command: RsvpCommand, state: MeetupState): MeetupEvent[] {
  switch (command.type) {
    case 'SetRsvp': {
      assertOpenForRsvps(state, command.caller, command.dogIds, command.now);
      const { meetupId, userId, status, dogIds, caller } = command;
      // Every dog brought must meet the rules on the meetup's day; "not going" brings none.
      if (status !== 'not_going') {
        requireEligible(
          meetupRules(state, caller.groupRules),
          dogIds.map((dogId) => caller.ownDogs.get(dogId)!),
          meetupDate(state),
        );
      }
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
    going: goingWithout(state, userId),
    details: state.details,
  });
}
