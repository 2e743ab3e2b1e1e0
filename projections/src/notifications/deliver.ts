import {
  NOTIFICATION_EMAILS,
  NOTIFICATION_PREFERENCES,
  NOTIFICATIONS,
  withDefaults,
  type NotificationKind,
  type NotificationPreferencesDocument,
  type NotificationSubject,
} from '@packmeet/backend/contracts/notifications';
import type { StoredPackMeetEvent } from '@packmeet/backend/contracts/events';
import { type DocumentChange, type ProjectionView, upsert } from '../projection.js';
import { NOTIFY_GROUPS, type MeetupFact, type NamedFact } from './notification-facts.js';

/** An email not sent within this long after its cause is no longer news. */
const EMAIL_SHELF_LIFE_MS = 48 * 3_600_000;

export interface Delivery {
  kind: NotificationKind;
  /** What caused it, stable across replays: an event id, or `<meetupId>:<window>`. */
  cause: string;
  /**
   * Set when one cause is told in parts, each to people of its own: an
   * announcement at each meetup of a series (the meetup's id), playmates
   * going to each new lot of playmates' owners (the event's id). Part of
   * the in-app notification's key, so no part overwrites another.
   */
  part?: string;
  recipients: readonly string[];
  /** What it tells everyone. */
  subject: Omit<NotificationSubject, 'dogNames'>;
  /** Playmates going: each recipient's own dogs whose playmate goes, by name. */
  dogNamesOf?: ReadonlyMap<string, string[]>;
  link: string;
  /** Default: the cause's time plus the shelf life. */
  expiresAt?: string;
}

/** The deterministic key of one notification's email (and, but for announcements, of its in-app entry). */
export const notificationKey = (kind: NotificationKind, cause: string, userId: string) =>
  `${kind}:${cause}:${userId}`;

/** The key of a cause's in-app notification, which every recipient's entry shares. */
export const notificationDocumentKey = (delivery: Delivery) =>
  [delivery.kind, delivery.cause, ...(delivery.part ? [delivery.part] : [])].join(':');

/**
 * The cause's in-app notification, told once to everyone whose preferences
 * let it into their app, and each recipient's queued email as theirs allow.
 * Written under deterministic keys, so delivering the same cause twice
 * writes the same documents again.
 */
export async function deliver(
  view: ProjectionView,
  event: StoredPackMeetEvent,
  delivery: Delivery,
): Promise<DocumentChange[]> {
  const recipients = [...new Set(delivery.recipients)];
  if (recipients.length === 0) return [];
  const stored = await view.find<NotificationPreferencesDocument>(NOTIFICATION_PREFERENCES, {
    _id: { $in: recipients },
  });
  const preferencesOf = new Map(stored.map((document) => [document._id, document.preferences]));
  const wanted = new Map(
    recipients.map((userId) => [userId, withDefaults(preferencesOf.get(userId))[delivery.kind]]),
  );
  const createdAt = event.metadata.occurredAt;
  const expiresAt =
    delivery.expiresAt ?? new Date(Date.parse(createdAt) + EMAIL_SHELF_LIFE_MS).toISOString();
  const subject = Object.fromEntries(
    Object.entries(delivery.subject).filter(([, value]) => value !== undefined),
  );
  const common = { kind: delivery.kind, createdAt, link: delivery.link, ...subject };
  const inApp = recipients.filter((userId) => wanted.get(userId)!.inApp);
  const changes: DocumentChange[] = [];
  if (inApp.length > 0) {
    const dogNamesOf = delivery.dogNamesOf && {
      dogNamesOf: Object.fromEntries(
        inApp.map((userId) => [userId, delivery.dogNamesOf!.get(userId) ?? []]),
      ),
    };
    changes.push(
      upsert(NOTIFICATIONS, notificationDocumentKey(delivery), {
        $set: { ...common, recipients: inApp, readBy: [], ...dogNamesOf },
      }),
    );
  }
  for (const userId of recipients) {
    if (!wanted.get(userId)!.email) continue;
    const dogNames = delivery.dogNamesOf && { dogNames: delivery.dogNamesOf.get(userId) ?? [] };
    changes.push(
      upsert(NOTIFICATION_EMAILS, notificationKey(delivery.kind, delivery.cause, userId), {
        $set: {
          userId,
          ...common,
          ...dogNames,
          status: 'queued',
          attempts: 0,
          notBefore: createdAt,
          expiresAt,
          lastError: null,
          sentAt: null,
        },
      }),
    );
  }
  return changes;
}

/** A meetup as notifications name it, with its group (what leaving the group takes along). */
export async function meetupSubject(view: ProjectionView, meetup: MeetupFact & { _id: string }) {
  const group = meetup.groupId
    ? await view.findOne<NamedFact>(NOTIFY_GROUPS, { _id: meetup.groupId })
    : null;
  const subject: Delivery['subject'] = {
    meetup: {
      id: meetup._id,
      slug: meetup.slug,
      title: meetup.title,
      startsAt: meetup.startsAt,
      timeZone: meetup.timeZone,
    },
  };
  if (group) subject.group = { id: group._id, name: group.name };
  return subject;
}
