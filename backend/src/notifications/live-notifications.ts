import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { forRecipient, NOTIFICATIONS, type NotificationPush } from '../contracts/notifications.js';
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
      // A cause's notification is new once, for everyone it tells; a read or a redaction is not.
      if (change.operationType !== 'insert' || !change.fullDocument) return;
      const notification = change.fullDocument;
      // Counting costs a read per recipient: only for people connected now (a replay or a
      // boot's catch-up makes thousands of notifications that nobody is watching).
      for (const userId of notification.recipients) {
        const listeners = this.listeners.filter((listener) => listener.watching(userId));
        if (listeners.length === 0) continue;
        this.reader.unreadCount(userId).then(
          (unreadCount) => {
            const push = {
              notification: toResponse(forRecipient(notification, userId)),
              unreadCount,
            };
            for (const listener of listeners) listener.send(userId, push);
          },
          (error: unknown) => this.logger.error({ err: error }, 'live notification failed'),
        );
      }
    });
  }

  onNew(listener: Listener): void {
    this.listeners.push(listener);
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
