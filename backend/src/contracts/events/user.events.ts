import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/*
 * Accounts. Streams:
 *   user-<userId>            UserRegistered, UserProfileUpdated, AdminGranted
 *   email-<normalized>       EmailReserved, EmailReservationReleased
 *   username-<normalized>    UsernameReserved, UsernameReservationReleased
 * The reservation streams make email and username unique through the event
 * store itself (see docs/adr/002-unique-emails-and-usernames.md).
 */

const profileFields = {
  firstName: z.string(),
  lastName: z.string(),
  bio: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  /** Where the city is, resolved from the gazetteer when the city is set (null: not a known US place). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isTrainer: z.boolean(),
  trainerBio: z.string().nullable(),
  profilePicture: z.string().nullable(),
};

export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({
    userId: z.string(),
    username: z.string(),
    email: z.string(),
    /** argon2id hash; the password itself is never stored, logged or returned. */
    passwordHash: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    city: z.string(),
    state: z.string(),
    latitude: z.number().nullable().optional(),
    longitude: z.number().nullable().optional(),
    isTrainer: z.boolean(),
  }),
);

/** Only the fields that changed. */
export const UserProfileUpdated = defineEvent(
  'UserProfileUpdated',
  1,
  z.object({
    userId: z.string(),
    changes: z.object(profileFields).partial(),
  }),
);

export const AdminGranted = defineEvent(
  'AdminGranted',
  1,
  z.object({ userId: z.string(), grantedBy: z.string() }),
);

const reservation = z.object({ value: z.string(), userId: z.string() });
const release = z.object({ value: z.string(), userId: z.string(), reason: z.string() });

export const EmailReserved = defineEvent('EmailReserved', 1, reservation);
export const EmailReservationReleased = defineEvent('EmailReservationReleased', 1, release);
export const UsernameReserved = defineEvent('UsernameReserved', 1, reservation);
export const UsernameReservationReleased = defineEvent('UsernameReservationReleased', 1, release);

export type UserRegistered = EventOf<typeof UserRegistered>;
export type UserProfileUpdated = EventOf<typeof UserProfileUpdated>;
export type AdminGranted = EventOf<typeof AdminGranted>;
export type UserEvent = UserRegistered | UserProfileUpdated | AdminGranted;

export type ReservationEvent =
  | EventOf<typeof EmailReserved>
  | EventOf<typeof EmailReservationReleased>
  | EventOf<typeof UsernameReserved>
  | EventOf<typeof UsernameReservationReleased>;

export type ProfileChanges = UserProfileUpdated['data']['changes'];

export const userEvents = [UserRegistered, UserProfileUpdated, AdminGranted] as const;
export const reservationEvents = [
  EmailReserved,
  EmailReservationReleased,
  UsernameReserved,
  UsernameReservationReleased,
] as const;
