import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { accountToken } from '../../src/accounts/domain/account-token.js';
import {
  NOTIFICATION_EMAILS,
  accountEmailId,
  type AccountEmailKind,
} from '../../src/contracts/notifications.js';
import { OutboxSender } from '../../src/notifications/process/outbox-sender.js';
import { userIdOf, verifyNewAccount } from '../support/account-links.js';
import { registerUser } from '../support/accounts.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

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
  const tokenIn = (mail: ParsedMail, path: string) =>
    decodeURIComponent(
      new URL(
        new RegExp(`(http\\S+/${path}\\?token=\\S+)`).exec(mail.text ?? '')![1]!,
      ).searchParams.get('token')!,
    );
  const askForReset = (email: string) => app.http.post('/api/auth/password-reset', { email });
  const RESET = /Reset your PackMeet password/;
  const VERIFY = /Confirm your email for PackMeet/;

  it('sends only the newer of two reset links, and the newer one works', async () => {
    const user = await registerUser(app.http);
    const userId = userIdOf(user.token);
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
    const token = tokenIn(mails[0]!, 'reset-password');
    expect(token).toBe(accountToken(app.config.jwt.secret, 'password-reset', userId, second!));
    const reset = await app.http.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await statusOf('password-reset', second!, userId)).toBe('sent');
  });

  it('sends no reset email once its link was used, nor after the password was changed', async () => {
    const user = await registerUser(app.http);
    const userId = userIdOf(user.token);
    await askForReset(user.email);
    const [requestId] = await requestIds(userId, 'PasswordResetRequested', 1);
    const reset = await app.http.post('/api/auth/password-reset/confirm', {
      token: accountToken(app.config.jwt.secret, 'password-reset', userId, requestId!),
      password: 'a brand new password',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(await statusOf('password-reset', requestId!, userId)).toBe('cancelled');

    const other = await registerUser(app.http);
    const otherId = userIdOf(other.token);
    await askForReset(other.email);
    const [otherRequest] = await requestIds(otherId, 'PasswordResetRequested', 1);
    const changed = await app.http.put(
      '/api/profile/password',
      { currentPassword: other.password, newPassword: 'another new password' },
      other.token,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(await statusOf('password-reset', otherRequest!, otherId)).toBe('cancelled');

    await sender.drain();
    expect(mailsTo(user.email, RESET)).toHaveLength(0);
    expect(mailsTo(other.email, RESET)).toHaveLength(0);
  });

  it('sends only the latest verification link of an email change, and none for a sign-up link already used', async () => {
    const user = await registerUser(app.http);
    const [first, second] = [`first.${Date.now()}@example.com`, `second.${Date.now()}@example.com`];
    for (const email of [first, second]) {
      const asked = await app.http.put(
        '/api/profile/email',
        { email, password: user.password },
        user.token,
      );
      expect(asked.status, asked.text).toBe(200);
    }
    const newcomer = await registerUser(app.http, {}, { verified: false });
    const newcomerId = userIdOf(newcomer.token);
    // Sign-up's link is named by the account's id; used here before the outbox sends it.
    await verifyNewAccount(app.url, newcomer.token);
    expect(await statusOf('verify-email', newcomerId, newcomerId)).toBe('cancelled');

    await sender.drain();
    expect(mailsTo(first, VERIFY)).toHaveLength(0);
    expect(mailsTo(second, VERIFY)).toHaveLength(1);
    expect(mailsTo(newcomer.email, VERIFY)).toHaveLength(0);
  });
});
