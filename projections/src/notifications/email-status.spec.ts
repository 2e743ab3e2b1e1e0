import { describe, expect, it } from 'vitest';
import {
  NotificationEmailClaimed,
  NotificationEmailSent,
  PasswordResetRequested,
  QueuedEmailsExpired,
} from '@packmeet/backend/contracts/events';
import {
  EMAIL_EXPIRED,
  NOTIFICATION_EMAILS,
  accountEmailId,
} from '@packmeet/backend/contracts/notifications';
import { project, withoutPosition } from '../testing/projection-testing.js';
import { notificationsProjection } from './notifications.projection.js';

const link = (requestId: string, expiresAt = '2026-12-01T10:30:00.000Z') => ({
  stream: 'user-u1',
  event: PasswordResetRequested({
    userId: 'u1',
    requestId,
    tokenHash: `hash-${requestId}`,
    expiresAt,
  }),
});
const emailOf = (requestId: string) => accountEmailId('password-reset', requestId, 'u1');
const expiredBy = (moment: string) => ({
  stream: 'notification-outbox',
  event: QueuedEmailsExpired({ expiredBy: moment }),
});

/** What a settled email keeps: its key, kind, person, time and outcome. */
const settled = (requestId: string, outcome: Record<string, unknown>) => ({
  _id: emailOf(requestId),
  userId: 'u1',
  kind: 'password-reset',
  createdAt: expect.any(String),
  attempts: 0,
  sentAt: null,
  ...outcome,
});

describe('the outbox keeps a settled email small', () => {
  it('keeps only the key and outcome of a sent email', async () => {
    const { documents } = await project(
      [notificationsProjection],
      [
        link('r1'),
        {
          stream: `notification-email-${emailOf('r1')}`,
          event: NotificationEmailClaimed({
            emailId: emailOf('r1'),
            attempt: 1,
            leaseUntil: '2026-12-01T10:02:00.000Z',
          }),
        },
        {
          stream: `notification-email-${emailOf('r1')}`,
          event: NotificationEmailSent({ emailId: emailOf('r1'), attempt: 1, messageId: 'm1' }),
        },
      ],
    );
    const [sent] = withoutPosition(await documents.collection(NOTIFICATION_EMAILS).find({}));
    expect(sent).toEqual(
      settled('r1', { status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) }),
    );
  });

  it('gives up, in one event, what was queued past its moment while email is off', async () => {
    const { documents } = await project(
      [notificationsProjection],
      [
        link('r1', '2026-12-01T10:30:00.000Z'),
        link('r2', '2026-12-01T11:30:00.000Z'),
        expiredBy('2026-12-01T11:00:00.000Z'),
      ],
    );
    const emails = withoutPosition(
      await documents.collection(NOTIFICATION_EMAILS).find({}, { sort: { _id: 1 } }),
    );
    expect(emails[0]).toEqual(settled('r1', { status: 'failed', lastError: EMAIL_EXPIRED }));
    // Still worth sending: it waits, whole, for email to come on.
    expect(emails[1]).toMatchObject({
      _id: emailOf('r2'),
      status: 'queued',
      requestId: 'r2',
      expiresAt: '2026-12-01T11:30:00.000Z',
    });
  });
});
