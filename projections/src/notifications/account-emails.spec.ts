import { describe, expect, it } from 'vitest';
import {
  AccountLinkVoided,
  NotificationEmailClaimed,
  NotificationEmailFailed,
  NotificationEmailSent,
  PasswordResetRequested,
} from '@packmeet/backend/contracts/events';
import { NOTIFICATION_EMAILS, accountEmailId } from '@packmeet/backend/contracts/notifications';
import { project } from '../testing/projection-testing.js';
import { notificationsProjection } from './notifications.projection.js';

const link = (requestId: string) =>
  PasswordResetRequested({
    userId: 'u1',
    requestId,
    tokenHash: `hash-${requestId}`,
    expiresAt: '2026-12-01T10:30:00.000Z',
  });
const voided = (requestId: string) =>
  AccountLinkVoided({ userId: 'u1', requestId, kind: 'password-reset', reason: 'superseded' });
const emailOf = (requestId: string) => accountEmailId('password-reset', requestId, 'u1');
type Logged = Extract<Parameters<typeof project>[1][number], { stream: string }>['event'];
const onEmail = (requestId: string, event: Logged) => ({
  stream: `notification-email-${emailOf(requestId)}`,
  event,
});

describe('account emails in the outbox', () => {
  it('queues no email for a link an operator asked for: the operator hands it over', async () => {
    const { documents } = await project(
      [notificationsProjection],
      [
        { stream: 'user-u1', event: link('r1') },
        {
          stream: 'user-u1',
          event: PasswordResetRequested({ ...link('r2').data, requestedBy: 'operator' }),
        },
      ],
    );
    const emails = documents.collection(NOTIFICATION_EMAILS);
    expect((await emails.findOne({ _id: emailOf('r1') }))?.status).toBe('queued');
    expect(await emails.findOne({ _id: emailOf('r2') })).toBeNull();
  });

  it('cancels a queued or claimed email whose link was voided, and a later failure does not queue it again', async () => {
    const { documents } = await project(
      [notificationsProjection],
      [
        { stream: 'user-u1', event: link('r1') },
        { stream: 'user-u1', event: link('r2') },
        onEmail(
          'r2',
          NotificationEmailClaimed({
            emailId: emailOf('r2'),
            attempt: 1,
            leaseUntil: '2026-12-01T10:02:00.000Z',
          }),
        ),
        { stream: 'user-u1', event: voided('r1') },
        { stream: 'user-u1', event: voided('r2') },
        onEmail(
          'r2',
          NotificationEmailFailed({
            emailId: emailOf('r2'),
            attempt: 1,
            reason: '451',
            retryAt: '2026-12-01T10:05:00.000Z',
          }),
        ),
      ],
    );
    const emails = documents.collection(NOTIFICATION_EMAILS);
    expect(await emails.findOne({ _id: emailOf('r1') })).toMatchObject({
      status: 'cancelled',
      lastError: 'Cancelled: a newer link replaced it.',
    });
    expect((await emails.findOne({ _id: emailOf('r2') }))?.status).toBe('cancelled');
  });

  it('leaves an email that was already sent as sent', async () => {
    const { documents } = await project(
      [notificationsProjection],
      [
        { stream: 'user-u1', event: link('r1') },
        onEmail(
          'r1',
          NotificationEmailClaimed({
            emailId: emailOf('r1'),
            attempt: 1,
            leaseUntil: '2026-12-01T10:02:00.000Z',
          }),
        ),
        onEmail(
          'r1',
          NotificationEmailSent({ emailId: emailOf('r1'), attempt: 1, messageId: 'm1' }),
        ),
        { stream: 'user-u1', event: voided('r1') },
      ],
    );
    expect(
      (await documents.collection(NOTIFICATION_EMAILS).findOne({ _id: emailOf('r1') }))?.status,
    ).toBe('sent');
  });
});
