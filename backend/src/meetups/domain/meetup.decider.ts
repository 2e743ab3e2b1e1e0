import { type CreatorEmail, requireVerifiedEmail } from '../../accounts/index.js';
import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, invalid } from '../../shared/errors.js';
import {
  MeetupCancelled,
  MeetupScheduled,
  MeetupUpdated,
  type MeetupDetails,
  type MeetupEvent,
} from '../../contracts/events/meetup.events.js';
import type { EntryRules } from '../../contracts/entry-rules.js';
import { DEFAULT_DURATION_MS } from '../../contracts/meetups.js';
import { placeTimeZone, zoneAfterChange, type Place } from '../../contracts/time-zones.js';
import { hasRules } from '../../groups/index.js';
import { decideRsvp, type RsvpCommand } from './meetup-rsvp.decider.js';
import { decideDay, type DayCommand } from './meetup-day.decider.js';
import { decideClients, type SetMeetupClientsCommand } from './meetup-clients.decider.js';
import { limitsExceeded } from './meetup-places.js';
import { changedActivities, scheduledActivities } from './meetup-activities.decider.js';
import type { ActivityProfile } from '../../contracts/activities.js';
import {
  evolve,
  excess,
  meetupNotFound,
  withPromotions,
  type MeetupState,
} from './meetup.state.js';

export {
  meetupNotFound,
  meetupStream,
  placesTaken,
  type Attendee,
  type MeetupState,
} from './meetup.state.js';
export { meetupRules, meetupDate, type RsvpCaller } from './meetup-rsvp.decider.js';
export type { DayCaller, DayCommand } from './meetup-day.decider.js';

export type MeetupCommand =
  | {
      type: 'ScheduleMeetup';
      /**
       * `endsAt` null: the default, two hours after the start (spec section 9).
       * The zone is the place's, worked out here.
       */
      meetup: Omit<MeetupScheduled['data'], 'endsAt' | 'timeZone'> & { endsAt: string | null };
      /** The group's city, whose zone a meetup without a venue's coordinates is in. */
      city?: Place | null;
      /** The group's activities and level, which the meetup's may only narrow (absent: no bounds). */
      groupActivities?: ActivityProfile | null;
      organizerIsMember: boolean;
      organizerIsTrainer: boolean;
      /** Unverified, where addresses are verified, refuses: such an account cannot schedule meetups yet. */
      organizerEmail?: CreatorEmail;
      now: Date;
    }
  | {
      type: 'UpdateMeetup';
      meetupId: string;
      /** The zone follows the place: one given here is ignored. */
      changes: Partial<MeetupDetails>;
      /** As for ScheduleMeetup; needed only when the activities or level change. */
      groupActivities?: ActivityProfile | null;
      /** The organizer's words announcing a change of time or place, and who they are. */
      announcement?: { text: string; by: string };
      canManage: boolean;
      /** Whether the meetup exists for the caller: a private group's exist for its members only. */
      canSee: boolean;
      now: Date;
    }
  | {
      type: 'CancelMeetup';
      meetupId: string;
      userId: string;
      reason: string | null;
      canManage: boolean;
      /** As for UpdateMeetup. */
      canSee: boolean;
      now: Date;
    }
  | RsvpCommand
  | DayCommand
  | SetMeetupClientsCommand;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Members going plus private members never take more places than there are.
 * A change may not add to the excess: a meetup stored over capacity before
 * this rule existed can still change anything that does not make it worse.
 */
function assertFits(going: number, before: MeetupDetails | null, after: MeetupDetails): void {
  const over = excess(going, after);
  if (over <= Math.max(0, before ? excess(going, before) : 0)) return;
  if (before === null) {
    throw invalid(
      'MEETUPS.OVER_CAPACITY',
      'Private members cannot be more than the maximum attendees.',
    );
  }
  throw conflict(
    'MEETUPS.OVER_CAPACITY',
    `There are ${plural(after.maxAttendees!, 'place')}, and ${going} going plus ${plural(after.unregisteredAttendees, 'private member')} would make ${going + after.unregisteredAttendees}.`,
  );
}

