import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { aRegistration } from '../support/accounts.js';
import { aGroup } from '../support/groups.js';
import { aMeetup } from '../support/meetups.js';
import { emailOn, startTestSmtp } from '../support/smtp.js';
import { startTestApp } from '../support/test-app.js';

/*
 * An account made while email was off, then the same data directory served
 * with email on: it keeps what it made and verifies before it creates more
 * (docs/adr/029-email-off-means-no-verification.md).
 */
describe('email turned on after accounts were made without it', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-email-on-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps their group, asks them to verify before new groups and meetups, and the link from the email that arrived lets them', async () => {
    const registration = aRegistration();
    const off = await startTestApp({ dataDir });
    const signUp = await off.http.post<{ token: string }>('/api/auth/register', registration);
    expect(signUp.status, signUp.text).toBe(201);
    const { token } = signUp.body;
    const made = await off.http.post<{ id: string }>('/api/groups', aGroup(), token);
    expect(made.status, made.text).toBe(201);
    const groupId = made.body.id;
    await off.stop();

    const smtp = await startTestSmtp();
    const on = await startTestApp({
      dataDir,
      env: emailOn(smtp),
    });
    try {
      // The same session goes on: the secret lives in the data directory.
      const profile = await on.http.get('/api/profile', token);
      expect(profile.status, profile.text).toBe(200);
      expect(profile.body).toMatchObject({ emailVerified: false, emailVerificationRequired: true });

      // What they made is still theirs.
      const group = await on.http.get(`/api/groups/${groupId}`, token);
      expect(group.status, group.text).toBe(200);
      expect(group.body).toMatchObject({ ownerId: profile.body.id, role: 'owner', isMember: true });

      // Creating more waits for the address.
      const refusedGroup = await on.http.post('/api/groups', aGroup({ name: 'Second' }), token);
      expect(refusedGroup.status).toBe(403);
      expect(refusedGroup.body.code).toBe('ACCOUNTS.EMAIL_NOT_VERIFIED');
      const refusedMeetup = await on.http.post('/api/meetups', aMeetup(groupId), token);
      expect(refusedMeetup.status).toBe(403);
      expect(refusedMeetup.body.code).toBe('ACCOUNTS.EMAIL_NOT_VERIFIED');

      // The link asked for at sign-up, still within its 48 hours, goes out once email is on.
      const mail = await smtp.waitForAccountMail(
        registration.email,
        /Confirm your email for PackMeet/,
      );
      const link = new URL(/(http\S+\/verify-email\?token=\S+)/.exec(mail.text ?? '')![1]!);
      const verified = await on.http.post('/api/auth/verify-email', {
        token: link.searchParams.get('token'),
      });
      expect(verified.status, verified.text).toBe(200);

      expect((await on.http.get('/api/profile', token)).body.emailVerified).toBe(true);
      const meetup = await on.http.post('/api/meetups', aMeetup(groupId), token);
      expect(meetup.status, meetup.text).toBe(201);
      const second = await on.http.post('/api/groups', aGroup({ name: 'Second' }), token);
      expect(second.status, second.text).toBe(201);
    } finally {
      await on.stop();
      await smtp.close();
    }
  });
});
