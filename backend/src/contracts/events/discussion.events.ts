import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * A meetup's discussion. Stream `discussion-<postId>`: one top-level post (or
 * announcement), its replies (one level) and the likes of both. A reply's
 * events name its post (`postId`) and itself (`replyId`); a post's own have
 * `replyId` null.
 */

/** Where a message sits: the meetup(s) whose thread shows it, and their group (null: none). */
const place = {
  postId: z.string(),
  meetupIds: z.array(z.string()).min(1),
  groupId: z.string().nullable(),
};

/**
 * A member wrote a post, or a reply to one (`replyId` set). `mentionedIds`:
 * the people named with `@username` who may see the thread and are not
 * blocked either way; each is told once.
 */
export const DiscussionPostWritten = defineEvent(
  'DiscussionPostWritten',
  1,
  z.object({
    ...place,
    replyId: z.string().nullable(),
    authorId: z.string(),
    text: z.string(),
    mentionedIds: z.array(z.string()),
  }),
);

/**
 * An organizer's announcement: pinned at the top of each meetup's thread and
 * delivered to everyone going or waitlisted at any of them, once per person.
 */
export const MeetupAnnouncementPosted = defineEvent(
  'MeetupAnnouncementPosted',
  1,
  z.object({
    ...place,
    authorId: z.string(),
    text: z.string(),
    /** What prompted it: written on its own, or with a change of the meetup (its MeetupUpdated). */
    cause: z.enum(['written', 'meetup-changed']),
  }),
);

/** Its author changed the words; `mentionedIds` are only those not mentioned before. */
export const DiscussionPostEdited = defineEvent(
  'DiscussionPostEdited',
  1,
  z.object({
    ...place,
    replyId: z.string().nullable(),
    authorId: z.string(),
    text: z.string(),
    mentionedIds: z.array(z.string()),
  }),
);

/** Its author deleted it; a deleted post takes its replies along. */
export const DiscussionPostDeleted = defineEvent(
  'DiscussionPostDeleted',
  1,
  z.object({ ...place, replyId: z.string().nullable(), deletedBy: z.string() }),
);

export const DiscussionPostLiked = defineEvent(
  'DiscussionPostLiked',
  1,
  z.object({ ...place, replyId: z.string().nullable(), userId: z.string() }),
);

export const DiscussionPostUnliked = defineEvent(
  'DiscussionPostUnliked',
  1,
  z.object({ ...place, replyId: z.string().nullable(), userId: z.string() }),
);

/** An organizer of the meetup, or an administrator acting on a report, hid it from the thread. */
export const DiscussionPostHidden = defineEvent(
  'DiscussionPostHidden',
  1,
  z.object({
    ...place,
    replyId: z.string().nullable(),
    authorId: z.string(),
    hiddenBy: z.string(),
    reason: z.string(),
  }),
);

export type DiscussionPostWritten = EventOf<typeof DiscussionPostWritten>;
export type MeetupAnnouncementPosted = EventOf<typeof MeetupAnnouncementPosted>;
export type DiscussionPostEdited = EventOf<typeof DiscussionPostEdited>;
export type DiscussionPostDeleted = EventOf<typeof DiscussionPostDeleted>;
export type DiscussionPostLiked = EventOf<typeof DiscussionPostLiked>;
export type DiscussionPostUnliked = EventOf<typeof DiscussionPostUnliked>;
export type DiscussionPostHidden = EventOf<typeof DiscussionPostHidden>;
export type DiscussionEvent =
  | DiscussionPostWritten
  | MeetupAnnouncementPosted
  | DiscussionPostEdited
  | DiscussionPostDeleted
  | DiscussionPostLiked
  | DiscussionPostUnliked
  | DiscussionPostHidden;

export const discussionEvents = [
  DiscussionPostWritten,
  MeetupAnnouncementPosted,
  DiscussionPostEdited,
  DiscussionPostDeleted,
  DiscussionPostLiked,
  DiscussionPostUnliked,
  DiscussionPostHidden,
] as const;
