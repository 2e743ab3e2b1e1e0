import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  NOTIFICATION_EMAILS,
  accountEmailId,
  type AccountEmailKind,
} from '../../src/contracts/notifications.js';
import { OutboxSender } from '../../src/notifications/process/outbox-sender.js';
import { registerUser } from '../support/accounts.js';
import { userIdOf } from '../support/groups.js';
import { startTestSmtp, tokenOf, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/*
 * Users here sign up with `verified: false`: the outbox is sent only when a test drains it, so a
 * sign-up email would not arrive on its own; and none of them needs a verified address.
 */
describe('account emails: a link used or replaced before its email went out is not sent', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let sender: OutboxSender;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        // The outbox is sent when the test says (drain), so a link can be used before its email goes
        // (the timer's first pass runs at boot, its next a minute later, after these tests).
        NOTIFICATION_TICK_MS: '60000',
      },
    });
    sender = app.app.get(OutboxSender);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  /** The request ids of a user's links of one kind, oldest first, once there are `count`. */
  async function requestIds(userId: string, type: string, count: number): Promise<string[]> {
    for (let tries = 0; ; tries++) {
      const ids: string[] = [];
      for await (const event of app.engines.eventStore.readStream(`user-${userId}`))
        if (event.type === type) ids.push((event.data as { requestId: string }).requestId);
      if (ids.length >= count || tries > 200) return ids;
      // The reset answer is written before its command runs (docs/adr/021).
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  const statusOf = async (kind: AccountEmailKind, requestId: string, userId: string) =>
    (
      await app.engines.documentStore
        .collection(NOTIFICATION_EMAILS)
        .findOne({ _id: accountEmailId(kind, requestId, userId) })
    )?.status;
  const mailsTo = (address: string, subject: RegExp): ParsedMail[] =>
    smtp.accountMails.filter(
      (mail) =>
        mail.to &&
        'text' in mail.to &&
        mail.to.text.includes(address) &&
        subject.test(mail.subject ?? ''),
    );
  /** Our Message-ID names the outbox email, so a test can tell which request an email carries. */
  const messageIdOf = (kind: AccountEmailKind, requestId: string, userId: string) =>
    `<${Buffer.from(accountEmailId(kind, requestId, userId)).toString('base64url')}@localhost>`;
  const signUp = () => registerUser(app.http, {}, { verified: false });
  /** The outbox's retry of an email whose reply was lost, as if its backoff had passed. */
  const drainLater = () => sender.drain(() => new Date(Date.now() + 5 * 60_000));
  const askForReset = (email: string) => app.http.post('/api/auth/password-reset', { email });
  const RESET = /Reset your PackMeet password/;
  const VERIFY = /Confirm your email for PackMeet/;

  it('sends only the newer of two reset links, and the newer one works', async () => {
    const user = await signUp();
    const userId = await userIdOf(app.http, user.token);
    await askForReset(user.email);
    await requestIds(userId, 'PasswordResetRequested', 1);
    await askForReset(user.email);
    const [first, second] = await requestIds(userId, 'PasswordResetRequested', 2);
    expect(second).toBeDefined();
    expect(await statusOf('password-reset', first!, userId)).toBe('cancelled');
    expect(await statusOf('password-reset', second!, userId)).toBe('queued');

    await sender.drain();
    const mails = mailsTo(user.email, RESET);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.messageId).toBe(messageIdOf('password-reset', second!, userId));
    const reset = await app.http.post('/api/auth/password-reset/confirm', {
      token: tokenOf(await smtp.linkFor(user.email, 'password-reset')),
      password: 'a brand new password',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await statusOf('password-reset', second!, userId)).toBe('sent');
  });

  it('sends no reset email once its link was used, nor after the password was changed', async () => {
    // The first attempt reaches the person but its "OK" is lost: the sender will try again.
    const user = await signUp();
    const userId = await userIdOf(app.http, user.token);
    await sender.drain();
    smtp.loseReplyTo(user.email);
    await askForReset(user.email);
    const [requestId] = await requestIds(userId, 'PasswordResetRequested', 1);
    await sender.drain();
    // Folded in the background: the sender's record of the failure.
    await expect.poll(() => statusOf('password-reset', requestId!, userId)).toBe('queued');
    const reset = await app.http.post('/api/auth/password-reset/confirm', {
      token: tokenOf(await smtp.linkFor(user.email, 'password-reset')),
      password: 'a brand new password',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await statusOf('password-reset', requestId!, userId)).toBe('cancelled');

    const other = await signUp();
    const otherId = await userIdOf(app.http, other.token);
    await askForReset(other.email);
    const [otherRequest] = await requestIds(otherId, 'PasswordResetRequested', 1);
    const changed = await app.http.put(
      '/api/profile/password',
      { currentPassword: other.password, newPassword: 'another new password' },
      other.token,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(await statusOf('password-reset', otherRequest!, otherId)).toBe('cancelled');

    await drainLater();
    expect(mailsTo(user.email, RESET)).toHaveLength(1);
    expect(mailsTo(other.email, RESET)).toHaveLength(0);
  });

  it('sends only the latest verification link of an email change, and none again for a sign-up link already used', async () => {
    const user = await signUp();
    const [first, second] = [`first.${Date.now()}@example.com`, `second.${Date.now()}@example.com`];
    for (const email of [first, second]) {
      const asked = await app.http.put(
        '/api/profile/email',
        { email, password: user.password },
        user.token,
      );
      expect(asked.status, asked.text).toBe(200);
    }
    // Sign-up's first attempt reaches the newcomer, whose "OK" is lost; the link is used before the retry.
    const newcomer = await signUp();
    smtp.loseReplyTo(newcomer.email);
    const newcomerId = await userIdOf(app.http, newcomer.token);
    await sender.drain();
    await expect.poll(() => statusOf('verify-email', newcomerId, newcomerId)).toBe('queued');
    const verified = await app.http.post('/api/auth/verify-email', {
      token: tokenOf(await smtp.linkFor(newcomer.email, 'verify-email')),
    });
    expect(verified.status, verified.text).toBe(200);
    expect(await statusOf('verify-email', newcomerId, newcomerId)).toBe('cancelled');

    await drainLater();
    expect(mailsTo(first, VERIFY)).toHaveLength(0);
    expect(mailsTo(second, VERIFY)).toHaveLength(1);
    expect(mailsTo(newcomer.email, VERIFY)).toHaveLength(1);
  });
});
