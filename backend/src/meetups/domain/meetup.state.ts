import {
  WaitlistPromoted,
  type MeetupDetails,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import type { SizeClass } from '../../contracts/dogs.js';
import type { RsvpStatus } from '../../contracts/meetups.js';
import { notFound } from '../../shared/errors.js';
import { placeTimeZone, zoneAfterChange } from '../../contracts/time-zones.js';
import { isMeetupDayEvent } from '../../contracts/events/meetup-day.events.js';
import { evolveDay, type DayOfState } from './meetup-day.state.js';
import {
  copyTaken,
  count,
  emptyTaken,
  shortage,
  sizesOf,
  type Demand,
  type Taken,
} from './meetup-places.js';

/* A meetup as its decisions see it, folded from its stream, and the queue's arithmetic. */

export interface Attendee {
  status: RsvpStatus | 'waitlisted';
  dogIds: readonly string[];
  /** The size classes of those dogs that had one when named (see RsvpSet's dogSizes). */
  sizes: readonly SizeClass[];
  /** The arrival slot picked, minutes after the start; null: none. */
  slot: number | null;
}

/** The places an answer takes if it is (or becomes) going. */
export const demandOf = (attendee: Attendee): Demand => ({
  dogs: attendee.dogIds.length,
  sizes: attendee.sizes,
  slot: attendee.slot,
});

/**
 * A meetup as its decisions need it. Folded in place (see Decider), and kept
 * so that every event and every decision costs the same however many RSVPs
 * the meetup has seen: counts are kept, not counted, and the queue's head is
 * the first entry of an insertion-ordered Set.
 */
export type MeetupState =
  | { status: 'none' }
  | ({
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
      /** The places members going take: people (= going), dogs, per size class, per slot. */
      taken: Taken;
      /** The trainer's clients named among the private places (absent: none named). */
      clientIds?: readonly string[];
    } & DayOfState);

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

/** Sets one person's answer, keeping the going count and the queue in step. */
function answer(state: Scheduled, userId: string, next: Attendee | null): void {
  const previous = state.attendees.get(userId);
  if (previous?.status === 'going') {
    state.going -= 1;
    count(state.taken, demandOf(previous), -1);
  }
  if (next === null) state.attendees.delete(userId);
  else state.attendees.set(userId, next);
  if (next?.status === 'going') {
    state.going += 1;
    count(state.taken, demandOf(next), 1);
  }
  // Changing one's dogs while waiting keeps one's place in the queue.
  if (next?.status === 'waitlisted') state.waitlist.add(userId);
  else state.waitlist.delete(userId);
}

/** An answer as an RSVP event records it. */
export const answerOf = (
  status: Attendee['status'],
  data: {
    dogIds: string[];
    dogSizes?: Record<string, SizeClass> | undefined;
    arrivalSlot?: number | null | undefined;
  },
): Attendee => ({
  status,
  dogIds: data.dogIds,
  sizes: sizesOf(data.dogIds, data.dogSizes),
  slot: data.arrivalSlot ?? null,
});

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
      taken: emptyTaken(),
    };
  }
  if (state.status === 'none') return state;
  if (isMeetupDayEvent(event)) {
    evolveDay(state, event);
    return state;
  }
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
      answer(state, event.data.userId, answerOf(event.data.status, event.data));
      break;
    case 'RsvpWaitlisted':
      answer(state, event.data.userId, answerOf('waitlisted', event.data));
      break;
    case 'RsvpDogsChanged': {
      const current = state.attendees.get(event.data.userId);
      if (current) answer(state, event.data.userId, answerOf(current.status, event.data));
      break;
    }
    case 'WaitlistPromoted': {
      const waiting = state.attendees.get(event.data.userId);
      answer(state, event.data.userId, {
        status: 'going',
        dogIds: waiting?.dogIds ?? [],
        sizes: waiting?.sizes ?? [],
        slot: waiting?.slot ?? null,
      });
      break;
    }
    case 'RsvpCleared':
      answer(state, event.data.userId, null);
      break;
    case 'MeetupClientsSet':
      state.clientIds = event.data.clientIds;
      state.details = { ...state.details, unregisteredAttendees: event.data.unregisteredAttendees };
      break;
  }
  return state;
}

/**
 * After a change that may free places (someone going leaves or brings fewer
 * dogs, the organizer adds room), the queue moves up within the same
 * decision: in order, each waiting answer whose dogs fit (in all, per size
 * class, in its slot) is promoted; one that cannot fit yet keeps its place
 * in line and the next is tried. Worked out on a copy of the counts, without
 * folding: a decision never changes the state.
 */
export function withPromotions(
  state: Scheduled,
  events: MeetupEvent[],
  after: {
    taken: Taken;
    details: MeetupDetails;
    /** The one answer this decision changes: it is no longer waiting, or waits asking for this. */
    changed?: { userId: string; waiting: Demand | null };
  },
): MeetupEvent[] {
  const taken = copyTaken(after.taken);
  const promotions: MeetupEvent[] = [];
  for (const userId of state.waitlist) {
    // Nobody fits once there is no people place left: the loop stops there.
    if (shortage(taken, { dogs: 0, sizes: [], slot: null }, after.details) !== null) break;
    const demand =
      after.changed?.userId === userId
        ? after.changed.waiting
        : demandOf(state.attendees.get(userId)!);
    if (demand === null || shortage(taken, demand, after.details) !== null) continue;
    promotions.push(WaitlistPromoted({ meetupId: state.meetupId, userId }));
    count(taken, demand, 1);
  }
  return [...events, ...promotions];
}

/** The places taken once `userId` no longer goes. */
export function takenWithout(state: Scheduled, userId: string): Taken {
  const taken = copyTaken(state.taken);
  const current = state.attendees.get(userId);
  return current?.status === 'going' ? count(taken, demandOf(current), -1) : taken;
}
