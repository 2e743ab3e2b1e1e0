import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { userIdOf } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('POST /api/objects/upload', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers with a signed upload URL for a new upload of the caller, valid 15 minutes', async () => {
    const user = await registerUser(app.http);
    const userId = await userIdOf(app.http, user.token);
    const before = Math.floor(Date.now() / 1000);
    const response = await app.http.post('/api/objects/upload', undefined, user.token);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body)).toEqual(['uploadURL']);

    const url = new URL(response.body.uploadURL, app.url);
    const [, uploadId] =
      url.pathname.match(new RegExp(`^/api/objects/uploads/${userId}/([^/]+)$`)) ?? [];
    expect(uploadId).toMatch(/^[0-9a-f-]{36}$/);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(899);
    expect(expires - before).toBeLessThanOrEqual(901);
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives every request its own upload', async () => {
    const user = await registerUser(app.http);
    const first = await app.http.post('/api/objects/upload', undefined, user.token);
    const second = await app.http.post('/api/objects/upload', undefined, user.token);
    const path = (body: { uploadURL: string }) => new URL(body.uploadURL, app.url).pathname;
    expect(path(first.body)).not.toBe(path(second.body));
  });

  it('binds each URL to its own caller', async () => {
    const maya = await registerUser(app.http);
    const noah = await registerUser(app.http);
    const mayaUrl = await app.http.post('/api/objects/upload', undefined, maya.token);
    const noahUrl = await app.http.post('/api/objects/upload', undefined, noah.token);
    expect(mayaUrl.body.uploadURL).toContain(`/uploads/${await userIdOf(app.http, maya.token)}/`);
    expect(noahUrl.body.uploadURL).toContain(`/uploads/${await userIdOf(app.http, noah.token)}/`);
  });

  it('is 401 without a token or with an invalid one', async () => {
    const anonymous = await app.http.post('/api/objects/upload');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      statusCode: 401,
      message: 'Please sign in to continue.',
    });
    expect((await app.http.post('/api/objects/upload', undefined, 'not-a-token')).status).toBe(401);
  });
});
