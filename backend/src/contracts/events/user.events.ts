import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';
import { ACCOUNT_EMAIL_KINDS } from '../notifications.js';

/*
 * Accounts. Streams:
 *   user-<userId>            UserRegistered, UserProfileUpdated, AdminGranted, and the
 *                            account's credentials: PasswordResetRequested, PasswordReset,
 *                            PasswordChanged, SignedOutEverywhere, EmailVerificationRequested,
 *                            EmailVerified, EmailChanged, AccountLinkVoided, CalendarFeedReset
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
    /**
     * false for accounts that must verify their email. Absent on accounts
     * registered before verification existed: they count as verified.
     */
    emailVerified: z.boolean().optional(),
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

/**
 * Account links sent by email carry a token; the log keeps only its SHA-256
 * (`tokenHash`), so reading the log never yields a working link
 * (docs/adr/021-account-links-and-token-versions.md).
 */
const accountLink = {
  userId: z.string(),
  requestId: z.string(),
  tokenHash: z.string(),
  expiresAt: z.string(),
};

/**
 * A reset link was sent to the account's email; it works once, until
 * `expiresAt`. `requestedBy: 'operator'`: an operator asked for it
 * (`npm run account -- reset-link`) to hand it over themselves, so no email
 * carries it.
 */
export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  1,
  z.object({ ...accountLink, requestedBy: z.literal('operator').optional() }),
);

/** The password was set through a reset link. Every token issued before stops working. */
export const PasswordReset = defineEvent(
  'PasswordReset',
  1,
  z.object({ userId: z.string(), requestId: z.string(), passwordHash: z.string() }),
);

/** The member changed their password, knowing the current one. Every earlier token stops working. */
export const PasswordChanged = defineEvent(
  'PasswordChanged',
  1,
  z.object({ userId: z.string(), passwordHash: z.string() }),
);

/** "Sign out of all devices": every token issued before stops working. */
export const SignedOutEverywhere = defineEvent(
  'SignedOutEverywhere',
  1,
  z.object({ userId: z.string() }),
);

/**
 * "Reset my calendar link": the calendar feed URL given out so far stops
 * working; the member is given a new one.
 */
export const CalendarFeedReset = defineEvent(
  'CalendarFeedReset',
  1,
  z.object({ userId: z.string() }),
);

/**
 * A verification link was sent to `email`: the account's own address after
 * sign-up (or a resend), or the new address of an email change, which takes
 * effect only when verified. The latest request replaces earlier ones.
 */
export const EmailVerificationRequested = defineEvent(
  'EmailVerificationRequested',
  1,
  z.object({ ...accountLink, email: z.string() }),
);

/** The account's own address was verified. */
export const EmailVerified = defineEvent(
  'EmailVerified',
  1,
  z.object({ userId: z.string(), email: z.string() }),
);

/**
 * A new address replaced the old one: verified through its link, or, where
 * the server verifies no address (email off), changed at once with
 * `verified: false` (docs/adr/029-email-off-means-no-verification.md).
 */
export const EmailChanged = defineEvent(
  'EmailChanged',
  1,
  z.object({
    userId: z.string(),
    previousEmail: z.string(),
    email: z.string(),
    /** Absent: verified through its link. */
    verified: z.literal(false).optional(),
  }),
);

/**
 * A link sent by email stopped working before its expiry: it was used, a
 * newer one of its kind replaced it, or a new password voided it (a reset
 * link). Appended with the event that ended it; its email, if still waiting
 * in the outbox, is cancelled.
 */
export const AccountLinkVoided = defineEvent(
  'AccountLinkVoided',
  1,
  z.object({
    userId: z.string(),
    requestId: z.string(),
    kind: z.enum(ACCOUNT_EMAIL_KINDS),
    reason: z.enum(['used', 'superseded', 'password-changed']),
  }),
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
export type UserEvent =
  | UserRegistered
  | UserProfileUpdated
  | AdminGranted
  | EventOf<typeof PasswordResetRequested>
  | EventOf<typeof PasswordReset>
  | EventOf<typeof PasswordChanged>
  | EventOf<typeof SignedOutEverywhere>
  | EventOf<typeof CalendarFeedReset>
  | EventOf<typeof EmailVerificationRequested>
  | EventOf<typeof EmailVerified>
  | EventOf<typeof EmailChanged>
  | EventOf<typeof AccountLinkVoided>;

export type ReservationEvent =
  | EventOf<typeof EmailReserved>
  | EventOf<typeof EmailReservationReleased>
  | EventOf<typeof UsernameReserved>
  | EventOf<typeof UsernameReservationReleased>;

export type ProfileChanges = UserProfileUpdated['data']['changes'];

export const userEvents = [
  UserRegistered,
  UserProfileUpdated,
  AdminGranted,
  PasswordResetRequested,
  PasswordReset,
  PasswordChanged,
  SignedOutEverywhere,
  CalendarFeedReset,
  EmailVerificationRequested,
  EmailVerified,
  EmailChanged,
  AccountLinkVoided,
] as const;
export const reservationEvents = [
  EmailReserved,
  EmailReservationReleased,
  UsernameReserved,
  UsernameReservationReleased,
] as const;
