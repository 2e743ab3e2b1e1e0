import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineProjection } from '@packmeet/projections/projection';
import { allProjections } from '@packmeet/projections/projections';
import { registerUser } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { registerTypeScript } from '../scripts/register-typescript.path.js';

const run = promisify(execFile);

describe('the HTTP application', () => {
  let app: TestApp;
  let frontendDist: string;

  beforeAll(async () => {
    frontendDist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    writeFileSync(
      join(frontendDist, 'index.html'),
      '<!doctype html><title>PackMeet</title><div id="root"></div>',
    );
    app = await startTestApp({ env: { FRONTEND_DIST: frontendDist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(frontendDist, { recursive: true, force: true });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.http.get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toMatchObject({
      statusCode: 404,
      error: 'Not Found',
      message: expect.any(String),
    });
  });

  it('serves the single-page app for its routes, and with a 404 anywhere else, where it shows its not-found screen', async () => {
    for (const path of ['/', '/dashboard', '/groups/some-id', '/login?next=%2Fprofile']) {
      const response = await app.http.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
    for (const path of ['/no-such-page', '/some/unknown/page', '/groups/some-id/extra']) {
      const response = await app.http.get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('answers malformed JSON with a 400 that says so', async () => {
    const response = await app.http.request('POST', '/api/auth/login', { rawBody: '{"email":' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/JSON/i),
    });
  });

  it("sets security headers: a lean set on API responses, helmet's full set on pages", async () => {
    const response = await app.http.get('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // RFC 6797 7.2: no HSTS over plain http (see the next test for https).
    expect(response.headers.get('strict-transport-security')).toBeNull();
    // OWASP files these under HTML responses; pages get them, API responses do not.
    expect(response.headers.get('referrer-policy')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBeNull();
    expect(response.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);

    const page = await app.http.get('/some/page');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // 'self' covers the site's own ws:// and wss:// (CSP Level 3); no socket to any other host.
    expect(page.headers.get('content-security-policy')).toMatch(/(^|;)connect-src 'self'(;|$)/);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('sends HSTS only over https: behind a trusted TLS proxy, not to a client that merely claims it', async () => {
    const claimed = await app.http.request('GET', '/api/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();

    const proxied = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      for (const path of ['/api/health', '/some/page']) {
        const response = await proxied.http.request('GET', path, {
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(response.headers.get('strict-transport-security'), path).toBe(
          'max-age=31536000; includeSubDomains',
        );
        const plain = await proxied.http.get(path);
        expect(plain.headers.get('strict-transport-security'), path).toBeNull();
      }
    } finally {
      await proxied.close();
    }
  });

  it('reports engines and every projection with its checkpoint and lag in /api/health', async () => {
    await registerUser(app.http);
    const response = await app.http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      mode: 'embedded',
      engines: {
        eventStore: 'sqlite',
        documentStore: 'memory',
        objectStorage: 'disk',
        projectionsInProcess: true,
      },
    });
    const head = await app.engines.eventStore.headPosition();
    expect(response.body.headPosition).toBe(head.toString());
    expect(response.body.projections.map((p: { name: string }) => p.name)).toEqual(
      allProjections.map((projection) => projection.name),
    );
    for (const projection of response.body.projections) {
      expect(projection).toMatchObject({
        state: 'live',
        checkpoint: head.toString(),
        lag: 0,
        lastError: null,
      });
    }
  });
});

describe('a failing projection', () => {
  it('stops alone and shows in /api/health with the event that broke it', async () => {
    const failing = defineProjection({
      name: 'always-fails',
      version: 1,
      collections: ['nothing'],
      handlers: {
        UserRegistered: () => {
          throw new Error('deliberately broken');
        },
      },
    });
    const app = await startTestApp({ projections: [...allProjections, failing] });
    try {
      const user = await registerUser(app.http);
      // The healthy projections still serve the new account.
      expect((await app.http.get('/api/profile', user.token)).status).toBe(200);
      const health = await app.http.get('/api/health');
      expect(health.body.status).toBe('degraded');
      const broken = health.body.projections.find(
        (p: { name: string }) => p.name === 'always-fails',
      );
      expect(broken).toMatchObject({
        state: 'failed',
        lastError: { message: 'deliberately broken', eventType: 'UserRegistered' },
      });
      expect(broken.lag).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

describe('restarting', () => {
  it('keeps every account: the read models are rebuilt from the SQLite log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-restart-'));
    try {
      const first = await startTestApp({ dataDir });
      const user = await registerUser(first.http);
      await first.http.put('/api/profile', { bio: 'Still here after a restart' }, user.token);
      await first.stop();

      const second = await startTestApp({ dataDir });
      const login = await second.http.post('/api/auth/login', {
        email: user.email,
        password: user.password,
      });
      expect(login.status).toBe(200);
      const profile = await second.http.get('/api/profile', login.body.token);
      expect(profile.body).toMatchObject({
        username: user.username,
        bio: 'Still here after a restart',
      });
      // The token issued before the restart is still valid: the signing secret lives in the data directory.
      expect((await second.http.get('/api/profile', user.token)).status).toBe(200);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  const main = join(import.meta.dirname, '../src/main.ts');

  it.each([
    [{ PORT: 'not-a-port' }, 'PORT'],
    [{ EVENT_STORE: 'postgres' }, 'EVENT_STORE'],
    [{ DOCUMENT_STORE: 'mongo' }, 'MONGO_URL'],
    [{ AUTH_RATE_LIMIT_IP_PER_MIN: '-1' }, 'AUTH_RATE_LIMIT_IP_PER_MIN'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
  ])('refuses to start with %j and names %s', async (env, name) => {
    const outcome = await run(process.execPath, ['--import', registerTypeScript, main], {
      env: { ...process.env, DATA_DIR: join(tmpdir(), 'packmeet-never-used'), ...env },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('Invalid configuration');
    expect(outcome.stderr).toContain(name);
  });
});
