import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { NOTIFICATIONS, type NotificationPush } from '../contracts/notifications.js';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { NotificationReader, toResponse } from './queries/notification-reader.js';

interface Listener {
  /** Whether anyone connected here waits for this person's notifications. */
  watching(userId: string): boolean;
  send(userId: string, push: NotificationPush): void;
}

/**
 * Notices each new in-app notification once the projection has stored it
 * and hands it, with the recipient's unread count, to the live gateway,
 * which sends it to that person's own room only.
 */
@Injectable()
export class LiveNotifications implements OnModuleDestroy {
  private readonly listeners: Listener[] = [];
  private readonly unsubscribe: () => void;

  constructor(
    @Inject(ReadModelChanges) changes: ReadModelChanges,
    @Inject(NotificationReader) private readonly reader: NotificationReader,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.unsubscribe = changes.subscribe(NOTIFICATIONS, (change) => {
      if (change.operationType !== 'insert' || !change.fullDocument) return;
      const notification = change.fullDocument;
      // Counting costs a read per notification: only for people connected now (a replay or a
      // boot's catch-up makes thousands of notifications that nobody is watching).
      const listeners = this.listeners.filter((listener) => listener.watching(notification.userId));
      if (listeners.length === 0) return;
      this.reader.unreadCount(notification.userId).then(
        (unreadCount) => {
          const push = { notification: toResponse(notification), unreadCount };
          for (const listener of listeners) listener.send(notification.userId, push);
        },
        (error: unknown) => this.logger.error({ err: error }, 'live notification failed'),
      );
    });
  }

  onNew(listener: Listener): void {
    this.listeners.push(listener);
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
