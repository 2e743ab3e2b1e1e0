import type { CollectionName, Document } from './document.js';

/** A playmate link between two dogs. `_id` is the pair's key (contracts/playmates.ts). */
export interface PlaymateLinkDocument extends Document {
  _id: string;
  /** The two dogs, sorted. */
  dogIds: [string, string];
  /** Their owners, in the order of `dogIds`. */
  userIds: [string, string];
  meetupId: string;
  linkedAt: string;
}

/** One owner's private mark. `_id` is `<meetupId>:<dogId>:<otherDogId>`; read by its owner only. */
export interface PlayedWellMarkDocument extends Document {
  _id: string;
  meetupId: string;
  userId: string;
  dogId: string;
  otherDogId: string;
}

/**
 * What keeps dogs from being playmates, as the playmates projection keeps it:
 * `dog:<dogId>` a dog turned off by its owner, `user:<userId>` a forgotten
 * member, `block:<blockerId>:<blockedId>` a block. A link is
 * ended when one appears, and not made while one stands.
 */
export interface PlaymateBarrierDocument extends Document {
  _id: string;
}

/** The barrier ids (see PlaymateBarrierDocument). */
export const barrierOfDog = (dogId: string) => `dog:${dogId}`;
export const barrierOfMember = (userId: string) => `user:${userId}`;
export const barrierOfBlock = (blockerId: string, blockedId: string) =>
  `block:${blockerId}:${blockedId}`;

export const PLAYMATE_LINKS = 'playmate_links' as CollectionName<PlaymateLinkDocument>;
export const PLAYED_WELL_MARKS = 'played_well_marks' as CollectionName<PlayedWellMarkDocument>;
export const PLAYMATE_BARRIERS = 'playmate_barriers' as CollectionName<PlaymateBarrierDocument>;
