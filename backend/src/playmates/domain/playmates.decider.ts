import {
  PlayedWellMarked,
  PlaymatesLinked,
  PlaymatesUnlinked,
  type PlaymatePairEvent,
} from '../../contracts/events/playmate.events.js';
import { PLAYMATE_MARK_WINDOW_MS, pairKey, pairOf } from '../../contracts/playmates.js';
import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';

/*
 * One pair of dogs: the marks each owner made for the other's dog, per
 * meetup, and whether they are playmates. Both marks for the same meetup make
 * the link; removing it drops the pair's marks, so only new marks on both
 * sides link the dogs again.
 */

/** The meetup a mark is about, as the handler found it for the caller. */
export interface MarkedMeetup {
  /** Whether the meetup exists for the caller (a private group's: its members only). */
  canSee: boolean;
  /** ISO end of the meetup. */
  endsAt: string;
  /** The dogs that came (checked in, or their owner said they arrived), with their owners. */
  dogsThatCame: ReadonlyMap<string, string>;
}

/** What a mark's rules judge besides the pair's own state. */
export interface MarkFacts {
  meetup: MarkedMeetup | null;
  /** The caller owns `dogId`. */
  ownsDog: boolean;
  /** Either owner blocked the other. */
  blocked: boolean;
  /** Playmates are off for the caller's dog. */
  dogOff: boolean;
  /** Playmates are off for the other dog. */
  otherDogOff: boolean;
}

export type PlaymatesCommand =
  | {
      type: 'MarkPlayedWell';
      meetupId: string;
      userId: string;
      dogId: string;
      otherDogId: string;
      facts: MarkFacts;
      now: Date;
    }
  | { type: 'RemovePlaymate'; userId: string; dogId: string; otherDogId: string; ownsDog: boolean };

export interface PlaymatesState {
  /** Per meetup, the dogs of the pair whose owner marked the other dog. */
  marks: Map<string, Set<string>>;
  linked: boolean;
}

export const playmatesStream = (dogId: string, otherDogId: string) =>
  `playmates-${pairKey(dogId, otherDogId)}`;

export const dogNotFound = () => notFound('PLAYMATES.DOG_NOT_FOUND', 'Dog not found');

/** Said alike for a dog that did not come, a blocked owner's dog and a dog turned off. */
const unknownDog = () =>
  invalid(
    'PLAYMATES.UNKNOWN_DOG',
    'You can only mark other owners’ dogs that came to this meetup.',
  );

function decideMark(
  command: Extract<PlaymatesCommand, { type: 'MarkPlayedWell' }>,
  state: PlaymatesState,
): PlaymatePairEvent[] {
  const { meetupId, userId, dogId, otherDogId, facts, now } = command;
  const { meetup } = facts;
  if (!meetup?.canSee) throw notFound('MEETUPS.NOT_FOUND', 'Meetup not found');
  if (!facts.ownsDog) throw dogNotFound();
  const end = Date.parse(meetup.endsAt);
  if (now.getTime() < end)
    throw conflict('PLAYMATES.NOT_ENDED', 'Dogs can be marked once the meetup has ended.');
  if (now.getTime() > end + PLAYMATE_MARK_WINDOW_MS)
    throw conflict('PLAYMATES.MARKS_CLOSED', 'Dogs can be marked up to 7 days after the meetup.');
  if (meetup.dogsThatCame.get(dogId) !== userId) {
    throw forbidden(
      'PLAYMATES.ATTENDEES_ONLY',
      'Only dogs checked in at this meetup can have playmates from it.',
    );
  }
  if (facts.dogOff)
    throw conflict('PLAYMATES.TURNED_OFF', 'Playmates are turned off for this dog.');
  const otherOwner = meetup.dogsThatCame.get(otherDogId);
  if (otherOwner === undefined || otherOwner === userId || facts.blocked || facts.otherDogOff)
    throw unknownDog();
  const marked = state.marks.get(meetupId);
  if (marked?.has(dogId)) return [];
  const mark = PlayedWellMarked({ meetupId, userId, dogId, otherDogId });
  if (!marked?.has(otherDogId)) return [mark];
  const dogIds = pairOf(dogId, otherDogId);
  const userIds: [string, string] =
    dogIds[0] === dogId ? [userId, otherOwner] : [otherOwner, userId];
  return [mark, PlaymatesLinked({ meetupId, dogIds, userIds })];
}

export const playmatesDecider: Decider<PlaymatesState, PlaymatesCommand, PlaymatePairEvent> = {
  initialState: () => ({ marks: new Map(), linked: false }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'PlayedWellMarked': {
        const marked = state.marks.get(event.data.meetupId) ?? new Set<string>();
        marked.add(event.data.dogId);
        state.marks.set(event.data.meetupId, marked);
        return state;
      }
      case 'PlaymatesLinked':
        state.linked = true;
        return state;
      case 'PlaymatesUnlinked':
        state.linked = false;
        state.marks.clear();
        return state;
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'MarkPlayedWell':
        return decideMark(command, state);
      // Silent and idempotent: removing what is not (or no longer) there changes nothing.
      case 'RemovePlaymate': {
        if (!command.ownsDog) throw dogNotFound();
        if (!state.linked) return [];
        const dogIds = pairOf(command.dogId, command.otherDogId);
        return [PlaymatesUnlinked({ dogIds, byUserId: command.userId })];
      }
    }
  },
};
