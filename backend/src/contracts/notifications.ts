import type { CollectionName, Document } from './read-models.js';

/*
 * Notifications: their kinds, the read models the notifications projection
 * keeps, and the HTTP and socket answers (their wording:
 * notification-wording.ts). Framework-free (frontend reads it).
 */

export const NOTIFICATION_KINDS = [
  'meetup-scheduled',
  'waitlist-promoted',
  'meetup-changed',
  'meetup-cancelled',
  'join-requested',
  'join-answered',
  'meetup-reminder',
  'post-commented',
  'discussion-mention',
  'meetup-announcement',
  'playmate-going',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Reminders go out this long before a meetup someone is going to. */
export const REMINDER_WINDOWS = ['24h', '2h'] as const;
export type ReminderWindow = (typeof REMINDER_WINDOWS)[number];
export const REMINDER_LEAD_MS: Record<ReminderWindow, number> = {
  '24h': 24 * 3_600_000,
  '2h': 2 * 3_600_000,
};

/** What each kind is called on the profile page and in an unsubscribe confirmation. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  'meetup-scheduled': 'New meetups in my groups',
  'waitlist-promoted': 'A place opens for me on a waitlist',
  'meetup-changed': 'A meetup I answered changes time or place',
  'meetup-cancelled': 'A meetup I answered is cancelled',
  'join-requested': 'Someone asks to join a group I organize',
  'join-answered': 'My request to join a group is answered',
  'meetup-reminder': 'Reminders 24 hours and 2 hours before meetups I go to',
  'post-commented': 'Comments on my posts',
  'discussion-mention': 'Someone mentions me in a meetup’s discussion',
  'meetup-announcement': 'Announcements from the organizers of meetups I go to',
  'playmate-going': 'A playmate of my dog’s is going to a meetup I can see',
};

export interface ChannelPreference {
  inApp: boolean;
  email: boolean;
}
export type NotificationPreferences = Record<NotificationKind, ChannelPreference>;

/**
 * Whether each kind is on (both channels) for someone who never set it. Most
 * are; playmates going is about other people's plans, welcome to some and
 * noise to others, so it waits until its recipient turns it on
 * (docs/notifications.md). The profile page shows what these give.
 */
export const NOTIFICATION_KIND_DEFAULTS: Record<NotificationKind, boolean> = {
  'meetup-scheduled': true,
  'waitlist-promoted': true,
  'meetup-changed': true,
  'meetup-cancelled': true,
  'join-requested': true,
  'join-answered': true,
  'meetup-reminder': true,
  'post-commented': true,
  'discussion-mention': true,
  'meetup-announcement': true,
  'playmate-going': false,
};

/** A person's preferences with every unset channel at its kind's default. */
export function withDefaults(
  stored: NotificationPreferencesDocument['preferences'] | undefined,
): NotificationPreferences {
  const preferences = defaultPreferences();
  for (const kind of NOTIFICATION_KINDS) Object.assign(preferences[kind], stored?.[kind]);
  return preferences;
}

/** Each kind at its default until the person sets it. */
export const defaultPreferences = (): NotificationPreferences =>
  Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const on = NOTIFICATION_KIND_DEFAULTS[kind];
      return [kind, { inApp: on, email: on }];
    }),
  ) as NotificationPreferences;

/** Whether the person wants a kind on at least one channel (an unset channel: its default). */
export const wantsKind = (
  stored: NotificationPreferencesDocument['preferences'] | undefined,
  kind: NotificationKind,
): boolean => {
  const wanted = withDefaults(stored)[kind];
  return wanted.inApp || wanted.email;
};

/** The facts a notification names; each kind uses some of them. */
export interface NotificationSubject {
  meetup?: { id: string; slug: string; title: string; startsAt: string; timeZone: string | null };
  group?: { id: string; name: string };
  /** The person who caused it (a commenter, a requester), by display name. */
  actorName?: string;
  /** Who that is, so their name can be replaced by "Former member" once they are forgotten. */
  actorId?: string;
  window?: ReminderWindow;
  approved?: boolean;
  /** What changed about a meetup: 'time', 'place' or both. */
  changed?: ('time' | 'place')[];
  reason?: string | null;
  /** The words of an announcement, as the organizer wrote them. */
  text?: string;
  /** Playmates going: the recipient's own dogs whose playmate goes, by name. */
  dogNames?: string[];
  /**
   * Playmates going: the playmate that goes, by name (its owner is `actorId`);
   * null once that owner is forgotten, as a forgotten member's dogs read.
   */
  playmateName?: string | null;
}

