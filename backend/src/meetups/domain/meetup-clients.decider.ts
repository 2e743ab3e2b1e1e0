import { conflict, forbidden, invalid } from '../../shared/errors.js';
import { MeetupClientsSet, type MeetupEvent } from '../../contracts/events/meetup.events.js';
import { RECORD_WINDOW_MS } from '../../contracts/meetup-day.js';
import { excess, meetupNotFound, withPromotions, type MeetupState } from './meetup.state.js';

/** The spec's bound on a meetup's private members (trainer clients), named or only counted. */
export const MAX_PRIVATE_MEMBERS = 50;

/**
 * A trainer organizing the meetup names which of their clients come, as
 * private attendees. The named clients are part of `unregisteredAttendees`,
 * the one count every surface shows ("Private Members / Trainer Clients"), so
 * the spec's bound and the capacity rule hold for them as for the count.
 */
export interface SetMeetupClientsCommand {
  type: 'SetMeetupClients';
  meetupId: string;
  trainerId: string;
  clientIds: readonly string[];
  callerIsTrainer: boolean;
  /** The trainer's current client records. */
  knownClients: ReadonlySet<string>;
  /** Whether the meetup exists for the caller (a private group's: for its members). */
  canSee: boolean;
  now: Date;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function decideClients(command: SetMeetupClientsCommand, state: MeetupState): MeetupEvent[] {
  // Trainers first, as every route under /api/trainer: it says nothing of the meetup.
  if (!command.callerIsTrainer)
    throw forbidden('MEETUPS.TRAINERS_ONLY', 'Only professional trainers can add private members.');
  if (state.status === 'none' || !command.canSee) throw meetupNotFound();
  if (state.organizerId !== command.trainerId)
    throw forbidden('MEETUPS.NOT_ORGANIZER', "Only the meetup's organizer can add their clients.");
  if (state.status === 'cancelled')
    throw conflict('MEETUPS.CANCELLED', 'This meetup was cancelled.');
  // Clients may be named after the fact, as check-ins can: trainers catch up after a class.
  if (command.now.getTime() > Date.parse(state.details.endsAt) + RECORD_WINDOW_MS) {
    throw conflict(
      'MEETUPS.CLIENTS_CLOSED',
      'Clients can be added until 7 days after the meetup ends.',
    );
  }
  const before = state.clientIds ?? [];
  const clientIds = [...new Set(command.clientIds)];
  // A client removed from the records since may stay on a meetup they came to.
  const unknown = clientIds.find((id) => !command.knownClients.has(id) && !before.includes(id));
  if (unknown !== undefined) throw invalid('CLIENTS.NOT_FOUND', 'No such client in your records.');
  if (clientIds.length === before.length && clientIds.every((id) => before.includes(id))) return [];
  const counted = Math.max(0, state.details.unregisteredAttendees - before.length);
  const total = counted + clientIds.length;
  if (total > MAX_PRIVATE_MEMBERS) {
    throw invalid(
      'MEETUPS.TOO_MANY_PRIVATE',
      `A meetup takes at most ${MAX_PRIVATE_MEMBERS} private members (${plural(counted, 'counted')} and ${plural(clientIds.length, 'client')} would make ${total}).`,
    );
  }
  const details = { ...state.details, unregisteredAttendees: total };
  if (excess(state.going, details) > Math.max(0, excess(state.going, state.details))) {
    throw conflict(
      'MEETUPS.OVER_CAPACITY',
      `There are ${plural(details.maxAttendees!, 'place')}, and ${state.going} going plus ${plural(total, 'private member')} would make ${state.going + total}.`,
    );
  }
  const set = MeetupClientsSet({
    meetupId: state.meetupId,
    trainerId: command.trainerId,
    clientIds,
    unregisteredAttendees: total,
  });
  // Fewer private places may let the queue move up at once.
  return withPromotions(state, [set], { taken: state.taken, details });
}
