import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/** Stream `meetup_slug-<slug>`: who owns a public event address. */
export const MeetupSlugReserved = defineEvent(
  'MeetupSlugReserved',
  1,
  z.object({ slug: z.string(), meetupId: z.string() }),
);

export type MeetupSlugReserved = EventOf<typeof MeetupSlugReserved>;
export const meetupSlugEvents = [MeetupSlugReserved] as const;
