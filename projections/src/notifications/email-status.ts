import { NOTIFICATION_EMAILS } from '@packmeet/backend/contracts/notifications';
import { type ProjectionHandlers, update } from '../projection.js';

/**
 * A cancelled email stays cancelled: a claim taken just before, or its failure
 * with a retry, must not put it back in the queue. One that went out anyway is
 * recorded as sent.
 */
const notCancelled = { status: { $ne: 'cancelled' } };

/** The outbox's state of each email, as its senders recorded it. */
export const emailStatusHandlers: ProjectionHandlers = {
  NotificationEmailClaimed: ({ data }) => [
    update(
      NOTIFICATION_EMAILS,
      { _id: data.emailId, ...notCancelled },
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
      { _id: data.emailId, ...notCancelled },
      {
        $set:
          data.retryAt === null
            ? { status: 'failed', lastError: data.reason }
            : { status: 'queued', notBefore: data.retryAt, lastError: data.reason },
      },
    ),
  ],
};
