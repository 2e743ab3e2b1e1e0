import {
  AllNotificationsRead,
  NotificationPreferenceSet,
  NotificationRead,
} from '../../contracts/events.js';
import type { NotificationKind } from '../../contracts/notifications.js';
import type { Decider } from '../../shared/decider.js';
import { notFound } from '../../shared/errors.js';

/*
 * A person's notification inbox and settings, stream `notification-inbox-<userId>`.
 * The handler gathers whether the notification exists and is theirs and
 * whether it is read; the rules live here.
 */

type InboxEvent =
  | ReturnType<typeof NotificationRead>
  | ReturnType<typeof AllNotificationsRead>
  | ReturnType<typeof NotificationPreferenceSet>;

export type InboxCommand =
  | {
      type: 'MarkRead';
      userId: string;
      notificationId: string;
      /** The caller's notification as the read model has it (null: none of theirs). */
      notification: { read: boolean } | null;
    }
  | { type: 'MarkAllRead'; userId: string; unread: number }
  | {
      type: 'SetPreference';
      userId: string;
      kind: NotificationKind;
      channel: 'inApp' | 'email';
      enabled: boolean;
      current: boolean;
      via: 'profile' | 'unsubscribe-link';
    };

export const inboxStream = (userId: string) => `notification-inbox-${userId}`;

export const notificationNotFound = () =>
  notFound('NOTIFICATIONS.NOT_FOUND', 'Notification not found');

export const notificationInboxDecider: Decider<null, InboxCommand, InboxEvent> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command) => {
    switch (command.type) {
      case 'MarkRead':
        if (!command.notification) throw notificationNotFound();
        if (command.notification.read) return [];
        return [
          NotificationRead({ userId: command.userId, notificationId: command.notificationId }),
        ];
      case 'MarkAllRead':
        return command.unread === 0 ? [] : [AllNotificationsRead({ userId: command.userId })];
      case 'SetPreference': {
        if (command.current === command.enabled) return [];
        const { userId, kind, channel, enabled, via } = command;
        return [NotificationPreferenceSet({ userId, kind, channel, enabled, via })];
      }
    }
  },
};
