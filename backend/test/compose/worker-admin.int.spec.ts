import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueOperatorToken } from '../../src/auth/operator-token.js';
import type { ProjectionsOverviewResponse } from '../../src/contracts/admin.js';
import { projectionsCli } from '../support/projections-cli.js';
import { seedLog, waitForReplays } from '../support/replays.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { startWorker, type WorkerProcess } from '../support/worker-process.js';

/*
 * Compose's topology without Docker: the projections worker's real entry point
 * as its own process, and an API that runs no projections and forwards the
 * operators' calls (Admin page, `npm run projections`) to the worker's admin
 * endpoint. Both share one DATA_DIR, so they sign operator tokens alike, as
 * compose's processes share JWT_SECRET.
 */
describe('compose: the API forwards projection operations to the worker process', () => {
  let dataDir: string;
  let worker: WorkerProcess;
  let api: TestApp;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'packmeet-compose-worker-'));
    await seedLog(dataDir, 3_000);
    worker = await startWorker(dataDir);
    api = await startTestApp({
      dataDir,
      withoutProjections: true,
      env: { PROJECTIONS_WORKER_URL: worker.adminUrl },
    });
    env = { DATA_DIR: dataDir, PACKMEET_URL: api.url };
  });
  afterAll(async () => {
    await api?.stop();
    await worker?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('the worker answers operator tokens only', async () => {
    const anonymous = await fetch(`${worker.adminUrl}/projections`);
    expect(anonymous.status).toBe(401);
    const operator = await fetch(`${worker.adminUrl}/projections`, {
      headers: { authorization: `Bearer ${issueOperatorToken(api.config.jwt.secret)}` },
    });
    expect(operator.status).toBe(200);
  });

  it('the Admin page calls reach the worker through the API: status, replay, verify', async () => {
    const token = issueOperatorToken(api.config.jwt.secret);
    const overview = await api.http.get<ProjectionsOverviewResponse>(
      '/api/admin/projections',
      token,
    );
    expect(overview.status, overview.text).toBe(200);
    // The worker's runner answered: the API's own read models are empty, the worker's are at the head.
    expect(api.engines.runner).toBeNull();
    const users = overview.body.projections.find((projection) => projection.name === 'users');
    expect(users).toMatchObject({ state: 'live', checkpoint: '3000', lag: 0 });

    const started = await api.http.post('/api/admin/projections/users/replay', {}, token);
    expect(started.status, started.text).toBe(202);
    const after = await waitForReplays(api.http, token);
    expect(
      after.projections.find((projection) => projection.name === 'users')?.replay,
    ).toMatchObject({ state: 'done' });

    const verified = await api.http.post(
      '/api/admin/projections/verify',
      { names: ['users'] },
      token,
    );
    expect(verified.status, verified.text).toBe(200);
    expect(worker.output()).toContain('projections worker following the log');
  });

  it('npm run projections -- status / replay / verify work against the API', async () => {
    const status = await projectionsCli(['status'], env);
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout.split('\n').find((line) => line.startsWith('users '))).toMatch(
      /^users\s+\d+\s+live\s+3000\s+0\s/,
    );

    const replay = await projectionsCli(['replay', 'dogs'], env);
    expect(replay.code, replay.stderr).toBe(0);
    expect(replay.stdout).toMatch(/dogs: done: [\d,]+ events in [\d.]+ s/);

    const verify = await projectionsCli(['verify', 'users', 'dogs'], env);
    expect(verify.code, verify.stdout + verify.stderr).toBe(0);
    expect(verify.stdout).toMatch(/^users: ok \(/m);
    expect(verify.stdout).toMatch(/^dogs: ok \(/m);

    const unknown = await projectionsCli(['replay', 'nope'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Projection not found');
  });
});
