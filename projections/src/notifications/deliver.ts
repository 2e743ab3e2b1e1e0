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
  recipients: readonly string[];
  subject: NotificationSubject;
  link: string;
  /** Default: the cause's time plus the shelf life. */
  expiresAt?: string;
}

/** The deterministic key of one notification, shared by its in-app entry and its email. */
export const notificationKey = (kind: NotificationKind, cause: string, userId: string) =>
  `${kind}:${cause}:${userId}`;

/**
 * The in-app entry and the queued email of each recipient, as each one's
 * preferences allow. Written under the notification's key, so delivering
 * the same cause twice writes the same documents again.
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
  const createdAt = event.metadata.occurredAt;
  const expiresAt =
    delivery.expiresAt ?? new Date(Date.parse(createdAt) + EMAIL_SHELF_LIFE_MS).toISOString();
  const subject = Object.fromEntries(
    Object.entries(delivery.subject).filter(([, value]) => value !== undefined),
  );
  const common = { kind: delivery.kind, createdAt, link: delivery.link, ...subject };
  return recipients.flatMap((userId) => {
    const wanted = withDefaults(preferencesOf.get(userId))[delivery.kind];
    const key = notificationKey(delivery.kind, delivery.cause, userId);
    const changes: DocumentChange[] = [];
    if (wanted.inApp)
      changes.push(upsert(NOTIFICATIONS, key, { $set: { userId, ...common, read: false } }));
    if (wanted.email)
      changes.push(
        upsert(NOTIFICATION_EMAILS, key, {
          $set: {
            userId,
            ...common,
            status: 'queued',
            attempts: 0,
            notBefore: createdAt,
            expiresAt,
            lastError: null,
            sentAt: null,
          },
        }),
      );
    return changes;
  });
}

/** A meetup as notifications name it, with its group (what leaving the group takes along). */
export async function meetupSubject(view: ProjectionView, meetup: MeetupFact & { _id: string }) {
  const group = meetup.groupId
    ? await view.findOne<NamedFact>(NOTIFY_GROUPS, { _id: meetup.groupId })
    : null;
  const subject: NotificationSubject = {
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
