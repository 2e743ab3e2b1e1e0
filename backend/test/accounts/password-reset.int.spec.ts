import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../src/shared/clock.port.js';
import { PASSWORD_RESET_SENT } from '../../src/contracts/accounts.js';
import { registerUser } from '../support/accounts.js';
import { startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const collect = async <T>(items: AsyncIterable<T>) => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

/** The log without the mail sender's own streams, which it appends to in the background. */
const commandEvents = async (app: TestApp) =>
  (await collect(app.engines.eventStore.readAll())).filter(
    (event) => !event.streamName.startsWith('notification-email-'),
  );

describe('forgot password: a single-use reset link by email', () => {
  let smtp: TestSmtp;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        NOTIFICATION_TICK_MS: '50',
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const askForReset = (email: string) => app.http.post('/api/auth/password-reset', { email });
  const tokenFrom = async (email: string) => {
    const mail = await smtp.waitForAccountMail(email, /Reset your PackMeet password/);
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text ?? '')![1]!;
    smtp.accountMails.splice(smtp.accountMails.indexOf(mail), 1);
    return { link, token: decodeURIComponent(new URL(link).searchParams.get('token')!) };
  };
  const logIn = (email: string, password: string) =>
    app.http.post('/api/auth/login', { email, password });

  it('mails a link that sets a new password once; the old password and old tokens stop working', async () => {
    const user = await registerUser(app.http);
    const asked = await askForReset(` ${user.email.toUpperCase()} `);
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual({ message: PASSWORD_RESET_SENT });

    const { link, token } = await tokenFrom(user.email);
    expect(link.startsWith(`${app.config.publicUrl}/reset-password?token=`)).toBe(true);
    // The log keeps only the token's hash.
    const log = await collect(app.engines.eventStore.readAll());
    expect(JSON.stringify(log.map((event) => event.data))).not.toContain(token);

    const reset = await app.http.post('/api/auth/password-reset/confirm', {
      token,
      password: 'a brand new password',
    });
    expect(reset.status, reset.text).toBe(200);
    expect((await logIn(user.email, 'a brand new password')).status).toBe(200);
    expect((await logIn(user.email, user.password)).status).toBe(401);
    expect((await app.http.get('/api/profile', user.token)).status).toBe(401);

    const again = await app.http.post('/api/auth/password-reset/confirm', {
      token,
      password: 'yet another password',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This reset link is invalid, used or expired. Please ask for a new one.',
    );
    expect((await logIn(user.email, 'a brand new password')).status).toBe(200);
  });

  it('refuses a link after 30 minutes, and a forged one, appending nothing', async () => {
    const user = await registerUser(app.http);
    await askForReset(user.email);
    const { token } = await tokenFrom(user.email);
    const clock = app.app.get<Clock>(CLOCK);
    const thirtyMinutesLater = new Date(Date.now() + 30 * 60_000 + 1_000);
    const spy = vi.spyOn(clock, 'now').mockReturnValue(thirtyMinutesLater);
    try {
      const before = (await commandEvents(app)).length;
      const late = await app.http.post('/api/auth/password-reset/confirm', {
        token,
        password: 'too late now',
      });
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('ACCOUNTS.RESET_LINK_INVALID');
      const forged = await app.http.post('/api/auth/password-reset/confirm', {
        token: `${token.split('.')[0]}.${'A'.repeat(43)}`,
        password: 'forged password',
      });
      expect(forged.body).toEqual(late.body);
      expect((await commandEvents(app)).length).toBe(before);
    } finally {
      spy.mockRestore();
    }
    expect((await logIn(user.email, user.password)).status).toBe(200);
  });

  it('answers a known and an unknown email alike, in similar time', async () => {
    const user = await registerUser(app.http);
    const known = await askForReset(user.email);
    const unknown = await askForReset('nobody-has-this@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    // Medians of several tries each, fresh addresses so the per-email limit stays out of it.
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await askForReset(email);
      expect(response.status).toBe(202);
      return performance.now() - started;
    };
    const others = [];
    for (let i = 0; i < 8; i++) others.push(await registerUser(app.http));
    // Their confirmation emails go out in the background: let that work finish before timing.
    for (const other of others) await smtp.waitForAccountMail(other.email, /./);
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Alternating which goes first, so neither pays for the other's leftovers.
    for (const [i, other] of others.entries()) {
      const unknown = `nobody-${i}-${Date.now()}@example.com`;
      if (i % 2) knownTimes.push(await timed(other.email));
      unknownTimes.push(await timed(unknown));
      if (!(i % 2)) knownTimes.push(await timed(other.email));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[times.length >> 1]!;
    const gap = Math.abs(median(knownTimes) - median(unknownTimes));
    console.log(
      `password reset: median known ${median(knownTimes).toFixed(1)} ms, unknown ${median(unknownTimes).toFixed(1)} ms`,
    );
    // Loose on purpose (a shared machine): the answer must not wait for the read models or SMTP.
    expect(gap).toBeLessThan(50);
  });

  it('limits requests per email, known or not, with a clear 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await askForReset('limited@example.com')).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const limited = await askForReset('LIMITED@example.com');
    expect(limited.body.message).toBe(
      'Too many reset requests for this email. Please wait 15 minutes and try again.',
    );
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await askForReset('someone-else@example.com')).status).toBe(202);
  });

  it('refuses bad input with clear messages', async () => {
    const noEmail = await app.http.post('/api/auth/password-reset', { email: 'not an email' });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe('Invalid email address');
    const short = await app.http.post('/api/auth/password-reset/confirm', {
      token: 'x.y',
      password: '123',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
  });
});

describe('forgot password: limited per IP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_RATE_LIMIT_IP_PER_MIN: '3' } });
  });
  afterAll(() => app.close());

  it('shares the per-IP budget of signing in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await app.http.post('/api/auth/password-reset', { email: `ip-${i}@example.com` })).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