/**
 * One cause's in-app notification (a meetup scheduled, a reminder moment, an
 * announcement at one meetup): what it tells, stored once, and whom it tells
 * (docs/adr/037-read-model-memory.md). `_id` is `<kind>:<cause>`, with a
 * part after it for a cause told in parts (an announcement at each meetup
 * of a series: the meetup's id; playmates going, to each new lot of owners:
 * the event's id), so a replay or a second worker writes the same document
 * again instead of a second one. Each recipient's notification is
 * `<_id>:<recipient>` (`forRecipient`); its email, `<kind>:<cause>:<recipient>`.
 */
export interface NotificationDocument extends Document, Omit<NotificationSubject, 'dogNames'> {
  kind: NotificationKind;
  createdAt: string;
  /** The web app's path to open it at. */
  link: string;
  /** Everyone it tells in the app. */
  recipients: string[];
  /** Those of them who have read it. */
  readBy: string[];
  /** Playmates going: each recipient's own dogs whose playmate goes, by name. */
  dogNamesOf?: Record<string, string[]>;
}

/** One person's notification: what the list, the pushes and the export show. */
export interface Notification extends Document, NotificationSubject {
  userId: string;
  kind: NotificationKind;
  createdAt: string;
  read: boolean;
  link: string;
}

/** The document a recipient's notification id names, given its recipient. */
export const notificationDocumentId = (id: string, userId: string): string =>
  id.endsWith(`:${userId}`) ? id.slice(0, -userId.length - 1) : id;

/** A cause's notification as one recipient has it, naming no one else it told. */
export function forRecipient(document: NotificationDocument, userId: string): Notification {
  const {
    _id,
    _position: _stamp,
    recipients: _recipients,
    readBy,
    dogNamesOf,
    ...shared
  } = document;
  const dogNames = dogNamesOf?.[userId];
  return {
    _id: `${_id}:${userId}`,
    userId,
    ...shared,
    ...(dogNames && { dogNames }),
    read: readBy.includes(userId),
  };
}

/**
 * Account emails (a reset link, a verification link) share the outbox but
 * are transactional: no preference holds them back and they carry no
 * unsubscribe link.
 */
export const ACCOUNT_EMAIL_KINDS = ['password-reset', 'verify-email'] as const;
export type AccountEmailKind = (typeof ACCOUNT_EMAIL_KINDS)[number];

/**
 * Emails to an address rather than to a member (a trainer's invite to a
 * client who may have no account): sent to `to`, with no preference to ask
 * and nothing to unsubscribe from; `userId` is ''.
 */
export type DirectEmailKind = 'client-invite';
/** An account email's outbox key: one email per link. */
export const accountEmailId = (kind: AccountEmailKind, requestId: string, userId: string) =>
  `${kind}:${requestId}:${userId}`;

export const isAccountEmail = (kind: string): kind is AccountEmailKind =>
  (ACCOUNT_EMAIL_KINDS as readonly string[]).includes(kind);

/** `cancelled`: an account email whose link stopped working before it was sent (used or replaced). */
export const EMAIL_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'skipped',
  'cancelled',
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** What the outbox keeps of every email, whatever its state: the Admin page's columns. */
interface OutboxEntry extends Document {
  userId: string;
  kind: NotificationKind | AccountEmailKind | DirectEmailKind;
  createdAt: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
}

/**
 * An email still to send (queued, or taken by a sender: sending), keyed like
 * its notification (an account email: `<kind>:<requestId>:<userId>`), with
 * everything its message is written from.
 */
export interface QueuedEmailDocument extends OutboxEntry, NotificationSubject {
  status: 'queued' | 'sending';
  /** An account email's request, from which the sender derives the link's token. */
  requestId?: string;
  /** Where it goes when not to the account's email: the new address of an email change. */
  to?: string;
  link: string;
  /** When a sender may take it (queued), or take it again after a lost attempt (sending). */
  notBefore: string;
  /** Past this moment it is no longer worth sending (a reminder: the meetup's start). */
  expiresAt: string;
}

