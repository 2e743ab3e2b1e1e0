import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/* A group's feed. Stream `post-<postId>`: the post, its comments and likes. */

export const PostCreated = defineEvent(
  'PostCreated',
  1,
  z.object({
    postId: z.string(),
    groupId: z.string(),
    authorId: z.string(),
    content: z.string(),
    imageUrl: z.string().nullable(),
  }),
);

export const PostDeleted = defineEvent(
  'PostDeleted',
  1,
  z.object({ postId: z.string(), groupId: z.string(), deletedBy: z.string() }),
);

export const CommentAdded = defineEvent(
  'CommentAdded',
  1,
  z.object({
    commentId: z.string(),
    postId: z.string(),
    groupId: z.string(),
    authorId: z.string(),
    content: z.string(),
  }),
);

export const PostLiked = defineEvent(
  'PostLiked',
  1,
  z.object({ postId: z.string(), groupId: z.string(), userId: z.string() }),
);

export const PostUnliked = defineEvent(
  'PostUnliked',
  1,
  z.object({ postId: z.string(), groupId: z.string(), userId: z.string() }),
);

/** An organizer of the group, or an administrator acting on a report, hid a post from the feed. */
export const PostHidden = defineEvent(
  'PostHidden',
  1,
  z.object({
    postId: z.string(),
    groupId: z.string(),
    hiddenBy: z.string(),
    reason: z.string(),
    /** Whose post it is, for the group's history; absent on events from before it was recorded. */
    authorId: z.string().optional(),
  }),
);

export const CommentHidden = defineEvent(
  'CommentHidden',
  1,
  z.object({
    commentId: z.string(),
    postId: z.string(),
    groupId: z.string(),
    hiddenBy: z.string(),
    reason: z.string(),
    /** Whose comment it is, for the group's history; absent on events from before it was recorded. */
    authorId: z.string().optional(),
  }),
);

export type PostCreated = EventOf<typeof PostCreated>;
export type PostDeleted = EventOf<typeof PostDeleted>;
export type CommentAdded = EventOf<typeof CommentAdded>;
export type PostLiked = EventOf<typeof PostLiked>;
export type PostUnliked = EventOf<typeof PostUnliked>;
export type PostHidden = EventOf<typeof PostHidden>;
export type CommentHidden = EventOf<typeof CommentHidden>;
export type PostEvent =
  PostCreated | PostDeleted | CommentAdded | PostLiked | PostUnliked | PostHidden | CommentHidden;

export const postEvents = [
  PostCreated,
  PostDeleted,
  CommentAdded,
  PostLiked,
  PostUnliked,
  PostHidden,
  CommentHidden,
] as const;
