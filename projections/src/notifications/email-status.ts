import {
  EMAIL_EXPIRED,
  NOTIFICATION_EMAILS,
  QUEUED_EMAIL_ONLY,
  type SettledEmailDocument,
} from '@packmeet/backend/contracts/notifications';
import type { UpdateOperators } from '../store/document-store.port.js';
import { type ProjectionHandlers, update, updateAll } from '../projection.js';

/**
 * An email leaving the queue: its outcome, without what only sending needed
 * (its words, link, address and schedule). The key stays, and with it the
 * guarantee that the email is not sent again; the outbox stays as small as
 * what is still to send.
 */
export function settle(
  outcome: Pick<SettledEmailDocument, 'status' | 'lastError'> &
    Partial<Pick<SettledEmailDocument, 'sentAt'>>,
): UpdateOperators {
  return { $set: outcome, $unset: QUEUED_EMAIL_ONLY };
}

/**
 * A settled email stays settled: a claim taken just before it was cancelled or
 * skipped, or that claim's failure, must not put it back in the queue (it no
 * longer holds what its message is written from). One that went out anyway is
 * recorded as sent.
 */
const notSettled = { status: { $in: ['queued', 'sending'] } };

/** The outbox's state of each email, as its senders recorded it. */
export const emailStatusHandlers: ProjectionHandlers = {
  NotificationEmailClaimed: ({ data }) => [
    update(
      NOTIFICATION_EMAILS,
      { _id: data.emailId, ...notSettled },
      // A claim whose sender vanished is taken again once its lease has passed.
      { $set: { status: 'sending', attempts: data.attempt, notBefore: data.leaseUntil } },
    ),
  ],
  NotificationEmailSent: ({ data, metadata }) => [
    update(
      NOTIFICATION_EMAILS,
      { _id: data.emailId },
      settle({ status: 'sent', sentAt: metadata.occurredAt, lastError: null }),
    ),
  ],
  // Email is off: what nothing sent in time is given up, all at once.
  QueuedEmailsExpired: ({ data }) => [
    updateAll(
      NOTIFICATION_EMAILS,
      { status: 'queued', expiresAt: { $lte: data.expiredBy } },
      settle({ status: 'failed', lastError: EMAIL_EXPIRED }),
    ),
  ],
  NotificationEmailFailed: ({ data }) => [
    update(
      NOTIFICATION_EMAILS,
      { _id: data.emailId, ...notSettled },
      data.retryAt === null
        ? settle({ status: 'failed', lastError: data.reason })
        : { $set: { status: 'queued', notBefore: data.retryAt, lastError: data.reason } },
    ),
  ],
};
