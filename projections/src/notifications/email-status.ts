import { NOTIFICATION_EMAILS } from '@packmeet/backend/contracts/notifications';
import { type ProjectionHandlers, update } from '../projection.js';

/** The outbox's state of each email, as its senders recorded it. */
export const emailStatusHandlers: ProjectionHandlers = {
  NotificationEmailClaimed: ({ data }) => [
    update(
      NOTIFICATION_EMAILS,
      { _id: data.emailId },
      // A claim whose sender vanished is taken again once its lease has passed.
      { $set: { status: 'sending', attempts: data.attempt, notBefore: data.leaseUntil } },
    ),
  ],
  NotificationEmailSent: ({ data, metadata }) => [
    update(
      NOTIFICATION_EMAILS,
      { _id: data.emailId },
      { $set: { status: 'sent', sentAt: metadata.occurredAt, lastError: null } },
    ),
  ],
  NotificationEmailFailed: ({ data }) => [
    update(
      NOTIFICATION_EMAILS,
      { _id: data.emailId },
      {
        $set:
          data.retryAt === null
            ? { status: 'failed', lastError: data.reason }
            : { status: 'queued', notBefore: data.retryAt, lastError: data.reason },
      },
    ),
  ],
};
