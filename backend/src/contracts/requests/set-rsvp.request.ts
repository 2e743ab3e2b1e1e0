import { z } from 'zod';
import { RSVP_STATUSES } from '../meetups.js';

/** POST /api/meetups/{id}/rsvp: status defaults to going (spec section 5). */
export const setRsvpRequest = z.object({
  status: z
    .enum(RSVP_STATUSES, { error: 'Status must be going, maybe or not_going' })
    .default('going'),
  dogIds: z
    .array(z.string().min(1), { error: 'dogIds must be a list of your dog ids' })
    .max(30)
    .transform((ids) => [...new Set(ids)])
    .default([]),
});

export type SetRsvpRequest = z.infer<typeof setRsvpRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type SetRsvpBody = z.input<typeof setRsvpRequest>;
