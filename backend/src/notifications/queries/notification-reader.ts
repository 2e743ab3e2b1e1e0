import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  forRecipient,
  NOTIFICATION_PREFERENCES,
  NOTIFICATIONS,
  notificationDocumentId,
  withDefaults,
  type Notification,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationResponse,
} from '../../contracts/notifications.js';
import { describeNotification } from '../../contracts/notification-wording.js';
import { PAGE_LIMIT_DEFAULT } from '../../contracts/requests/paging.request.js';

/** Where a page of notifications starts: after this one, in the list's order. */
export interface NotificationPosition {
  createdAt: string;
  id: string;
}

/** Reads a person's notifications and preferences from the notifications read model. */
@Injectable()
export class NotificationReader {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  /**
   * Up to `take` of the person's notifications, latest first (the first page
   * without `after`; PAGE_LIMIT_DEFAULT is the list's first page after a
   * mark-read), with the unread count over all of them.
   */
  async list(
    userId: string,
    take = PAGE_LIMIT_DEFAULT,
    after?: NotificationPosition,
  ): Promise<NotificationListResponse> {
    const collection = this.store.collection(NOTIFICATIONS);
    // Each person's notification is its cause's document under `<_id>:<person>`: the same order.
    const afterId = after && notificationDocumentId(after.id, userId);
    const [documents, unreadCount] = await Promise.all([
      collection.find(
        {
          recipients: userId,
          ...(after && {
            $or: [
              { createdAt: { $lt: after.createdAt } },
              { createdAt: after.createdAt, _id: { $gt: afterId } },
            ],
          }),
        },
        { sort: { createdAt: -1, _id: 1 }, limit: take },
      ),
      this.unreadCount(userId),
    ]);
    return {
      notifications: documents.map((document) => toResponse(forRecipient(document, userId))),
      unreadCount,
    };
  }

  unreadCount(userId: string): Promise<number> {
    return this.store
      .collection(NOTIFICATIONS)
      .countDocuments({ recipients: userId, readBy: { $ne: userId } });
  }

  /** The caller's own notification, or null (someone else's is as good as missing). */
  async find(userId: string, id: string): Promise<Notification | null> {
    const document = await this.store
      .collection(NOTIFICATIONS)
      .findOne({ _id: notificationDocumentId(id, userId), recipients: userId });
    return document && forRecipient(document, userId);
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    const stored = await this.store.collection(NOTIFICATION_PREFERENCES).findOne({ _id: userId });
    return withDefaults(stored?.preferences);
  }
}

export function toResponse(notification: Notification): NotificationResponse {
  const { _id, userId: _userId, ...fields } = notification;
  return { id: _id, ...fields, ...describeNotification(notification) };
}
