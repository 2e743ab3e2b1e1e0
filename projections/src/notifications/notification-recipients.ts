import {
  NOTIFICATION_EMAILS,
  NOTIFICATIONS,
  notificationDocumentId,
  type NotificationDocument,
} from '@packmeet/backend/contracts/notifications';
import { FORMER_MEMBER, REMOVED_TEXT } from '@packmeet/backend/contracts/personal-data';
import {
  update,
  updateAll,
  type DocumentChange,
  type ProjectionHandlers,
  type ProjectionView,
} from '../projection.js';
import { removeAll, whenForgotten } from '../forgetting.js';
import type { Filter } from '../store/document-store.port.js';
import { settle } from './email-status.js';
import { NOTIFY_PEOPLE } from './notification-facts.js';

/*
 * Who a notification is told to, and who has read it: one in-app document
 * per cause lists its recipients and those of them who read it. Reading adds
 * the reader; leaving a group or being forgotten takes the person off.
 */

/**
 * The document a NotificationRead names. Before version 6 each recipient had
 * a document of their own, `<kind>:<cause>:<recipient>`; a cause told in
 * parts (an announcement at several meetups, playmates going) now has its
 * part after the cause, so a read recorded then is found among the
 * recipient's notifications of that kind by its cause.
 */
async function readNotificationId(view: ProjectionView, id: string, userId: string) {
  const _id = notificationDocumentId(id, userId);
  if (await view.findOne(NOTIFICATIONS, { _id })) return _id;
  const theirs = await view.find<NotificationDocument>(NOTIFICATIONS, {
    recipients: userId,
    kind: _id.split(':')[0],
  });
  return theirs.find((document) => document._id.startsWith(`${_id}:`))?._id ?? _id;
}

/**
 * Takes someone off notifications they were told (leaving a group, being
 * forgotten): a notification told to them alone goes, the others keep it
 * for everyone else. Apart, because one event writes a document once.
 */
async function untell(
  view: ProjectionView,
  userId: string,
  filter: Record<string, unknown> = {},
): Promise<DocumentChange[]> {
  const told = await view.find<NotificationDocument>(NOTIFICATIONS, {
    recipients: userId,
    ...filter,
  });
  const theirsAlone = told.filter((document) => document.recipients.length === 1);
  const shared = told.filter((document) => document.recipients.length > 1);
  const changes: DocumentChange[] = [];
  if (theirsAlone.length > 0)
    changes.push(
      removeAll(NOTIFICATIONS, { _id: { $in: theirsAlone.map((document) => document._id) } }),
    );
  if (shared.length > 0)
    changes.push(
      updateAll(
        NOTIFICATIONS,
        { _id: { $in: shared.map((document) => document._id) } },
        {
          $pull: { recipients: userId, readBy: userId },
          $unset: { [`dogNamesOf.${userId}`]: '' },
        },
      ),
    );
  return changes;
}

async function forgetGroup(
  view: ProjectionView,
  groupId: string,
  userId: string,
): Promise<DocumentChange[]> {
  return [
    ...(await untell(view, userId, { 'group.id': groupId })),
    updateAll(
      NOTIFICATION_EMAILS,
      { userId, 'group.id': groupId, status: 'queued' },
      settle({ status: 'skipped', lastError: 'no longer a member of the group' }),
    ),
  ];
}

/**
 * What a forgotten member acted in keeps no personal data of theirs: they
 * are "Former member", an announcement of theirs loses its words, a
 * notification about their dog going loses the dog's name (null, as the
 * shredded dog events read). One update per kind, apart, because one event
 * writes a document once.
 */
const forgetActor = (collection: string, actorId: string, among: Filter = {}): DocumentChange[] => [
  updateAll(
    collection,
    { actorId, kind: 'meetup-announcement', ...among },
    { $set: { actorName: FORMER_MEMBER, text: REMOVED_TEXT } },
  ),
  updateAll(
    collection,
    { actorId, kind: 'playmate-going', ...among },
    { $set: { playmateName: null } },
  ),
  updateAll(
    collection,
    { actorId, kind: { $nin: ['meetup-announcement', 'playmate-going'] }, ...among },
    { $set: { actorName: FORMER_MEMBER } },
  ),
];

/**
 * The emails that can name an actor: a settled one keeps only its key and
 * outcome (QUEUED_EMAIL_ONLY). The `{ status, notBefore }` index finds them,
 * where a filter on `actorId` alone would read every email in the outbox,
 * which is on disk (ADR 044).
 */
const STILL_TO_SEND: Filter = { status: { $in: ['queued', 'sending'] } };

/**
 * A forgotten member: what they did is told without their data
 * (`forgetActor`), and they leave what they were told and their queued
 * emails (nobody is there to read them).
 */
const forgetHandlers = whenForgotten(async (userId, _event, view) => [
  update(NOTIFY_PEOPLE, { _id: userId }, { $set: { name: FORMER_MEMBER } }),
  ...forgetActor(NOTIFICATIONS, userId),
  ...forgetActor(NOTIFICATION_EMAILS, userId, STILL_TO_SEND),
  ...(await untell(view, userId)),
  removeAll(NOTIFICATION_EMAILS, { userId }),
]);

export const recipientHandlers: ProjectionHandlers = {
  NotificationRead: async ({ data }, view) => {
    const { userId, notificationId } = data;
    const _id = await readNotificationId(view, notificationId, userId);
    return [update(NOTIFICATIONS, { _id, recipients: userId }, { $addToSet: { readBy: userId } })];
  },
  AllNotificationsRead: ({ data, metadata }) => [
    updateAll(
      NOTIFICATIONS,
      {
        recipients: data.userId,
        readBy: { $ne: data.userId },
        createdAt: { $lte: metadata.occurredAt },
      },
      { $addToSet: { readBy: data.userId } },
    ),
  ],
  // A private group's content stays with its members: leaving takes its notifications along.
  GroupLeft: ({ data }, view) => forgetGroup(view, data.groupId, data.userId),
  GroupMemberRemoved: ({ data }, view) => forgetGroup(view, data.groupId, data.userId),
  ...forgetHandlers,
};
