import { z } from 'zod';
import { DISCUSSION_TEXT_MAX } from '../discussion.js';
import { MODERATION_REASON_MAX } from '../moderation.js';

const text = (what: string) =>
  z
    .string({ error: `Write something to ${what}` })
    .trim()
    .min(1, `Write something to ${what}`)
    .max(DISCUSSION_TEXT_MAX, `Keep it to ${DISCUSSION_TEXT_MAX} characters`);

/** POST /api/meetups/{id}/discussion: a post, or a reply to one (`replyTo`). */
export const writeDiscussionRequest = z.object({
  text: text('post'),
  replyTo: z.string().trim().min(1).max(100).nullable().optional(),
});
export type WriteDiscussionRequest = z.infer<typeof writeDiscussionRequest>;
export type WriteDiscussionBody = z.input<typeof writeDiscussionRequest>;

/** PUT /api/discussion/{postId}[?reply=] */
export const editDiscussionRequest = z.object({ text: text('post') });
export type EditDiscussionRequest = z.infer<typeof editDiscussionRequest>;

/** POST /api/discussion/{postId}/hide[?reply=] */
export const hideDiscussionRequest = z.object({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(1, 'Give a reason')
    .max(MODERATION_REASON_MAX, `The reason can be at most ${MODERATION_REASON_MAX} characters`),
});
export type HideDiscussionRequest = z.infer<typeof hideDiscussionRequest>;

/**
 * POST /api/meetups/{id}/announcements: to this meetup, or (`wholeSeries`)
 * to every upcoming occurrence of its series.
 */
export const announceRequest = z.object({
  text: text('announce'),
  wholeSeries: z.boolean({ error: 'wholeSeries must be true or false' }).default(false),
});
export type AnnounceRequest = z.infer<typeof announceRequest>;
export type AnnounceBody = z.input<typeof announceRequest>;

/** `?reply=<replyId>`: the route acts on that reply of the post rather than the post. */
export const replyQuery = z.object({ reply: z.string().trim().min(1).max(100).optional() });
export type ReplyQuery = z.infer<typeof replyQuery>;
