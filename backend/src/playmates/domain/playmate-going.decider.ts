import {
  PlaymateGoingNotified,
  type PlaymateGoingNotified as Notified,
} from '../../contracts/events/playmate.events.js';
import type { Decider } from '../../shared/decider.js';

/*
 * "Pepper's playmate Juno is going to Saturday's walk": one stream per
 * meetup and going dog, holding who has been told. An owner of a playmate is
 * told once per meetup and dog, however often the going owner's answer flips
 * between going and not, and however often the log is followed again.
 */

/** One playmate link of the going dog, as the handler found it and its owner. */
export interface PlaymateOwnerFacts {
  /** The playmate (the recipient's dog) and its owner (the recipient). */
  dogId: string;
  userId: string;
  /** The pair is linked now (its own stream says so, not only the read model). */
  linked: boolean;
  /** The recipient turned playmates off for this dog. */
  dogOff: boolean;
  /** The meetup exists for the recipient (a private group's: its members only). */
  seesMeetup: boolean;
  /** The recipient and the going owner blocked one another, either way. */
  blocked: boolean;
  /** The recipient's account is there and not suspended. */
  active: boolean;
  /** The recipient turned this kind on (it is off by default), on either channel. */
  wantsIt: boolean;
}

export interface NotifyPlaymatesGoing {
  type: 'NotifyPlaymatesGoing';
  meetupId: string;
  dogId: string;
  ownerId: string;
  /** The meetup is scheduled and not started, and the owner is going with this dog now. */
  going: boolean;
  /** The going owner's account is there and not suspended. */
  ownerActive: boolean;
  /** The going owner turned playmates off for this dog. */
  dogOff: boolean;
  playmates: readonly PlaymateOwnerFacts[];
}

/** The owners told already. */
export type PlaymateGoingState = Set<string>;

export const playmateGoingStream = (meetupId: string, dogId: string) =>
  `playmate-going-${meetupId}-${dogId}`;

/** Whether this playmate's owner may hear that the dog is going. */
const mayBeTold = (playmate: PlaymateOwnerFacts, ownerId: string) =>
  playmate.userId !== ownerId &&
  playmate.linked &&
  !playmate.dogOff &&
  playmate.seesMeetup &&
  !playmate.blocked &&
  playmate.active &&
  playmate.wantsIt;

export const playmateGoingDecider: Decider<PlaymateGoingState, NotifyPlaymatesGoing, Notified> = {
  initialState: () => new Set(),
  evolve: (state, event) => {
    for (const recipient of event.data.recipients) state.add(recipient.userId);
    return state;
  },
  // Never a refusal: it follows an RSVP already decided, so "nobody to tell" is simply nothing.
  decide: (command, told) => {
    const { meetupId, dogId, ownerId } = command;
    if (!command.going || !command.ownerActive || command.dogOff) return [];
    const dogsOf = new Map<string, string[]>();
    for (const playmate of command.playmates) {
      if (told.has(playmate.userId) || !mayBeTold(playmate, ownerId)) continue;
      dogsOf.set(playmate.userId, [...(dogsOf.get(playmate.userId) ?? []), playmate.dogId]);
    }
    if (dogsOf.size === 0) return [];
    const recipients = [...dogsOf].map(([userId, dogIds]) => ({ userId, dogIds: dogIds.sort() }));
    return [PlaymateGoingNotified({ meetupId, dogId, ownerId, recipients })];
  },
};
