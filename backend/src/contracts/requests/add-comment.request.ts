import { z } from 'zod';

/** POST /api/posts/{postId}/comments */
export const addCommentRequest = z.object({
  content: z
    .string({ error: 'Write a comment first' })
    .trim()
    .min(1, 'Write a comment first')
    .max(1000, 'Comments can be at most 1000 characters'),
});

export type AddCommentRequest = z.infer<typeof addCommentRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type AddCommentBody = z.input<typeof addCommentRequest>;