/**
 * An email out of the queue (sent, failed, skipped or cancelled): its key,
 * which keeps it from being sent again, and its outcome. Its words, link and
 * address are dropped when it settles (docs/adr/037-read-model-memory.md).
 */
export interface SettledEmailDocument extends OutboxEntry {
  status: 'sent' | 'failed' | 'skipped' | 'cancelled';
}

export type NotificationEmailDocument = QueuedEmailDocument | SettledEmailDocument;

/** Why an email is given up once its moment has passed: by a sender, or all at once while email is off. */
export const EMAIL_EXPIRED = 'expired: no longer useful when it could be sent';

/** A document type's named fields, without Document's index signature. */
type NamedFields<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

/** The fields a queued email has and a settled one drops (each one, so an update can $unset them). */
export const QUEUED_EMAIL_ONLY: Record<
  Exclude<NamedFields<QueuedEmailDocument>, NamedFields<OutboxEntry>>,
  ''
> = {
  meetup: '',
  group: '',
  actorName: '',
  actorId: '',
  window: '',
  approved: '',
  changed: '',
  reason: '',
  text: '',
  dogNames: '',
  playmateName: '',
  requestId: '',
  to: '',
  link: '',
  notBefore: '',
  expiresAt: '',
};

/** A reminder moment of one meetup, found by the reminder timer when due. */
export interface ReminderDocument extends Document {
  meetupId: string;
  window: ReminderWindow;
  dueAt: string;
  /** `dueAt`'s UTC hour ('2026-11-26T18'), which the timer asks for by equality (dueHour). */
  dueHour: string;
  startsAt: string;
  fired: boolean;
}

/**
 * The UTC hour of an ISO moment. A pass asks for the few hours in which a
 * reminder still worth sending can fall, so an index narrows it to them
 * instead of every reminder scheduled (the memory store indexes equality only).
 */
export const dueHour = (iso: string): string => iso.slice(0, 13);

/** The hours a reminder still worth sending at `now` is due in (its meetup has not started): 25 of them. */
export function dueHoursUntil(now: Date): string[] {
  const hour = 3_600_000;
  const latestLead = Math.max(...Object.values(REMINDER_LEAD_MS));
  const first = Math.floor((now.getTime() - latestLead) / hour) * hour;
  const hours: string[] = [];
  for (let at = first; at <= now.getTime(); at += hour)
    hours.push(dueHour(new Date(at).toISOString()));
  return hours;
}

/** What a person turned off or on; a kind or channel never set is at its default (withDefaults). */
export interface NotificationPreferencesDocument extends Document {
  preferences: Partial<Record<NotificationKind, Partial<ChannelPreference>>>;
}

export const NOTIFICATION_PREFERENCES =
  'notification_preferences' as CollectionName<NotificationPreferencesDocument>;
export const NOTIFICATIONS = 'notifications' as CollectionName<NotificationDocument>;
export const NOTIFICATION_EMAILS =
  'notification_emails' as CollectionName<NotificationEmailDocument>;
export const NOTIFICATION_REMINDERS = 'notification_reminders' as CollectionName<ReminderDocument>;

/** GET /api/notifications */
export interface NotificationResponse extends NotificationSubject {
  id: string;
  kind: NotificationKind;
  createdAt: string;
  read: boolean;
  link: string;
  title: string;
  body: string;
}
export interface NotificationListResponse {
  notifications: NotificationResponse[];
  unreadCount: number;
}

/** Socket event `notification:new`, to the recipient's own room. */
export interface NotificationPush {
  notification: NotificationResponse;
  unreadCount: number;
}
export const NOTIFICATION_PUSH = 'notification:new';

/** GET /api/admin/notifications */
export interface OutboxResponse {
  emailEnabled: boolean;
  counts: Record<EmailStatus, number>;
  recent: {
    id: string;
    kind: NotificationKind | AccountEmailKind | DirectEmailKind;
    status: EmailStatus;
    attempts: number;
    createdAt: string;
    lastError: string | null;
  }[];
}
