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
  /** The arrival slot, in minutes after the start, for a meetup with staggered arrivals. */
  arrivalSlot: z
    .number({ error: 'arrivalSlot must be minutes after the start' })
    .int('arrivalSlot must be minutes after the start')
    .min(0, 'arrivalSlot must be minutes after the start')
    .nullable()
    .optional(),
});

/** PUT /api/meetups/{id}/rsvp/dogs: other dogs, or another arrival slot, on one's answer. */
export const changeRsvpDogsRequest = setRsvpRequest.omit({ status: true });

export type ChangeRsvpDogsRequest = z.infer<typeof changeRsvpDogsRequest>;
export type ChangeRsvpDogsBody = z.input<typeof changeRsvpDogsRequest>;

export type SetRsvpRequest = z.infer<typeof setRsvpRequest>;
/** What a client sends: defaults not yet applied, text not yet trimmed. */
export type SetRsvpBody = z.input<typeof setRsvpRequest>;
