import { z } from 'zod';

export const postContent = z
  .string({ error: 'Write something to post' })
  .trim()
  .min(1, 'Write something to post')
  .max(2000, 'Posts can be at most 2000 characters');

/** POST /api/groups/{id}/posts */
export const createPostRequest = z.object({
  content: postContent,
  imageUrl: z
    .string()
    .regex(
      /^\/objects\/photos\/[A-Za-z0-9._-]+$/,
      'The image must be an uploaded photo (/objects/...)',
    )
    .nullable()
    .optional(),
});

export type CreatePostRequest = z.infer<typeof createPostRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type CreatePostBody = z.input<typeof createPostRequest>;
