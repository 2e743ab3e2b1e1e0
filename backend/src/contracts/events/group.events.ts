import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * Groups. Stream `group-<groupId>`: creation and membership. Posts live in
 * their own streams (`post-<postId>`, see post.events.ts) so a busy feed never
 * slows down membership decisions.
 */

export const GroupCreated = defineEvent(
  'GroupCreated',
  1,
  z.object({
    groupId: z.string(),
    creatorId: z.string(),
    name: z.string(),
    description: z.string(),
    city: z.string(),
    state: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isPrivate: z.boolean(),
  }),
);

/** The creator is a member from GroupCreated on (role owner); this is everyone else. */
export const GroupJoined = defineEvent(
  'GroupJoined',
  1,
  z.object({ groupId: z.string(), userId: z.string(), role: z.enum(['member']) }),
);

export const GroupLeft = defineEvent(
  'GroupLeft',
  1,
  z.object({ groupId: z.string(), userId: z.string() }),
);

export type GroupCreated = EventOf<typeof GroupCreated>;
export type GroupJoined = EventOf<typeof GroupJoined>;
export type GroupLeft = EventOf<typeof GroupLeft>;
export type GroupEvent = GroupCreated | GroupJoined | GroupLeft;

export const groupEvents = [GroupCreated, GroupJoined, GroupLeft] as const;
