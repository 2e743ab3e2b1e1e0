import type { Decider } from '../../shared/decider.js';
import { conflict } from '../../shared/errors.js';
import {
  MeetupSlugReleased,
  MeetupSlugReserved,
  type MeetupSlugEvent,
} from '../../contracts/events/meetup-slug.events.js';

/*
 * A slug stream (`meetup_slug-<slug>`) holds which meetup owns a public event
 * address. The first reservation is appended with 'no_stream', so two meetups
 * with the same title cannot both get it; a meetup that was never scheduled
 * releases its slug, and the next meetup may reserve it again.
 */

export interface MeetupSlugState {
  holder: string | null;
}

export type MeetupSlugCommand =
  | { type: 'ReserveSlug'; slug: string; meetupId: string }
  | { type: 'ReleaseSlug'; slug: string; meetupId: string; reason: string };

export const meetupSlugStream = (slug: string) => `meetup_slug-${slug}`;

export const meetupSlugDecider: Decider<MeetupSlugState, MeetupSlugCommand, MeetupSlugEvent> = {
  initialState: () => ({ holder: null }),
  evolve: (state, event) => {
    if (event.type === 'MeetupSlugReserved') return { holder: event.data.meetupId };
    if (event.type === 'MeetupSlugReleased') return { holder: null };
    return state;
  },
  decide: (command, state) => {
    const { slug, meetupId } = command;
    if (command.type === 'ReleaseSlug') {
      if (state.holder !== meetupId) return [];
      return [MeetupSlugReleased({ slug, meetupId, reason: command.reason })];
    }
    if (state.holder === meetupId) return [];
    if (state.holder !== null) throw conflict('MEETUPS.SLUG_TAKEN', 'This address is taken');
    return [MeetupSlugReserved({ slug, meetupId })];
  },
};
