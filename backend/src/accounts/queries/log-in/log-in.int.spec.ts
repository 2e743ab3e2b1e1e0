import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
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

  it('stops a source after 5 failures on an account, even for the right password, until the window passes', async () => {
    const user = await registerUser(app.http);
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await app.http.post('/api/auth/login', {
        email: user.email,
        password: 'guess',
      });
      expect(failed.status).toBe(401);
    }
    const stopped = await app.http.post('/api/auth/login', {
      email: user.email,
      password: user.password,
    });
    expect(stopped.status).toBe(429);
    expect(stopped.body.message).toBe(
      'Too many failed sign-in attempts for this account. Please try again in 1 minute.',
    );
    expect(stopped.headers.get('retry-after')).toBeTruthy();

    // Another account is not affected.
    const other = await registerUser(app.http);
    expect(
      (await app.http.post('/api/auth/login', { email: other.email, password: other.password }))
        .status,
    ).toBe(200);

    // The window (2 s here) passes on the server's clock.
    const clock = app.app.get<Clock>(CLOCK);
    const later = vi.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + 2_100));
    try {
      const afterWindow = await app.http.post('/api/auth/login', {
        email: user.email,
        password: user.password,
      });
      expect(afterWindow.status).toBe(200);
    } finally {
      later.mockRestore();
    }
  });

  it('takes the source from the socket, not from a forwarding header a client sends itself', async () => {
    const user = await registerUser(app.http);
    const from = (address: string, password: string) =>
      app.http.request('POST', '/api/auth/login', {
        body: { email: user.email, password },
        headers: { 'x-forwarded-for': address },
      });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await from(`203.0.113.${attempt + 1}`, 'guess')).status).toBe(401);
    }
    expect((await from('198.51.100.20', user.password)).status).toBe(429);
  });
});

describe('POST /api/auth/login behind a trusted proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_ACCOUNT_FAILURES: '5' },
    });
  });
  afterAll(() => app.close());

  const logInFrom = (address: string, email: string, password: string) =>
    app.http.request('POST', '/api/auth/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': address },
    });

  it("lets the owner in from their own address while an attacker's address is stopped", async () => {
    const user = await registerUser(app.http);
    const attacker = '203.0.113.7';
    const owner = '198.51.100.20';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await logInFrom(attacker, user.email, `guess-${attempt}`)).status).toBe(401);
    }
    const attackerAgain = await logInFrom(attacker, user.email, 'guess-5');
    expect(attackerAgain.status).toBe(429);
    expect(attackerAgain.body.message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please try again in \d+ minutes?\.$/,
    );

    const ownerIn = await logInFrom(owner, user.email, user.password);
    expect(ownerIn.status).toBe(200);
    const profile = await app.http.get('/api/profile', ownerIn.body.token);
    expect(profile.body.username).toBe(user.username);

    // The owner's success clears only the owner's own failures: the attacker stays stopped.
    expect((await logInFrom(attacker, user.email, user.password)).status).toBe(429);
  });

  it('lets a burst of parallel guesses from one source have no more than its 5 failures', async () => {
    const user = await registerUser(app.http);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, attempt) =>
        logInFrom('203.0.113.99', user.email, `guess-${attempt}`).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("clears a source's failures on that source's successful sign-in", async () => {
    const user = await registerUser(app.http);
    const address = '192.0.2.44';
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await logInFrom(address, user.email, 'typo')).status).toBe(401);
    }
    expect((await logInFrom(address, user.email, user.password)).status).toBe(200);
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await logInFrom(address, user.email, 'typo')).status).toBe(401);
    }
    expect((await logInFrom(address, user.email, user.password)).status).toBe(200);
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
