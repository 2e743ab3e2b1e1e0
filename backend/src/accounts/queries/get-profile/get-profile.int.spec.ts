import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forgeToken(header: object, payload: object, secret: string): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('GET /api/profile', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('is 401 without a token', async () => {
    const response = await app.http.get('/api/profile');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      statusCode: 401,
      message: 'Please sign in to continue.',
    });
  });

  it('is 401 for malformed, foreign, unsigned, expired and unknown-user tokens', async () => {
    const { token } = await registerUser(app.http);
    const userId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub;
    const now = Math.floor(Date.now() / 1000);
    const candidates = [
      'not-a-token',
      forgeToken(
        { alg: 'HS256', typ: 'JWT' },
        { sub: userId, exp: now + 60 },
        'some-other-secret-of-enough-length!!',
      ),
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: userId, exp: now + 60 })}.`,
      forgeToken(
        { alg: 'HS256', typ: 'JWT' },
        { sub: userId, exp: now - 10 },
        app.config.jwt.secret,
      ),
      forgeToken(
        { alg: 'HS256', typ: 'JWT' },
        { sub: 'no-such-user', exp: now + 60 },
        app.config.jwt.secret,
      ),
    ];
    for (const candidate of candidates) {
      const response = await app.http.get('/api/profile', candidate);
      expect(response.status, candidate).toBe(401);
      expect(response.body.message).toBe('Your session has expired. Please sign in again.');
    }
    // The genuine token still works.
    expect((await app.http.get('/api/profile', token)).status).toBe(200);
  });
});
