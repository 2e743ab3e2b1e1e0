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

/** How many of the latest notifications the list shows. */
const LIST_SIZE = 50;

/** Reads a person's notifications and preferences from the notifications read model. */
@Injectable()
export class NotificationReader {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async list(userId: string): Promise<NotificationListResponse> {
    const collection = this.store.collection(NOTIFICATIONS);
    const [documents, unreadCount] = await Promise.all([
      collection.find({ userId }, { sort: { createdAt: -1, _id: 1 }, limit: LIST_SIZE }),
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
