import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepEqual } from '@packmeet/projections/runner/blue-green-replay';
import { aRegistration, registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../../../../test/support/groups.js';
import { dumpReadModels, freshFold, waitForReplays } from '../../../../test/support/replays.js';
import { startTestSmtp, type TestSmtp } from '../../../../test/support/smtp.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { userIdOfToken } from '../../../accounts/domain/account-token.js';
import { NOTIFICATION_EMAILS } from '../../../contracts/notifications.js';
import { anEvent, collect } from '../../../event-store/event-store.contract.js';
import { SqliteEventStore } from '../../../event-store/sqlite.event-store.js';

/** Every file of the data directory (events.sqlite, keys.sqlite and their WAL files), as latin1 text. */
function dataFiles(dataDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(dataDir, { recursive: true }) as string[]) {
    const path = join(dataDir, name);
    if (statSync(path).isFile()) files.set(name, readFileSync(path).toString('latin1'));
  }
  return files;
}

/*
 * A deleted member's email is released (the person may sign up again with
 * it, as a new member), their username stays reserved under a keyed hash,
 * and neither is left in clear in any file (docs/adr/026).
 */
describe("a deleted member's email and username", () => {
  let app: TestApp;
  let smtp: TestSmtp;
  let olive: Awaited<ReturnType<typeof registerUser>>;
  let zeb: Awaited<ReturnType<typeof registerUser>>;
  let zebId: string;
  let groupId: string;
  const unique = `${Date.now() % 1_000_000}`;
  const email = `zebulon.${unique}@example.com`;
  const username = `zquax_${unique}`;

  /** The verification link mailed to `address` for `userId`'s account (other mails to it are skipped). */
  async function verificationToken(address: string, userId: string): Promise<string> {
    for (;;) {
      const mail = await smtp.waitForAccountMail(address, /Confirm your email for PackMeet/);
      smtp.accountMails.splice(smtp.accountMails.indexOf(mail), 1);
      const link = /(http\S+\/verify-email\?token=\S+)/.exec(mail.text ?? '')![1]!;
      const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
      if (userIdOfToken(token) === userId) return token;
    }
  }

  /** Events but the mail sender's, which records its work in the background. */
  const eventCount = async () =>
    (await collect(app.engines.eventStore.readAll())).filter(
      (event) => !event.streamName.startsWith('notification-email-'),
    ).length;

  beforeAll(async () => {
    // Mail on, so the log also holds what sending account emails to the address leaves.
    smtp = await startTestSmtp();
    app = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'PackMeet <hello@packmeet.test>',
        NOTIFICATION_TICK_MS: '50',
      },
    });
    olive = await registerUser(app.http, { firstName: 'Olive' });
    groupId = (await createGroup(app.http, olive.token, { name: 'Calm Dogs of Ruston' })).id;
    zeb = await registerUser(app.http, { firstName: 'Zebulon', username, email });
    zebId = await userIdOf(app.http, zeb.token);
    await addDog(app.http, zeb.token, { name: 'Wigglesworth' });
    await joinGroup(app.http, zeb.token, groupId);
    // A reset link, so the log holds what a password reset leaves.
    const reset = await app.http.post('/api/auth/password-reset', { email });
    expect(reset.status, reset.text).toBeLessThan(300);
    await smtp.waitForAccountMail(email, /Reset your PackMeet password/);

    const deleted = await app.http.request('DELETE', '/api/users/me', {
      body: { password: zeb.password },
      token: zeb.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('are held while the member has an account', async () => {
    const other = await registerUser(app.http);
    const taken = await app.http.request('PUT', '/api/profile/email', {
      body: { email: olive.email.toUpperCase(), password: other.password },
      token: other.token,
    });
    expect(taken.status, taken.text).toBe(409);
    expect(taken.body.code).toBe('ACCOUNTS.EMAIL_TAKEN');
  });

  it('keeps the username reserved: a sign-up with it is refused and appends nothing', async () => {
    const before = await eventCount();
    for (const variant of [username, username.toUpperCase(), ` ${username} `]) {
      const response = await app.http.post(
        '/api/auth/register',
        aRegistration({ username: variant, email: `impostor.${unique}@example.com` }),
      );
      expect(response.status, response.text).toBe(409);
      expect(response.body.message).toBe('Username already taken');
    }
    expect(await eventCount()).toBe(before);
  });

  it('releases the email: the person signs up again as a new member with nothing of the old one', async () => {
    const again = await registerUser(app.http, {
      firstName: 'Zed',
      lastName: 'Again',
      username: `zed_${unique}`,
      email: email.toUpperCase(),
      password: 'a brand new passphrase',
    });
    const profile = await app.http.get('/api/profile', again.token);
    expect(profile.status, profile.text).toBe(200);
    expect(profile.body.id).not.toBe(zebId);
    expect(profile.body).toMatchObject({ email, firstName: 'Zed', username: `zed_${unique}` });
    expect((await app.http.get('/api/dogs', again.token)).body).toEqual([]);
    const group = await app.http.get(`/api/groups/${groupId}`, again.token);
    expect(group.text).not.toContain('Wigglesworth');
    expect(group.body.memberCount).toBe(1);
    const members = await app.http.get(`/api/groups/${groupId}/members`, olive.token);
    expect(members.text).not.toContain(profile.body.id);
    expect(members.text).not.toContain(zebId);

    const login = await app.http.post('/api/auth/login', { email, password: again.password });
    expect(login.status, login.text).toBe(200);
    const oldPassword = await app.http.post('/api/auth/login', { email, password: zeb.password });
    expect(oldPassword.status).toBe(401);
    // Held again, by the new member.
    const taken = await app.http.post('/api/auth/register', {
      ...again,
      username: `other_${unique}`,
    });
    expect(taken.status, taken.text).toBe(409);
    expect(taken.body.message).toBe('Email already registered');
  });

  it("lets a member change their email to a deleted member's", async () => {
    const ghost = await registerUser(app.http, { email: `ghost.${unique}@example.com` });
    const deleted = await app.http.request('DELETE', '/api/users/me', {
      body: { password: ghost.password },
      token: ghost.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    const mover = await registerUser(app.http);
    const change = await app.http.request('PUT', '/api/profile/email', {
      body: { email: ghost.email, password: mover.password },
      token: mover.token,
    });
    expect(change.status, change.text).toBe(200);
    expect(change.body.pendingEmail).toBe(ghost.email);

    const moverId = await userIdOf(app.http, mover.token);
    const verified = await app.http.post('/api/auth/verify-email', {
      token: await verificationToken(ghost.email, moverId),
    });
    expect(verified.status, verified.text).toBe(200);
    expect((await app.http.get('/api/profile', mover.token)).body.email).toBe(ghost.email);
    const login = await app.http.post('/api/auth/login', {
      email: ghost.email,
      password: mover.password,
    });
    expect(login.status, login.text).toBe(200);
  });

  it('gives the same read models after replaying every projection', async () => {
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    // The mail sender records its work as events; compare once it has nothing left to send.
    const outbox = app.engines.documentStore.collection(NOTIFICATION_EMAILS);
    await expect
      .poll(() => outbox.find({ status: { $in: ['queued', 'sending'] } }), { timeout: 10_000 })
      .toEqual([]);
    const projections = app.engines.projections;
    const before = await dumpReadModels(app.engines.documentStore, projections);
    // No read model keeps the former member's username or name (the email is the new member's now).
    for (const secret of [username, 'Zebulon', 'Wigglesworth'])
      expect(JSON.stringify(before)).not.toContain(secret);
    expect(deepEqual(await freshFold(app.engines.eventStore, projections), before)).toBe(true);
    const replay = await app.http.post('/api/admin/projections/replay-all', undefined, admin.token);
    expect(replay.status, replay.text).toBeLessThan(300);
    await waitForReplays(app.http, admin.token);
    expect(deepEqual(await dumpReadModels(app.engines.documentStore, projections), before)).toBe(
      true,
    );
    const login = await app.http.post('/api/auth/login', { email, password: zeb.password });
    expect(login.status).toBe(401);
  });

  it('honours reservations stored in clear before streams were hashed, and releases such an email too', async () => {
    // Written the way the log held them before hashing: straight into the SQLite file.
    const userId = `legacy-${unique}`;
    const legacy = { email: `legacy.${unique}@example.com`, username: `legacy_${unique}` };
    const raw = new SqliteEventStore(join(app.dataDir, 'events.sqlite'));
    const held: [string, string, unknown][] = [
      [`email-${legacy.email}`, 'EmailReserved', { value: legacy.email, userId }],
      [`username-${legacy.username}`, 'UsernameReserved', { value: legacy.username, userId }],
      [
        `user-${userId}`,
        'UserRegistered',
        { userId, ...legacy, passwordHash: 'x', firstName: 'Lee', lastName: 'Gacy' },
      ],
    ];
    for (const [stream, type, data] of held)
      await raw.append(
        stream,
        [anEvent(type, { city: 'Tacoma', state: 'WA', ...(data as object) })],
        {
          expectedRevision: 'no_stream',
        },
      );
    await raw.close();

    const signUp = (overrides: Record<string, string>) =>
      app.http.post('/api/auth/register', aRegistration(overrides));
    expect((await signUp({ email: legacy.email })).body.message).toBe('Email already registered');
    expect((await signUp({ username: legacy.username })).body.message).toBe(
      'Username already taken',
    );

    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const forget = await app.http.post(
      `/api/admin/members/${userId}/forget`,
      undefined,
      admin.token,
    );
    expect(forget.status, forget.text).toBe(204);
    const again = await signUp({ email: legacy.email });
    expect(again.status, again.text).toBe(201);
    expect((await signUp({ username: legacy.username })).status).toBe(409);
  });

  it('leaves neither in clear in any file of the data directory, and both hold after a restart', async () => {
    await app.stop();
    const files = dataFiles(app.dataDir);
    expect([...files.keys()]).toEqual(expect.arrayContaining(['events.sqlite', 'keys.sqlite']));
    // The files are read as they are: the log's own words are there to find.
    expect(files.get('events.sqlite')).toContain('AccountDeleted');
    // The limit ADR 026 states: a reservation stored in clear before hashing keeps its name.
    expect(files.get('events.sqlite')).toContain(`email-legacy.${unique}@example.com`);
    for (const [name, text] of files) {
      for (const secret of [email, username, 'Zebulon', 'Wigglesworth'])
        expect(text.toLowerCase().includes(secret.toLowerCase()), `${secret} in ${name}`).toBe(
          false,
        );
    }

    const restarted = await startTestApp({ dataDir: app.dataDir });
    try {
      const impostor = await restarted.http.post(
        '/api/auth/register',
        aRegistration({ username, email: `late.${unique}@example.com` }),
      );
      expect(impostor.status, impostor.text).toBe(409);
      const taken = await restarted.http.post(
        '/api/auth/register',
        aRegistration({ username: `third_${unique}`, email }),
      );
      expect(taken.status, taken.text).toBe(409);
    } finally {
      await restarted.close();
    }
  });
});