/** How far ahead a meetup may be scheduled, in years. */
const MAX_YEARS_AHEAD = 2;
/** The longest a meetup may last. */
const MAX_DURATION_MS = 24 * 3600_000;

/** The scheduling rules of spec section 5 that need the clock, and the bounds we add. */
function assertStart(startsAt: string, now: Date): void {
  const start = Date.parse(startsAt);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // A day of slack: "today" in Hawaii is still "yesterday" in UTC for hours.
  if (start < today - 24 * 3600_000)
    throw invalid('MEETUPS.DATE_IN_PAST', 'The date cannot be before today');
  if (start <= now.getTime())
    throw invalid('MEETUPS.START_PASSED', 'The start time has already passed');
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
  if (start > latest.getTime())
    throw invalid('MEETUPS.DATE_TOO_FAR', 'The date cannot be more than 2 years ahead');
}

/** The end, after a start that passed `assertStart` (so the arithmetic stays within dates). */
function assertEnd(startsAt: string, endsAt: string): void {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  if (end <= start)
    throw invalid('MEETUPS.END_BEFORE_START', 'The end time must be after the start time');
  if (end - start > MAX_DURATION_MS) {
    throw invalid('MEETUPS.TOO_LONG', 'The end time must be within 24 hours of the start time');
  }
}

/** Rules that ask nothing (no requirement, no house rules) are stored as none. */
const ownRules = (rules: EntryRules | null | undefined): EntryRules | null =>
  rules && (hasRules(rules) || rules.houseRules !== null) ? rules : null;

/** Details compare by content: rules are an object, the rest plain values. */
function sameDetail(a: unknown, b: unknown): boolean {
  // Absent, null and false all say "none" (e.g. calm: false on a meetup from before calm existed).
  if ((a ?? false) === false && (b ?? false) === false) return true;
  return typeof a === 'object' || typeof b === 'object'
    ? JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
    : a === b;
}

const TIME_AND_PLACE = ['startsAt', 'endsAt', 'location', 'latitude', 'longitude'] as const;

const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** A new start without a new end moves the end along: the meetup keeps its length. */
function withLengthKept(
  details: MeetupDetails,
  changes: Partial<MeetupDetails>,
  now: Date,
): Partial<MeetupDetails> {
  const { startsAt, endsAt } = changes;
  if (startsAt === undefined || endsAt !== undefined || startsAt === details.startsAt)
    return changes;
  // Before any arithmetic: a start past the bounds may leave no date to add the length to.
  assertStart(startsAt, now);
  const length = Date.parse(details.endsAt) - Date.parse(details.startsAt);
  return { ...changes, endsAt: plusMs(startsAt, length) };
}

