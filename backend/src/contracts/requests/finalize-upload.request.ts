import { z } from 'zod';

const required = 'objectURL is required';

/**
 * PUT /api/objects/finalize. `objectURL` is the uploadURL the client PUT its
 * file to (or just its path, or the `/objects/uploads/...` form).
 */
export const finalizeUploadRequest = z.object(
  {
    objectURL: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(2048, 'objectURL must be at most 2048 characters'),
  },
  { error: required },
);

export type FinalizeUploadRequest = z.infer<typeof finalizeUploadRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type FinalizeUploadBody = z.input<typeof finalizeUploadRequest>;
