import {
  WaitlistPromoted,
  type MeetupDetails,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import type { RsvpStatus } from '../../contracts/meetups.js';
import { notFound } from '../../shared/errors.js';
import { placeTimeZone, zoneAfterChange } from '../../contracts/time-zones.js';

/* A meetup as its decisions see it, folded from its stream, and the queue's arithmetic. */

export interface Attendee {
  status: RsvpStatus | 'waitlisted';
  dogIds: readonly string[];
}

/**
 * A meetup as its decisions need it. Folded in place (see Decider), and kept
 * so that every event and every decision costs the same however many RSVPs
 * the meetup has seen: counts are kept, not counted, and the queue's head is
 * the first entry of an insertion-ordered Set.
 */
export type MeetupState =
  | { status: 'none' }
  | {
      status: 'scheduled' | 'cancelled';
      meetupId: string;
      groupId: string | null;
      organizerId: string;
      /** Always with its zone: derived for meetups scheduled before zones were recorded. */
      details: MeetupDetails & { timeZone: string };
      /** Everyone with an RSVP, in the order they first answered. */
      attendees: Map<string, Attendee>;
      /** Who waits for a place, first come first served. */
      waitlist: Set<string>;
      /** Members going (a trainer's unregistered clients are in details). */
      going: number;
    };

export type Scheduled = Extract<MeetupState, { details: unknown }>;

export const meetupStream = (meetupId: string) => `meetup-${meetupId}`;

export const meetupNotFound = () => notFound('MEETUPS.NOT_FOUND', 'Meetup not found');

/** Places taken: members going plus a trainer's unregistered clients. */
export function placesTaken(state: Scheduled): number {
  return state.going + state.details.unregisteredAttendees;
}

/** People beyond the places (0 or less while everyone fits; never counted without a limit). */
export function excess(going: number, details: MeetupDetails): number {
  if (details.maxAttendees === null) return -Infinity;
  return going + details.unregisteredAttendees - details.maxAttendees;
}

export function hasPlace(state: Scheduled): boolean {
  return state.details.maxAttendees === null || placesTaken(state) < state.details.maxAttendees;
}

/** Sets one person's answer, keeping the going count and the queue in step. */
function answer(state: Scheduled, userId: string, next: Attendee | null): void {
  const previous = state.attendees.get(userId);
  if (previous?.status === 'going') state.going -= 1;
  if (next === null) state.attendees.delete(userId);
  else state.attendees.set(userId, next);
  if (next?.status === 'going') state.going += 1;
  // Changing one's dogs while waiting keeps one's place in the queue.
  if (next?.status === 'waitlisted') state.waitlist.add(userId);
  else state.waitlist.delete(userId);
}

export function evolve(state: MeetupState, event: MeetupEvent): MeetupState {
  if (event.type === 'MeetupScheduled') {
    const {
      meetupId,
      slug: _slug,
      groupId,
      organizerId,
      city: _city,
      state: usState,
      ...details
    } = event.data;
    return {
      status: 'scheduled',
      meetupId,
      groupId,
      organizerId,
      details: {
        ...details,
        timeZone: details.timeZone ?? placeTimeZone({ ...details, state: usState }),
      },
      attendees: new Map(),
      waitlist: new Set(),
      going: 0,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'MeetupUpdated':
      state.details = {
        ...state.details,
        ...event.data.changes,
        timeZone: zoneAfterChange(state.details, event.data.changes),
      };
      break;
    case 'MeetupCancelled':
      state.status = 'cancelled';
      break;
    case 'RsvpSet':
      answer(state, event.data.userId, { status: event.data.status, dogIds: event.data.dogIds });
      break;
    case 'RsvpWaitlisted':
      answer(state, event.data.userId, { status: 'waitlisted', dogIds: event.data.dogIds });
      break;
    case 'WaitlistPromoted': {
      const waiting = state.attendees.get(event.data.userId);
      answer(state, event.data.userId, { status: 'going', dogIds: waiting?.dogIds ?? [] });
      break;
    }
    case 'RsvpCleared':
      answer(state, event.data.userId, null);
      break;
  }
  return state;
}

/**
 * After a change that may free places (someone going leaves, the organizer
 * adds room), the queue moves up, in order, within the same decision. Worked
 * out from the counts, without folding: a decision never changes the state.
 * (Someone leaving the queue frees no place: a queue exists only while full.)
 */
export function withPromotions(
  state: Scheduled,
  events: MeetupEvent[],
  after: { going: number; details: MeetupDetails },
): MeetupEvent[] {
  const { maxAttendees, unregisteredAttendees } = after.details;
  let taken = after.going + unregisteredAttendees;
  const promotions: MeetupEvent[] = [];
  for (const userId of state.waitlist) {
    if (maxAttendees !== null && taken >= maxAttendees) break;
    promotions.push(WaitlistPromoted({ meetupId: state.meetupId, userId }));
    taken += 1;
  }
  return [...events, ...promotions];
}

/** The going count once `userId` no longer goes. */
export const goingWithout = (state: Scheduled, userId: string) =>
  state.going - (state.attendees.get(userId)?.status === 'going' ? 1 : 0);
