import {
  NOTIFICATION_EMAILS,
  accountEmailId,
  type AccountEmailKind,
} from '@packmeet/backend/contracts/notifications';
import { type DocumentChange, type ProjectionHandlers, update, upsert } from '../projection.js';
import { settle } from './email-status.js';

/**
 * Account emails go straight to the outbox: transactional, so no preference
 * is read, and they are sent only while their link still works. The link's
 * token is not here; the sender derives it from the request.
 */
function queue(
  kind: AccountEmailKind,
  data: { userId: string; requestId: string; expiresAt: string },
  occurredAt: string,
  to?: string,
): DocumentChange[] {
  return [
    upsert(NOTIFICATION_EMAILS, accountEmailId(kind, data.requestId, data.userId), {
      $set: {
        userId: data.userId,
        kind,
        requestId: data.requestId,
        ...(to ? { to } : {}),
        createdAt: occurredAt,
        link: '',
        status: 'queued',
        attempts: 0,
        notBefore: occurredAt,
        expiresAt: data.expiresAt,
        lastError: null,
        sentAt: null,
      },
    }),
  ];
}

/** What the Admin page's outbox shows beside a cancelled email. */
const WHY_CANCELLED = {
  used: 'Cancelled: its link was used.',
  superseded: 'Cancelled: a newer link replaced it.',
  'password-changed': 'Cancelled: the password was changed.',
} as const;

export const accountEmailHandlers: ProjectionHandlers = {
  // An operator's link is handed over by the operator: no email carries it.
  PasswordResetRequested: ({ data, metadata }) =>
    data.requestedBy === 'operator' ? [] : queue('password-reset', data, metadata.occurredAt),
  // Sign-up's own address, or the new one of an email change.
  EmailVerificationRequested: ({ data, metadata }) =>
    queue('verify-email', data, metadata.occurredAt, data.email),
  // A link used or replaced before its email went out: the email is not sent. One already
  // taken by a sender (sending) is marked too, so a lost attempt is not taken again.
  AccountLinkVoided: ({ data }) => [
    update(
      NOTIFICATION_EMAILS,
      {
        _id: accountEmailId(data.kind, data.requestId, data.userId),
        status: { $in: ['queued', 'sending'] },
      },
      settle({ status: 'cancelled', lastError: WHY_CANCELLED[data.reason] }),
    ),
  ],
};
