/* The error part of the HTTP contract. */
import { z } from 'zod';

/** The one JSON shape every failed API call returns (the OpenAPI document's ErrorBody). */
export const errorBody = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional().describe('For domain errors, e.g. GROUPS.NOT_ORGANIZER'),
  errors: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional()
    .describe(
      'For validation errors: one per field, with the spec’s messages; for a refusal about particular fields (a dog that does not meet an entry rule: dogs.<dogId>.<field>), one per field to fix',
    ),
});

export type ErrorBody = z.infer<typeof errorBody>;
