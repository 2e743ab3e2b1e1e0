import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';
import { NOTIFICATION_KINDS, REMINDER_WINDOWS } from '../notifications.js';

/*
 * Notifications (docs/notifications.md). Streams:
 *   meetup-reminder-<meetupId>-<window>   MeetupReminderDue (at most one per stream)
 *   notification-inbox-<userId>           NotificationRead, AllNotificationsRead,
 *                                         NotificationPreferenceSet
 *   notification-email-<key>              NotificationEmailClaimed, NotificationEmailSent,
 *                                         NotificationEmailFailed
 *   notification-outbox                   QueuedEmailsExpired
 * Who is notified of what is folded from the log by the notifications
 * projection; these events record only what a clock or a person decided.
 */

/** A reminder's moment came while the meetup had not started: its going attendees are reminded. */
export const MeetupReminderDue = defineEvent(
  'MeetupReminderDue',
  1,
  z.object({ meetupId: z.string(), window: z.enum(REMINDER_WINDOWS), startsAt: z.string() }),
);

/** One channel of one kind turned on or off, on the profile page or by an email's unsubscribe link. */
export const NotificationPreferenceSet = defineEvent(
  'NotificationPreferenceSet',
  1,
  z.object({
    userId: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    channel: z.enum(['inApp', 'email']),
    enabled: z.boolean(),
    via: z.enum(['profile', 'unsubscribe-link']),
  }),
);

export const NotificationRead = defineEvent(
  'NotificationRead',
  1,
  z.object({ userId: z.string(), notificationId: z.string() }),
);

/** Every notification the user had when this was appended is read. */
export const AllNotificationsRead = defineEvent(
  'AllNotificationsRead',
  1,
  z.object({ userId: z.string() }),
);

/** A sender took the email for one attempt; no other may until `leaseUntil` has passed. */
export const NotificationEmailClaimed = defineEvent(
  'NotificationEmailClaimed',
  1,
  z.object({ emailId: z.string(), attempt: z.number().int().positive(), leaseUntil: z.string() }),
);

export const NotificationEmailSent = defineEvent(
  'NotificationEmailSent',
  1,
  z.object({ emailId: z.string(), attempt: z.number().int().positive(), messageId: z.string() }),
);

/** `retryAt` null: given up (too many attempts, or too late to be useful). */
export const NotificationEmailFailed = defineEvent(
  'NotificationEmailFailed',
  1,
  z.object({
    emailId: z.string(),
    attempt: z.number().int().min(0),
    reason: z.string(),
    retryAt: z.string().nullable(),
  }),
);

/**
 * Email is off (no SMTP_URL): every email still queued whose moment passed
 * by `expiredBy` is given up, as a sender would give up each one. One event
 * for all of them: nothing was claimed, so no email's own stream is involved.
 */
export const QueuedEmailsExpired = defineEvent(
  'QueuedEmailsExpired',
  1,
  z.object({ expiredBy: z.string() }),
);

export type MeetupReminderDue = EventOf<typeof MeetupReminderDue>;
export type NotificationPreferenceSet = EventOf<typeof NotificationPreferenceSet>;
export type NotificationRead = EventOf<typeof NotificationRead>;
export type AllNotificationsRead = EventOf<typeof AllNotificationsRead>;
export type NotificationEmailClaimed = EventOf<typeof NotificationEmailClaimed>;
export type NotificationEmailSent = EventOf<typeof NotificationEmailSent>;
export type NotificationEmailFailed = EventOf<typeof NotificationEmailFailed>;
export type QueuedEmailsExpired = EventOf<typeof QueuedEmailsExpired>;
export type NotificationEvent =
  | MeetupReminderDue
  | NotificationPreferenceSet
  | NotificationRead
  | AllNotificationsRead
  | NotificationEmailClaimed
  | NotificationEmailSent
  | NotificationEmailFailed
  | QueuedEmailsExpired;

export const notificationEvents = [
  MeetupReminderDue,
  NotificationPreferenceSet,
  NotificationRead,
  AllNotificationsRead,
  NotificationEmailClaimed,
  NotificationEmailSent,
  NotificationEmailFailed,
  QueuedEmailsExpired,
] as const;
