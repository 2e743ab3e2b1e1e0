import { describe, it } from 'vitest';
import {
  AllNotificationsRead,
  QueuedEmailsExpired,
  MeetupReminderDue,
  NotificationEmailClaimed,
  NotificationEmailFailed,
  NotificationEmailSent,
  NotificationRead,
} from '../../contracts/events.js';
import { given } from '../../shared/testing/given-when-then.js';
import { notificationEmailDecider } from './notification-email.decider.js';
import { notificationInboxDecider } from './notification-inbox.decider.js';
import { outboxExpiryDecider } from './outbox-expiry.decider.js';
import { reminderDecider } from './reminder.decider.js';

const now = new Date('2026-03-07T10:00:00.000Z');
const startsAt = '2026-03-07T12:00:00.000Z';
const later = (ms: number) => new Date(now.getTime() + ms);

describe('reminder decider', () => {
  const due = { type: 'MarkReminderDue', meetupId: 'm1', window: '2h', startsAt } as const;

  it('marks a reminder due once', () => {
    given(reminderDecider)
      .when({ ...due, now })
      .then([MeetupReminderDue({ meetupId: 'm1', window: '2h', startsAt })]);
    given(reminderDecider, [MeetupReminderDue({ meetupId: 'm1', window: '2h', startsAt })])
      .when({ ...due, now })
      .then([]);
  });

  it('sends a late reminder only while the meetup has not started', () => {
    given(reminderDecider)
      .when({ ...due, now: later(2 * 3_600_000 - 1) })
      .then([MeetupReminderDue({ meetupId: 'm1', window: '2h', startsAt })]);
    given(reminderDecider)
      .when({ ...due, now: later(2 * 3_600_000) })
      .then([]);
  });
});

describe('email decider', () => {
  const claim = { type: 'ClaimEmail', emailId: 'k', now, leaseMs: 60_000 } as const;
  const claimed = NotificationEmailClaimed({
    emailId: 'k',
    attempt: 1,
    leaseUntil: later(60_000).toISOString(),
  });
  const failure = {
    type: 'RecordEmailFailed',
    emailId: 'k',
    reason: '451 busy',
    now,
    backoffMs: 1_000,
  } as const;

  it('lets one sender claim an attempt, and another only after the lease', () => {
    given(notificationEmailDecider).when(claim).then([claimed]);
    given(notificationEmailDecider, [claimed]).when(claim).then([]);
    given(notificationEmailDecider, [claimed])
      .when({ ...claim, now: later(60_001) })
      .then([
        NotificationEmailClaimed({
          emailId: 'k',
          attempt: 2,
          leaseUntil: later(120_001).toISOString(),
        }),
      ]);
  });

  it('never claims a sent email again', () => {
    const sent = NotificationEmailSent({ emailId: 'k', attempt: 1, messageId: '<k@x>' });
    given(notificationEmailDecider, [claimed, sent])
      .when({ ...claim, now: later(3_600_000) })
      .then([]);
  });

  it('retries with doubling backoff, and gives up after five attempts', () => {
    given(notificationEmailDecider, [claimed])
      .when({ ...failure, attempt: 1 })
      .then([
        NotificationEmailFailed({
          emailId: 'k',
          attempt: 1,
          reason: '451 busy',
          retryAt: later(1_000).toISOString(),
        }),
      ]);
    const fifth = NotificationEmailClaimed({ emailId: 'k', attempt: 5, leaseUntil: startsAt });
    given(notificationEmailDecider, [fifth])
      .when({ ...failure, attempt: 5 })
      .then([
        NotificationEmailFailed({ emailId: 'k', attempt: 5, reason: '451 busy', retryAt: null }),
      ]);
  });

  it('ignores the outcome of an attempt that is no longer the latest', () => {
    const second = NotificationEmailClaimed({ emailId: 'k', attempt: 2, leaseUntil: startsAt });
    given(notificationEmailDecider, [claimed, second])
      .when({ type: 'RecordEmailSent', emailId: 'k', attempt: 1, messageId: '<k@x>' })
      .then([]);
  });
});

describe('inbox decider', () => {
  it('marks a notification of the caller read, refuses one that is not theirs', () => {
    const mark = { type: 'MarkRead', userId: 'u1', notificationId: 'n1' } as const;
    given(notificationInboxDecider)
      .when({ ...mark, notification: { read: false } })
      .then([NotificationRead({ userId: 'u1', notificationId: 'n1' })]);
    given(notificationInboxDecider)
      .when({ ...mark, notification: { read: true } })
      .then([]);
    given(notificationInboxDecider)
      .when({ ...mark, notification: null })
      .thenFails('NOTIFICATIONS.NOT_FOUND');
  });

  it('marks all read only when something is unread', () => {
    given(notificationInboxDecider)
      .when({ type: 'MarkAllRead', userId: 'u1', unread: 3 })
      .then([AllNotificationsRead({ userId: 'u1' })]);
    given(notificationInboxDecider).when({ type: 'MarkAllRead', userId: 'u1', unread: 0 }).then([]);
  });
});

describe('outbox expiry decider (email off)', () => {
  const sweep = (at: Date) => ({ type: 'ExpireQueuedEmails', now: at }) as const;
  const expired = (at: Date) => QueuedEmailsExpired({ expiredBy: at.toISOString() });

  it('gives up what passed its moment by now, once per moment', () => {
    given(outboxExpiryDecider)
      .when(sweep(now))
      .then([expired(now)]);
    given(outboxExpiryDecider, [expired(now)])
      .when(sweep(later(3_600_000)))
      .then([expired(later(3_600_000))]);
    // Another server swept as late or later: nothing to add.
    given(outboxExpiryDecider, [expired(later(1))])
      .when(sweep(now))
      .then([]);
  });
});
