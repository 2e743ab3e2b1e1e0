import {
  NOTIFICATION_EMAILS,
  type AccountEmailKind,
} from '@packmeet/backend/contracts/notifications';
import { type DocumentChange, type ProjectionHandlers, upsert } from '../projection.js';

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
    upsert(NOTIFICATION_EMAILS, `${kind}:${data.requestId}:${data.userId}`, {
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

export const accountEmailHandlers: ProjectionHandlers = {
  PasswordResetRequested: ({ data, metadata }) =>
    queue('password-reset', data, metadata.occurredAt),
  // Sign-up's own address, or the new one of an email change.
  EmailVerificationRequested: ({ data, metadata }) =>
    queue('verify-email', data, metadata.occurredAt, data.email),
};
