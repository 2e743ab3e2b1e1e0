/*
 * A meetup's discussion: its limits, the read model the discussion projection
 * keeps, the HTTP answers and the live push. Framework-free (the frontend and
 * the projections read it). docs/meetups.md "Discussion" describes the rules.
 */
import type { CollectionName, Document } from './read-models/document.js';

/** The longest post, reply or announcement, in characters. */
export const DISCUSSION_TEXT_MAX = 2000;
/** At most this many people are told of their mention in one message. */
export const MENTIONS_MAX = 10;

/** `@username`s in a text, lower-cased, each once, at most MENTIONS_MAX. */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/(?:^|[^A-Za-z0-9._-])@([A-Za-z0-9._-]{1,30})/g)) {
    // A sentence's full stop after a name is not part of it.
    names.add(match[1]!.replace(/[.]+$/, '').toLowerCase());
    if (names.size === MENTIONS_MAX) break;
  }
  return [...names].filter((name) => name.length > 0);
}

/**
 * One post, reply or announcement. `_id` is the post's id for a post, the
 * reply's for a reply. Hidden and deleted messages leave the thread; hidden
 * ones stay stored for the moderation record.
 */
export interface DiscussionDocument extends Document {
  postId: string;
  replyId: string | null;
  meetupIds: string[];
  groupId: string | null;
  authorId: string;
  text: string;
  announcement: boolean;
  likedBy: string[];
  createdAt: string;
  editedAt: string | null;
  hidden?: { by: string; reason: string; at: string };
  /** Its author deleted it (its text is emptied). */
  deleted?: true;
}

export const DISCUSSION = 'discussion' as CollectionName<DiscussionDocument>;

/** A message's document key: the post's id, or `<postId>:<replyId>` (a delete's key then names both). */
export const discussionKey = (postId: string, replyId: string | null) =>
  replyId === null ? postId : `${postId}:${replyId}`;

/** Who wrote a message, as the thread shows them. */
export interface DiscussionAuthor {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  profilePicture: string | null;
}

export interface DiscussionReplyResponse {
  id: string;
  postId: string;
  text: string;
  author: DiscussionAuthor;
  createdAt: string;
  editedAt: string | null;
  likeCount: number;
  likedByMe: boolean;
}

export interface DiscussionPostResponse extends Omit<DiscussionReplyResponse, 'postId'> {
  announcement: boolean;
  replies: DiscussionReplyResponse[];
}

/** GET /api/meetups/{id}/discussion: announcements newest first, then posts oldest first. */
export interface DiscussionResponse {
  meetupId: string;
  announcements: DiscussionPostResponse[];
  posts: DiscussionPostResponse[];
  /** Whether the caller may write here (a visitor reads a public group's thread but writes nothing). */
  canWrite: boolean;
  /** Whether the caller may announce and hide here (the meetup's organizers). */
  canModerate: boolean;
}

/**
 * Socket event `meetup:discussion`, to the meetup's room: a message appeared
 * or changed (`message`), or left the thread (`removed`). Sent only to
 * sockets whose people may read it: never to those blocked either way.
 */
export type DiscussionPush =
  | {
      meetupId: string;
      kind: 'post';
      message: DiscussionPostResponse;
    }
  | { meetupId: string; kind: 'reply'; message: DiscussionReplyResponse }
  | { meetupId: string; kind: 'removed'; postId: string; replyId: string | null };

export const DISCUSSION_PUSH = 'meetup:discussion';

/** Applies a push to a thread as a client holds it (RTK Query's updateCachedData). */
export function withDiscussionPush(thread: DiscussionResponse, push: DiscussionPush): void {
  const all = () => [...thread.announcements, ...thread.posts];
  if (push.kind === 'removed') {
    if (push.replyId === null) {
      thread.announcements = thread.announcements.filter((post) => post.id !== push.postId);
      thread.posts = thread.posts.filter((post) => post.id !== push.postId);
    } else {
      const post = all().find((candidate) => candidate.id === push.postId);
      if (post) post.replies = post.replies.filter((reply) => reply.id !== push.replyId);
    }
    return;
  }
  if (push.kind === 'reply') {
    const post = all().find((candidate) => candidate.id === push.message.postId);
    if (!post) return;
    const at = post.replies.findIndex((reply) => reply.id === push.message.id);
    if (at >= 0) post.replies[at] = keepMine(post.replies[at]!, push.message);
    else post.replies.push(push.message);
    return;
  }
  const list = push.message.announcement ? thread.announcements : thread.posts;
  const at = list.findIndex((post) => post.id === push.message.id);
  if (at >= 0) list[at] = { ...keepMine(list[at]!, push.message), replies: list[at]!.replies };
  else if (push.message.announcement) list.unshift(push.message);
  else list.push(push.message);
}

/** A push is the same for everyone in the room: each client keeps its own like. */
function keepMine<T extends { likedByMe: boolean }>(mine: T, pushed: T): T {
  return { ...pushed, likedByMe: mine.likedByMe };
}

/** POST and DELETE .../like: the caller's like and the new count. */
export interface DiscussionLikeResponse {
  liked: boolean;
  likeCount: number;
}
