import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_BY_OPERATOR } from '../../src/contracts/accounts.js';
import {
  EMAIL_EXPIRED,
  isAccountEmail,
  NOTIFICATION_EMAILS,
  type NotificationListResponse,
} from '../../src/contracts/notifications.js';
import { aRegistration, registerUser } from '../support/accounts.js';
import { aGroup, createGroup, joinGroup, userIdOf } from '../support/groups.js';
import { aMeetup, scheduleMeetup } from '../support/meetups.js';
import { aSeries } from '../support/series.js';
import { startServer } from '../support/server-process.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { EMAIL_OFF_AT_BOOT } from '../../src/notifications/notifications.module.js';
import { OutboxSender } from '../../src/notifications/process/outbox-sender.js';

/*
 * The default mode: SMTP_URL unset, as `npm start` runs with nothing
 * configured. No link can reach anyone, so nothing asks to verify an address
 * (docs/adr/029-email-off-means-no-verification.md).
 */
describe('email off: no verification gate', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lets a new account create a group, schedule a meetup and a series at once', async () => {
    expect(app.config.mail).toBeNull();
    const signUp = await app.http.post<{ token: string }>('/api/auth/register', aRegistration());
    expect(signUp.status, signUp.text).toBe(201);
    const { token } = signUp.body;

    const profile = await app.http.get('/api/profile', token);
    expect(profile.body).toMatchObject({ emailVerified: false, emailVerificationRequired: false });

    const group = await app.http.post<{ id: string }>('/api/groups', aGroup(), token);
    expect(group.status, group.text).toBe(201);
    const meetup = await app.http.post('/api/meetups', aMeetup(group.body.id), token);
    expect(meetup.status, meetup.text).toBe(201);
    const series = await app.http.post('/api/meetup-series', aSeries(group.body.id), token);
    expect(series.status, series.text).toBe(201);
  });

  it('says at boot, as `npm start` runs it, that email is off and what that means', async () => {
    const server = await startServer();
    try {
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string });
      expect(lines.map((line) => line.msg)).toContain(EMAIL_OFF_AT_BOOT);
    } finally {
      await server.stop();
    }
    expect(EMAIL_OFF_AT_BOOT).toMatch(
      /addresses are not verified and password resets go through an operator/,
    );
  });

  it('changes the email at once with the password (no link could reach it), and has no link to resend', async () => {
    const registration = aRegistration();
    const { token } = (await app.http.post<{ token: string }>('/api/auth/register', registration))
      .body;
    const newEmail = `changed.${Date.now()}@example.com`;
    const changed = await app.http.put(
      '/api/profile/email',
      { email: newEmail, password: registration.password },
      token,
    );
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailVerified: false,
      emailVerificationRequired: false,
    });
    const signIn = (email: string) =>
      app.http.post('/api/auth/login', { email, password: registration.password });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(registration.email)).status).toBe(401);
    // The old address is free for someone else.
    const other = await app.http.post(
      '/api/auth/register',
      aRegistration({ email: registration.email }),
    );
    expect(other.status, other.text).toBe(201);

    const resend = await app.http.post('/api/auth/verify-email/resend', undefined, token);
    expect(resend.status).toBe(409);
    expect(resend.body).toMatchObject({
      code: 'ACCOUNTS.EMAIL_OFF',
      message:
        'This server sends no email, so addresses are not verified: there is no link to send.',
    });
  });

  it('answers "Forgot password?" alike for every email, pointing to an operator, and records nothing', async () => {
    const registration = aRegistration();
    expect((await app.http.post('/api/auth/register', registration)).status).toBe(201);
    const resetsBefore = await resetRequests();
    for (const email of [registration.email, 'nobody@example.com']) {
      const asked = await app.http.post('/api/auth/password-reset', { email });
      expect(asked.status).toBe(202);
      expect(asked.body).toEqual({ message: PASSWORD_RESET_BY_OPERATOR });
    }
    expect(await resetRequests()).toBe(resetsBefore);
  });

  it('tells members in-app; their email waits for email to come on, then is given up past its moment, keeping only its outcome', async () => {
    const organizer = await registerUser(app.http);
    const member = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    await joinGroup(app.http, member.token, group.id);
    await scheduleMeetup(app.http, organizer.token, group.id);

    const list = await app.http.get<NotificationListResponse>('/api/notifications', member.token);
    expect(list.body.notifications.map((n) => n.kind)).toEqual(['meetup-scheduled']);
    const [notification] = list.body.notifications;
    const userId = await userIdOf(app.http, member.token);
    const outbox = app.engines.documentStore.collection(NOTIFICATION_EMAILS);
    const emails = async () =>
      (await outbox.find({ userId })).filter((email) => !isAccountEmail(email.kind));
    await expect
      .poll(async () => (await emails()).map((email) => email.status))
      .toEqual(['queued']);

    // Two days on, nothing having sent it: given up with every other such email, in one event.
    const sweepsBefore = await sweeps();
    await app.app.get(OutboxSender).pass(new Date(Date.now() + 49 * 3_600_000));
    await expect.poll(emails).toEqual([
      {
        _id: `meetup-scheduled:${notification!.meetup!.id}:${userId}`,
        userId,
        kind: 'meetup-scheduled',
        createdAt: notification!.createdAt,
        status: 'failed',
        attempts: 0,
        lastError: EMAIL_EXPIRED,
        sentAt: null,
        _position: expect.anything(),
      },
    ]);
    expect(await sweeps()).toBe(sweepsBefore + 1);
  });

  async function sweeps() {
    let count = 0;
    for await (const event of app.engines.eventStore.readAll())
      if (event.type === 'QueuedEmailsExpired') count++;
    return count;
  }

  async function resetRequests() {
    let count = 0;
    for await (const event of app.engines.eventStore.readAll())
      if (event.type === 'PasswordResetRequested') count++;
    return count;
  }
});
