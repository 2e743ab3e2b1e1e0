import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/** Stream `meetup_slug-<slug>`: who owns a public event address. */
export const MeetupSlugReserved = defineEvent(
  'MeetupSlugReserved',
  1,
  z.object({ slug: z.string(), meetupId: z.string() }),
);

/** The meetup that reserved the slug was never scheduled: the slug is free again. */
export const MeetupSlugReleased = defineEvent(
  'MeetupSlugReleased',
  1,
  z.object({ slug: z.string(), meetupId: z.string(), reason: z.string() }),
);

export type MeetupSlugReserved = EventOf<typeof MeetupSlugReserved>;
export type MeetupSlugReleased = EventOf<typeof MeetupSlugReleased>;
export type MeetupSlugEvent = MeetupSlugReserved | MeetupSlugReleased;
export const meetupSlugEvents = [MeetupSlugReserved, MeetupSlugReleased] as const;
