import { z } from 'zod';
import { ACTIVITIES } from '../activities.js';
import { defineEvent, type EventOf } from '../event-definition.js';

/** Why an owner's look around counts as demand nobody meets yet. */
export const DEMAND_REASONS = ['no-group-nearby', 'waitlist-full'] as const;
export type DemandReason = (typeof DEMAND_REASONS)[number];

/**
 * Stream `demand-<userId>`: an owner looked for a group (of an activity, or
 * any) near a city and found none within their radius, or was put on a full
 * meetup's waitlist there. Once per owner, ISO week, city and activity
 * (docs/adr/020-city-demand-signals.md).
 */
export const DemandSignalled = defineEvent(
  'DemandSignalled',
  1,
  z.object({
    userId: z.string(),
    city: z.string(),
    state: z.string(),
    /** null: a group of any kind. */
    activity: z.enum(ACTIVITIES).nullable(),
    reason: z.enum(DEMAND_REASONS),
    /** ISO week of the signal, e.g. `2026-W48`. */
    week: z.string(),
  }),
);

export type DemandSignalled = EventOf<typeof DemandSignalled>;
export type DemandEvent = DemandSignalled;
export const demandEvents = [DemandSignalled] as const;