export const meetupDecider: Decider<MeetupState, MeetupCommand, MeetupEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,

  decide: (command, state) => {
    switch (command.type) {
      case 'ScheduleMeetup': {
        if (state.status !== 'none')
          throw conflict('MEETUPS.ALREADY_EXISTS', 'This meetup already exists');
        requireVerifiedEmail(command.organizerEmail, 'schedule a meetup');
        if (command.meetup.groupId !== null && !command.organizerIsMember) {
          throw forbidden(
            'MEETUPS.MEMBERS_ONLY',
            'Only members of this group can schedule its meetups.',
          );
        }
        if (command.meetup.unregisteredAttendees > 0 && !command.organizerIsTrainer) {
          throw forbidden(
            'MEETUPS.TRAINERS_ONLY',
            'Only professional trainers can add private members.',
          );
        }
        assertStart(command.meetup.startsAt, command.now);
        const { rules, activities, level, ...scheduled } = command.meetup;
        const extraRules = ownRules(rules);
        const meetup = {
          ...scheduled,
          ...scheduledActivities({ activities, level }, command.groupActivities),
          timeZone: placeTimeZone(command.meetup, command.city),
          endsAt: command.meetup.endsAt ?? plusMs(command.meetup.startsAt, DEFAULT_DURATION_MS),
          // Only a meetup with rules of its own says so: older events have no `rules` either.
          ...(extraRules ? { rules: extraRules } : {}),
        };
        assertEnd(meetup.startsAt, meetup.endsAt);
        assertFits(0, null, meetup);
        return [MeetupScheduled(meetup)];
      }

      case 'UpdateMeetup': {
        if (state.status === 'none' || !command.canSee) throw meetupNotFound();
        if (!command.canManage)
          throw forbidden('MEETUPS.NOT_ORGANIZER', 'Only the organizer can change this meetup.');
        if (state.status === 'cancelled')
          throw conflict('MEETUPS.CANCELLED', 'This meetup was cancelled.');
        const { timeZone: _ignored, activities, level, ...asked } = command.changes;
        const named = state.clientIds?.length ?? 0;
        if (asked.unregisteredAttendees !== undefined && asked.unregisteredAttendees < named) {
          throw invalid(
            'MEETUPS.CLIENTS_NAMED',
            `${plural(named, 'private member')} are clients you added: remove them from the meetup first.`,
          );
        }
        const requested = withLengthKept(
          state.details,
          'rules' in asked ? { ...asked, rules: ownRules(asked.rules) } : asked,
          command.now,
        );
        Object.assign(
          requested,
          changedActivities({ activities, level }, command.groupActivities, state.details),
        );
        const changes = Object.fromEntries(
          Object.entries(requested).filter(
            ([field, value]) =>
              value !== undefined &&
              !sameDetail(state.details[field as keyof MeetupDetails], value),
          ),
        ) as Partial<MeetupDetails>;
        const timeOrPlace = TIME_AND_PLACE.some((field) => field in changes);
        if (command.announcement && !timeOrPlace)
          throw invalid(
            'MEETUPS.NOTHING_TO_ANNOUNCE',
            'Only a change of time or place can be announced here: post other news in the discussion.',
          );
        if (Object.keys(changes).length === 0) return [];
        // Every change of time or place says which zone its times are in.
        if (timeOrPlace) changes.timeZone = zoneAfterChange(state.details, changes);
        if (changes.startsAt !== undefined || changes.endsAt !== undefined) {
          const { startsAt, endsAt } = { ...state.details, ...changes };
          assertStart(startsAt, command.now);
          assertEnd(startsAt, endsAt);
        }
        const details = { ...state.details, ...changes };
        // A smaller capacity never removes anyone going: it is refused below the places taken.
        assertFits(state.going, state.details, details);
        const exceeded = limitsExceeded(state.taken, state.details, details);
        if (exceeded !== null) throw conflict('MEETUPS.OVER_DOG_LIMIT', exceeded);
        // A larger capacity lets the queue move up at once.
        const announced = command.announcement
          ? { announcement: command.announcement.text, announcedBy: command.announcement.by }
          : {};
        const updated = MeetupUpdated({ meetupId: command.meetupId, changes, ...announced });
        return withPromotions(state, [updated], {
          taken: state.taken,
          details,
        });
      }

      case 'CancelMeetup':
        if (state.status === 'none' || !command.canSee) throw meetupNotFound();
        if (!command.canManage)
          throw forbidden('MEETUPS.NOT_ORGANIZER', 'Only the organizer can cancel this meetup.');
        if (state.status === 'cancelled') return [];
        return [
          MeetupCancelled({
            meetupId: command.meetupId,
            cancelledBy: command.userId,
            reason: command.reason,
          }),
        ];

      case 'SetRsvp':
      case 'ChangeRsvpDogs':
      case 'ClearRsvp':
      case 'WithdrawRsvp':
        return decideRsvp(command, state);

      case 'SetDayStatus':
      case 'CheckIn':
      case 'UndoCheckIn':
      case 'MarkNoShow':
      case 'LeaveNote':
        return decideDay(command, state);

      case 'SetMeetupClients':
        return decideClients(command, state);
    }
  },
};
