import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  describeNotification,
  NOTIFICATION_PREFERENCES,
  NOTIFICATIONS,
  withDefaults,
  type NotificationDocument,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationResponse,
} from '../../contracts/notifications.js';
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
    const [documents, unreadCount] = await Promise.all([
      collection.find(
        {
          userId,
          ...(after && {
            $or: [
              { createdAt: { $lt: after.createdAt } },
              { createdAt: after.createdAt, _id: { $gt: after.id } },
            ],
          }),
        },
        { sort: { createdAt: -1, _id: 1 }, limit: take },
      ),
      this.unreadCount(userId),
    ]);
    return { notifications: documents.map(toResponse), unreadCount };
  }

  unreadCount(userId: string): Promise<number> {
    return this.store.collection(NOTIFICATIONS).countDocuments({ userId, read: false });
  }

  /** The caller's own notification, or null (someone else's is as good as missing). */
  async find(userId: string, id: string): Promise<NotificationDocument | null> {
    return this.store.collection(NOTIFICATIONS).findOne({ _id: id, userId });
  }

  async preferences(userId: string): Promise<NotificationPreferences> {
    const stored = await this.store.collection(NOTIFICATION_PREFERENCES).findOne({ _id: userId });
    return withDefaults(stored?.preferences);
  }
}

export function toResponse(document: NotificationDocument): NotificationResponse {
  const { _id, _position, userId, ...fields } = document as NotificationDocument & {
    _position?: unknown;
  };
  void _position;
  void userId;
  return { id: _id, ...fields, ...describeNotification(document) };
}
