import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { aRegistration, registerUser } from '../support/accounts.js';
import { emailOn, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const PER_ADDRESS = 5;
const CONFIRM = /Confirm your email for PackMeet/;

const sentTo = (mails: ParsedMail[], address: string) =>
  mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text.includes(address)).length;

/**
 * Emails with an account link to one address are limited whoever asks
 * (ACCOUNT_EMAILS_PER_ADDRESS), besides each account's own limit: several
 * accounts together cannot flood someone else's mailbox.
 */
describe('account emails to one address, whatever the sender', () => {
  let smtp: TestSmtp;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: emailOn(smtp, {
        ACCOUNT_EMAILS_PER_ADDRESS: String(PER_ADDRESS),
        ACCOUNT_EMAILS_PER_ADDRESS_WINDOW_MINUTES: '60',
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const changeEmail = (account: { token: string; password: string }, email: string) =>
    app.http.put('/api/profile/email', { email, password: account.password }, account.token);

  /** Every email queued so far has gone out once a later one, to a fresh address, arrives. */
  async function outboxDrained() {
    const marker = await registerUser(app.http, {}, { verified: false });
    await smtp.waitForAccountMail(marker.email, CONFIRM);
  }

  it('five accounts cannot send six emails to one address', async () => {
    const victim = `victim.${randomUUID().slice(0, 8)}@example.com`;
    const accounts = await Promise.all(Array.from({ length: 5 }, () => registerUser(app.http)));
    // A refused change (wrong password) sends nothing and counts nothing.
    expect((await changeEmail({ ...accounts[0]!, password: 'not it' }, victim)).status).toBe(400);
    for (const account of accounts) {
      const asked = await changeEmail(account, victim);
      expect(asked.status, asked.text).toBe(200);
    }

    const sixth = await changeEmail(accounts[0]!, victim);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('ACCOUNTS.TOO_MANY_EMAILS_TO_ADDRESS');
    expect(sixth.body.message).toMatch(
      /^We have sent several emails to this address recently\. Please try again in \d+ minutes?\.$/,
    );
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // A resend to the pending address is refused alike, from any of the five.
    const resend = await app.http.post(
      '/api/auth/verify-email/resend',
      undefined,
      accounts[1]!.token,
    );
    expect(resend.status).toBe(429);
    // Signing up with that address: its verification email would be the sixth.
    const signUp = await app.http.post('/api/auth/register', aRegistration({ email: victim }));
    expect(signUp.status).toBe(429);
    expect(signUp.headers.get('retry-after')).not.toBeNull();

    // Other addresses are untouched.
    expect(
      (await changeEmail(accounts[2]!, `other.${randomUUID().slice(0, 8)}@example.com`)).status,
    ).toBe(200);

    await outboxDrained();
    expect(sentTo(smtp.accountMails, victim)).toBe(PER_ADDRESS);
  });
});
