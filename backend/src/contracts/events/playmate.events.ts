import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * Playmates (docs/playmates.md). Marks and links between two dogs live in the
 * pair's stream (`playmates-<dogA>+<dogB>`, ids sorted), so "both marked,
 * for the same meetup" is decided on one state; an owner's per-dog setting
 * lives in `playmate-settings-<userId>`. Who was told that a dog is going to
 * a meetup lives in `playmate-going-<meetupId>-<dogId>`.
 */

/** After a meetup, an owner said their dog played well with another dog that came. Private. */
export const PlayedWellMarked = defineEvent(
  'PlayedWellMarked',
  1,
  z.object({
    meetupId: z.string(),
    /** The owner who marked. */
    userId: z.string(),
    /** Their dog. */
    dogId: z.string(),
    /** The dog it played well with. */
    otherDogId: z.string(),
  }),
);

/** Both owners marked each other's dogs for the same meetup: the dogs are playmates. */
export const PlaymatesLinked = defineEvent(
  'PlaymatesLinked',
  1,
  z.object({
    meetupId: z.string(),
    /** The two dogs, sorted. */
    dogIds: z.tuple([z.string(), z.string()]),
    /** Their owners, in the order of `dogIds`. */
    userIds: z.tuple([z.string(), z.string()]),
  }),
);

/** One of the two owners removed the link (silently): the pair's marks are gone with it. */
export const PlaymatesUnlinked = defineEvent(
  'PlaymatesUnlinked',
  1,
  z.object({
    dogIds: z.tuple([z.string(), z.string()]),
    byUserId: z.string(),
  }),
);

/** An owner turned playmates off for one dog: its links end, it is neither offered nor shown. */
export const PlaymatesTurnedOff = defineEvent(
  'PlaymatesTurnedOff',
  1,
  z.object({ userId: z.string(), dogId: z.string() }),
);

/** An owner turned playmates back on for one dog (links ended by turning off stay ended). */
export const PlaymatesTurnedOn = defineEvent(
  'PlaymatesTurnedOn',
  1,
  z.object({ userId: z.string(), dogId: z.string() }),
);

/**
 * A dog's owner is going to a meetup with it: these owners of its playmates,
 * who may see the meetup and turned the kind on, are told (once each per
 * meetup and dog, whatever the owner's answer does later). Ids only: the
 * notifications projection names the dogs, and forgets their names with
 * their owners.
 */
export const PlaymateGoingNotified = defineEvent(
  'PlaymateGoingNotified',
  1,
  z.object({
    meetupId: z.string(),
    /** The dog going, and its owner. */
    dogId: z.string(),
    ownerId: z.string(),
    /** Each owner told, with their dogs that are the going dog's playmates. */
    recipients: z.array(z.object({ userId: z.string(), dogIds: z.array(z.string()) })).min(1),
  }),
);

export type PlayedWellMarked = EventOf<typeof PlayedWellMarked>;
export type PlaymatesLinked = EventOf<typeof PlaymatesLinked>;
export type PlaymatesUnlinked = EventOf<typeof PlaymatesUnlinked>;
export type PlaymatesTurnedOff = EventOf<typeof PlaymatesTurnedOff>;
export type PlaymatesTurnedOn = EventOf<typeof PlaymatesTurnedOn>;
export type PlaymateGoingNotified = EventOf<typeof PlaymateGoingNotified>;

/** Everything that happens in a pair's stream. */
export type PlaymatePairEvent = PlayedWellMarked | PlaymatesLinked | PlaymatesUnlinked;
/** Everything that happens in an owner's settings stream. */
export type PlaymateSettingEvent = PlaymatesTurnedOff | PlaymatesTurnedOn;
export type PlaymateEvent = PlaymatePairEvent | PlaymateSettingEvent | PlaymateGoingNotified;

export const playmateEvents = [
  PlayedWellMarked,
  PlaymatesLinked,
  PlaymatesUnlinked,
  PlaymatesTurnedOff,
  PlaymatesTurnedOn,
  PlaymateGoingNotified,
] as const;
