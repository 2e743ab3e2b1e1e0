import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/auth/login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { AUTH_RATE_LIMIT_ACCOUNT_FAILURES: '5', AUTH_RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: '2' },
    });
  });
  afterAll(() => app.close());

  it('answers the right password with a token for that user, whatever the email case', async () => {
    const user = await registerUser(app.http);
    const response = await app.http.post('/api/auth/login', {
      email: ` ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.status).toBe(200);
    const profile = await app.http.get('/api/profile', response.body.token);
    expect(profile.body.username).toBe(user.username);
  });

  it('gives a wrong password and an unknown email the same 401', async () => {
    const user = await registerUser(app.http);
    const wrongPassword = await app.http.post('/api/auth/login', {
      email: user.email,
      password: 'nope-nope',
    });
    const unknownEmail = await app.http.post('/api/auth/login', {
      email: 'nobody-here@example.com',
      password: 'nope-nope',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.message).toBe('Invalid email or password');
  });

  it('requires both fields', async () => {
    const response = await app.http.post('/api/auth/login', { email: 'a@b.co' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Password is required');
  });

  it('locks an account after 5 failures, even for the right password, until the window passes', async () => {
    const user = await registerUser(app.http);
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await app.http.post('/api/auth/login', {
        email: user.email,
        password: 'guess',
      });
      expect(failed.status).toBe(401);
    }
    const locked = await app.http.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many failed sign-in attempts for this account/);

    // Another account is not affected.
    const other = await registerUser(app.http);
    expect(
      (await app.http.post('/api/auth/login', { email: other.email, password: other.password }))
        .status,
    ).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const afterWindow = await app.http.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(afterWindow.status).toBe(200);
  });
});

describe('auth rate limit per IP', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_RATE_LIMIT_IP_PER_MIN: '3' } });
  });
  afterAll(() => app.close());

  it('refuses the 4th sign-in or sign-up request in a minute with a clear 429', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push(
        (await app.http.post('/api/auth/login', { email: 'x@y.co', password: 'whatever' })).status,
      );
    }
    const limited = await app.http.post('/api/auth/register', {});
    expect(statuses).toEqual([401, 401, 401]);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Too many sign-in attempts from your network. Please wait a minute and try again.',
    );
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Other endpoints are not limited.
    expect((await app.http.get('/api/health')).status).toBe(200);
  });
});
