import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../../../event-store/event-store.contract.js';
import { aRegistration, registerUser } from '../../../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/auth/register', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('creates the account, answers with a token, and the profile is readable with it', async () => {
    const registration = aRegistration({ email: '  Maya.Mixed@Example.COM ', isTrainer: true });
    const response = await app.http.post('/api/auth/register', registration);

    expect(response.status).toBe(201);
    expect(Object.keys(response.body)).toEqual(['token']);
    const payload = JSON.parse(
      Buffer.from(response.body.token.split('.')[1], 'base64url').toString(),
    );
    expect(payload).toMatchObject({
      sub: expect.any(String),
      userId: payload.sub,
      exp: expect.any(Number),
      tv: 0,
    });

    const profile = await app.http.get('/api/profile', response.body.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      id: payload.sub,
      username: registration.username,
      email: 'maya.mixed@example.com',
      firstName: 'Maya',
      lastName: 'Lopez',
      bio: null,
      city: 'Austin',
      state: 'TX',
      isTrainer: true,
      trainerBio: null,
      isAdmin: false,
      profilePicture: null,
      createdAt: expect.any(String),
      // The address is not verified, and with email off (this server) nothing asks for it.
      emailVerified: false,
      emailVerificationRequired: false,
      pendingEmail: null,
    });
  });

  it('defaults isTrainer to false', async () => {
    const { isTrainer: _omitted, ...withoutFlag } = aRegistration();
    const response = await app.http.post('/api/auth/register', withoutFlag);
    const profile = await app.http.get('/api/profile', response.body.token);
    expect(profile.body.isTrainer).toBe(false);
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', undefined, 'First name is required'],
    ['lastName', '   ', 'Last name is required'],
    ['username', undefined, 'Username is required'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', undefined, 'Invalid email address'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['city', '', 'City is required'],
    ['state', undefined, 'State is required'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const registration: Record<string, unknown> = aRegistration();
    if (value === undefined) delete registration[field];
    else registration[field] = value;
    const response = await app.http.post('/api/auth/register', registration);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(response.body.errors).toContainEqual({ path: field, message });
  });

  it('refuses a taken email whatever its case, and a taken username, with clear 409s', async () => {
    const first = await registerUser(app.http);
    const sameEmail = await app.http.post(
      '/api/auth/register',
      aRegistration({ email: first.email.toUpperCase() }),
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toMatchObject({
      message: 'Email already registered',
      code: 'ACCOUNTS.EMAIL_TAKEN',
    });

    const freshEmail = aRegistration({ username: first.username.toUpperCase() });
    const sameUsername = await app.http.post('/api/auth/register', freshEmail);
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.body.message).toBe('Username already taken');

    // The failed attempt released its email reservation: that email is still free.
    const retry = await app.http.post('/api/auth/register', {
      ...freshEmail,
      username: `${first.username}_2`,
    });
    expect(retry.status).toBe(201);
  });

  it('appends nothing for a sign-up refused because its username is taken', async () => {
    const first = await registerUser(app.http);
    const head = await app.engines.eventStore.headPosition();
    const refused = await app.http.post(
      '/api/auth/register',
      aRegistration({ username: first.username.toUpperCase() }),
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ACCOUNTS.USERNAME_TAKEN');
    expect(await app.engines.eventStore.headPosition()).toBe(head);
  });

  it('lets exactly one of 20 concurrent sign-ups with one email through', async () => {
    const email = aRegistration().email;
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.http.post('/api/auth/register', aRegistration({ email })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(response.body.message).toBe('Email already registered');
    }
    const reservation = await collect(app.engines.eventStore.readStream(`email-${email}`));
    expect(reservation.map((event) => event.type)).toEqual(['EmailReserved']);
  });

  it('never stores, logs or returns the password in clear', async () => {
    const password = `unmistakable-secret-${Date.now()}`;
    const { token } = await registerUser(app.http, { password });
    const profile = await app.http.get('/api/profile', token);
    expect(profile.text).not.toContain(password);
    expect(profile.text).not.toContain('argon2');

    const database = readFileSync(
      app.config.eventStore.engine === 'sqlite' ? app.config.eventStore.file : '',
    );
    const wal = readFileSync(
      `${app.config.eventStore.engine === 'sqlite' ? app.config.eventStore.file : ''}-wal`,
    );
    expect(database.includes(password)).toBe(false);
    expect(wal.includes(password)).toBe(false);
    expect(wal.includes('$argon2id$')).toBe(true);
  });

  it('records who and which request caused the events', async () => {
    const registration = aRegistration();
    const response = await app.http.request('POST', '/api/auth/register', {
      body: registration,
      headers: { 'x-correlation-id': 'test-correlation-0001' },
    });
    expect(response.headers.get('x-correlation-id')).toBe('test-correlation-0001');
    const events = await collect(app.engines.eventStore.readAll());
    const mine = events.filter((event) => event.metadata.correlationId === 'test-correlation-0001');
    expect(mine.map((event) => event.type)).toEqual([
      'EmailReserved',
      'UsernameReserved',
      'UserRegistered',
      'EmailVerificationRequested',
    ]);
    const userId = (mine[2]!.data as { userId: string }).userId;
    for (const event of mine) expect(event.metadata).toMatchObject({ userId, schemaVersion: 1 });
  });
});
