import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { registerAdmin } from '../support/admin.js';
import { createGroup, joinGroup, userIdOf } from '../support/groups.js';
import { scheduleMeetup } from '../support/meetups.js';
import { emailOn, startTestSmtp, type TestSmtp } from '../support/smtp.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const TITLE = 'Private Sniffari at the Creek';
const ADDRESS = '4100 Creek Bend Dr, Austin, TX 78744, USA';

/**
 * A calendar feed URL is a credential a calendar app keeps for months: each
 * way an account's credentials end must end it too (docs/security.md,
 * "Credentials and how each ends").
 */
describe('calendar feed URLs end with the account’s other credentials', () => {
  let smtp: TestSmtp;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let groupId: string;
  let meetupId: string;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: emailOn(smtp),
    });
    admin = await registerAdmin(app.http, app.engines.eventStore);
    const host = await registerUser(app.http);
    groupId = (await createGroup(app.http, host.token, { name: 'Creek Walkers' })).id;
    meetupId = (
      await scheduleMeetup(app.http, host.token, groupId, { title: TITLE, location: ADDRESS })
    ).id;
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const feedPathOf = async (token: string) => {
    const answer = await app.http.get('/api/calendar/feed-url', token);
    expect(answer.status, answer.text).toBe(200);
    return new URL(answer.body.url).pathname;
  };

  /** A member going to the meetup, with the feed URL their calendar app keeps, which works now. */
  async function memberWithFeed() {
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, groupId);
    const rsvp = await app.http.post(
      `/api/meetups/${meetupId}/rsvp`,
      { status: 'going' },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    const feed = await feedPathOf(member.token);
    const before = await app.http.get(feed);
    expect(before.status).toBe(200);
    expect(before.text).toContain(TITLE);
    expect(before.text).toContain('Creek Bend');
    return { ...member, id: await userIdOf(app.http, member.token), feed };
  }

  const expectEnded = async (feed: string) => {
    const answer = await app.http.get(feed);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Calendar feed not found');
    expect(answer.text).not.toContain(TITLE);
  };

  it('“Reset my calendar link” ends the old URL and gives a new one that works', async () => {
    const member = await memberWithFeed();
    const reset = await app.http.post('/api/calendar/feed-url/reset', undefined, member.token);
    expect(reset.status, reset.text).toBe(204);
    await expectEnded(member.feed);
    const renewed = await feedPathOf(member.token);
    expect(renewed).not.toBe(member.feed);
    expect((await app.http.get(renewed)).text).toContain(TITLE);
    expect((await app.http.post('/api/calendar/feed-url/reset', undefined)).status).toBe(401);
  });

  it('signing out of all devices ends it', async () => {
    const member = await memberWithFeed();
    expect(
      (await app.http.post('/api/auth/sign-out-everywhere', undefined, member.token)).status,
    ).toBe(204);
    await expectEnded(member.feed);
    const again = await app.http.post('/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect((await app.http.get(await feedPathOf(again.body.token))).status).toBe(200);
  });

  it('changing the password ends it', async () => {
    const member = await memberWithFeed();
    const changed = await app.http.put(
      '/api/profile/password',
      { currentPassword: member.password, newPassword: 'another good password' },
      member.token,
    );
    expect(changed.status, changed.text).toBe(200);
    await expectEnded(member.feed);
    expect((await app.http.get(await feedPathOf(changed.body.token))).status).toBe(200);
  });

  it('resetting the password through the emailed link ends it', async () => {
    const member = await memberWithFeed();
    expect((await app.http.post('/api/auth/password-reset', { email: member.email })).status).toBe(
      202,
    );
    const mail = await smtp.waitForAccountMail(member.email, /Reset your PackMeet password/);
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text ?? '')![1]!;
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const reset = await app.http.post('/api/auth/password-reset/confirm', {
      token,
      password: 'reset password 1',
    });
    expect(reset.status, reset.text).toBe(200);
    await expectEnded(member.feed);
  });

  it('a suspension ends it for good: after reinstatement only a new URL works', async () => {
    const member = await memberWithFeed();
    const reporter = await registerUser(app.http);
    const report = await app.http.post(
      '/api/reports',
      { target: { kind: 'member', id: member.id }, reason: 'spam', details: 'Spam in every post' },
      reporter.token,
    );
    expect(report.status, report.text).toBe(201);
    const suspended = await app.http.post(
      `/api/admin/moderation/reports/${report.body.id}/suspend`,
      { reason: 'Spam', days: 7 },
      admin.token,
    );
    expect(suspended.status, suspended.text).toBe(200);
    await expectEnded(member.feed);

    const reinstated = await app.http.post(
      `/api/admin/moderation/suspensions/${member.id}/reinstate`,
      { reason: 'Appeal upheld' },
      admin.token,
    );
    expect(reinstated.status, reinstated.text).toBe(200);
    await expectEnded(member.feed);
    const again = await app.http.post('/api/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(again.status, again.text).toBe(200);
    expect((await app.http.get(await feedPathOf(again.body.token))).status).toBe(200);
  });

  it('deleting the account ends it', async () => {
    const member = await memberWithFeed();
    const deleted = await app.http.request('DELETE', '/api/users/me', {
      body: { password: member.password },
      token: member.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    await expectEnded(member.feed);
  });

  it('an administrator’s forget ends it', async () => {
    const member = await memberWithFeed();
    const forgotten = await app.http.post(
      `/api/admin/members/${member.id}/forget`,
      undefined,
      admin.token,
    );
    expect(forgotten.status, forgotten.text).toBe(204);
    await expectEnded(member.feed);
  });

  it('answers a forged or another member’s signature 404, like an ended one', async () => {
    const member = await memberWithFeed();
    const other = await memberWithFeed();
    const signature = member.feed.slice(member.feed.lastIndexOf('.', member.feed.length - 5));
    await expectEnded(member.feed.replace(member.id, other.id));
    await expectEnded(`/api/calendar/${other.id}${signature}`);
    await expectEnded('/api/calendar/not-a-token.ics');
  });
});
