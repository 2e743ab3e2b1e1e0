import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRegistration, registerUser } from '../support/accounts.js';
import { aGroup, createGroup } from '../support/groups.js';
import { aMeetup } from '../support/meetups.js';
import { startTestSmtp, tokenOf, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const NOT_VERIFIED = /^Please verify your email address before you /;

describe('email verification and change', () => {
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

  const verifyLink = async (address: string) => {
    const link = await smtp.linkFor(address, 'verify-email');
    expect(link.pathname).toBe('/verify-email');
    return tokenOf(link);
  };
  const verify = (token: string) => app.http.post('/api/auth/verify-email', { token });

  it('lets an unverified account use the app but not create groups or schedule meetups, until it verifies', async () => {
    const user = await registerUser(app.http, {}, { verified: false });
    const profile = await app.http.get('/api/profile', user.token);
    expect(profile.body).toMatchObject({ emailVerified: false, pendingEmail: null });
    expect((await app.http.get('/api/groups', user.token)).status).toBe(200);

    const group = await app.http.post('/api/groups', aGroup(), user.token);
    expect(group.status).toBe(403);
    expect(group.body.code).toBe('ACCOUNTS.EMAIL_NOT_VERIFIED');
    expect(group.body.message).toMatch(NOT_VERIFIED);
    const meetup = await app.http.post('/api/meetups', aMeetup(null), user.token);
    expect(meetup.status).toBe(403);
    expect(meetup.body.message).toMatch(NOT_VERIFIED);

    const token = await verifyLink(user.email);
    const verified = await verify(token);
    expect(verified.status, verified.text).toBe(200);
    expect((await app.http.get('/api/profile', user.token)).body.emailVerified).toBe(true);
    await createGroup(app.http, user.token);
    // Used once.
    expect((await verify(token)).status).toBe(400);
  });

  it('resends a new link (the old one stops working), a few times only, and not once verified', async () => {
    const user = await registerUser(app.http, {}, { verified: false });
    const first = await verifyLink(user.email);
    const resent = await app.http.post('/api/auth/verify-email/resend', undefined, user.token);
    expect(resent.status).toBe(202);
    const second = await verifyLink(user.email);
    expect(second).not.toBe(first);
    const old = await verify(first);
    expect(old.status).toBe(400);
    expect(old.body.message).toBe(
      'This verification link is invalid, used or expired. Please ask for a new one.',
    );
    expect((await verify(second)).status).toBe(200);
    const already = await app.http.post('/api/auth/verify-email/resend', undefined, user.token);
    expect(already.status).toBe(409);

    const other = await registerUser(app.http, {}, { verified: false });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await app.http.post('/api/auth/verify-email/resend', undefined, other.token)).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it('changes the email only once the new address is verified, keeping emails unique', async () => {
    const user = await registerUser(app.http);
    const taken = await registerUser(app.http);
    const newEmail = `new.${Date.now()}@example.com`;

    const wrongPassword = await app.http.put(
      '/api/profile/email',
      { email: newEmail, password: 'nope' },
      user.token,
    );
    expect(wrongPassword.status).toBe(400);
    const clash = await app.http.put(
      '/api/profile/email',
      { email: taken.email, password: user.password },
      user.token,
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Email already registered');

    const asked = await app.http.put(
      '/api/profile/email',
      { email: newEmail, password: user.password },
      user.token,
    );
    expect(asked.status, asked.text).toBe(200);
    expect(asked.body).toMatchObject({ email: user.email, pendingEmail: newEmail });
    // Not in effect yet: the old address still signs in.
    expect(
      (await app.http.post('/api/auth/login', { email: user.email, password: user.password }))
        .status,
    ).toBe(200);

    expect((await verify(await verifyLink(newEmail))).status).toBe(200);
    const profile = await app.http.get('/api/profile', user.token);
    expect(profile.body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: true,
    });
    expect(
      (await app.http.post('/api/auth/login', { email: newEmail, password: user.password })).status,
    ).toBe(200);
    expect(
      (await app.http.post('/api/auth/login', { email: user.email, password: user.password }))
        .status,
    ).toBe(401);
    // The old address is free for someone else; the new one is not.
    await registerUser(app.http, { email: user.email });
    const signUp = await app.http.post('/api/auth/register', aRegistration({ email: newEmail }));
    expect(signUp.status).toBe(409);
  });

  it('refuses a forged link with the same clear message', async () => {
    const forged = await verify('not-a-user.' + 'A'.repeat(43));
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('ACCOUNTS.VERIFICATION_LINK_INVALID');
  });
});
