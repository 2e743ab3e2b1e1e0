import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@packmeet/projections/projections';
import type { ProjectionsOverviewResponse } from '../src/contracts/admin.js';
import { registerAdmin } from './support/admin.js';
import { HttpClient } from './support/http-client.js';
import { projectionsCli } from './support/projections-cli.js';
import { seedLog } from './support/replays.js';
import { startServer, type ServerProcess } from './support/server-process.js';

const NAMES = [
  'users',
  'dogs',
  'groups',
  'group-admission',
  'group-history',
  'group-distances',
  'posts',
  'meetups',
  'meetup-series',
  'meetup-day',
  'locations',
  'notifications',
  'city-demand',
  'moderation',
  'trainer-clients',
  'search',
];
const version = (name: string) =>
  allProjections.find((projection) => projection.name === name)!.version;

describe('npm run projections (the operators CLI against a running server)', () => {
  let dataDir: string;
  let server: ServerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'packmeet-replay-cli-'));
    await seedLog(dataDir, 40_000);
    server = await startServer({ dataDir, env: { BENCH_ROUTES: 'true' } });
    env = { DATA_DIR: dataDir, PACKMEET_URL: server.url };
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('status: one line per projection with checkpoint, lag, state, last error and replay', async () => {
    const run = await projectionsCli(['status'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`PackMeet at ${server.url}: head position 40000`);
    const lines = run.stdout.split('\n');
    expect(lines.find((line) => line.startsWith('projection'))).toMatch(
      /projection\s+version\s+state\s+checkpoint\s+lag\s+last error\s+replay/,
    );
    for (const name of NAMES) {
      expect(lines.find((line) => line.startsWith(`${name} `))).toMatch(
        new RegExp(`^${name}\\s+${version(name)}\\s+live\\s+40000\\s+0\\s+-\\s+-$`),
      );
    }
  });

  it('replay <name>: reports progress as plain lines, then done, and the server serves the result', async () => {
    const run = await projectionsCli(['replay', 'users'], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('Replaying users (started ');
    expect(run.stdout).toMatch(/users: \d+%\s+[\d,]+\/[\d,]+ events\s+[\d,]+ events\/s\s+ETA/);
    expect(run.stdout).toMatch(
      /users: done: [\d,]+ events in [\d.]+ s; the rebuilt read models are serving\./,
    );
    // Not a TTY: no carriage-return progress bar.
    expect(run.stdout).not.toContain('\r');

    const status = await projectionsCli(['status'], env);
    expect(status.stdout.split('\n').find((line) => line.startsWith('users '))).toMatch(
      /live .* done \(40,0\d\d events in [\d.]+ s, /,
    );
  });

  it(
    'replay --all rebuilds every projection; a second replay while it runs is refused',
    { timeout: 60_000 },
    async () => {
      const http = new HttpClient(server.url);
      const admin = await registerAdmin(http, dataDir);
      const replaying = async () => {
        const { body } = await http.get<ProjectionsOverviewResponse>(
          '/api/admin/projections',
          admin.token,
        );
        return body.projections.some(({ replay }) => replay?.state === 'rebuilding');
      };
      // A replay of this log takes a second or two, about as long as the CLI takes to start:
      // the second replay is asked for over HTTP as soon as the first one is seen running.
      const all = projectionsCli(['replay', '--all'], env);
      await expect.poll(replaying, { timeout: 20_000, interval: 20 }).toBe(true);
      const meetups = await http.post('/api/admin/projections/meetups/replay', {}, admin.token);
      expect(meetups.status, meetups.text).toBe(409);
      expect(meetups.text).toContain('A replay of meetups is already running');
      const completed = await all;
      expect(completed.code, completed.stderr).toBe(0);
      expect(completed.stdout).toMatch(/all projections: done: /);

      // The refusal did not disturb the running one: everything is live and verified.
      const overview = await http.get('/api/admin/projections', admin.token);
      for (const projection of overview.body.projections) expect(projection.state).toBe('live');
      const replayedAll = await projectionsCli(['replay', '--all'], env);
      expect(replayedAll.code, replayedAll.stderr).toBe(0);
      expect(replayedAll.stdout).toContain('Replaying all projections');
      expect(replayedAll.stdout).toMatch(/all projections: done: /);
    },
  );

  it('verify exits 0 on healthy read models, and 1 naming what differs in a damaged one', async () => {
    const healthy = await projectionsCli(['verify'], env);
    expect(healthy.code, healthy.stdout + healthy.stderr).toBe(0);
    for (const name of NAMES) expect(healthy.stdout).toMatch(new RegExp(`^${name}: ok \\(`, 'm'));

    const http = new HttpClient(server.url);
    const admin = await registerAdmin(http, dataDir);
    const tampered = await http.post(
      '/api/bench/read-models/tamper',
      { collection: 'users', id: admin.id, set: { bio: 'tampered by the test' } },
      admin.token,
    );
    expect(tampered.status, tampered.text).toBe(200);

    const damaged = await projectionsCli(['verify', 'users', 'posts'], env);
    expect(damaged.code).toBe(1);
    expect(damaged.stdout).toContain('users: 1 difference(s)');
    expect(damaged.stdout).toContain(
      `users/${admin.id}: bio is "tampered by the test" live, null in a fresh fold`,
    );
    expect(damaged.stdout).toMatch(/^posts: ok/m);
    expect(damaged.stderr).toContain('differ from a fresh fold');

    // A replay repairs it.
    expect((await projectionsCli(['replay', 'users'], env)).code).toBe(0);
    const repaired = await projectionsCli(['verify', 'users'], env);
    expect(repaired.code, repaired.stdout).toBe(0);
    expect((await http.get('/api/profile', admin.token)).body.bio).toBeNull();
  });

  it('explains failures: unknown projection, wrong secret, server down, bad usage', async () => {
    const unknown = await projectionsCli(['replay', 'nope'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Projection not found');

    const otherDir = mkdtempSync(join(tmpdir(), 'packmeet-replay-cli-other-'));
    try {
      const wrongSecret = await projectionsCli(['status'], { ...env, DATA_DIR: otherDir });
      expect(wrongSecret.code).toBe(2);
      expect(wrongSecret.stderr).toContain(
        "refused the operator token: run this with the server's DATA_DIR",
      );
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }

    const down = await projectionsCli(['status'], { ...env, PACKMEET_URL: 'http://127.0.0.1:9' });
    expect(down.code).toBe(2);
    expect(down.stderr).toContain('Cannot reach PackMeet at http://127.0.0.1:9');

    const usage = await projectionsCli(['replay'], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run projections -- <command>');
  });

  it('the tamper route does not exist without BENCH_ROUTES', async () => {
    const other = await startServer();
    try {
      const response = await new HttpClient(other.url).post('/api/bench/read-models/tamper', {
        collection: 'users',
        id: 'x',
        set: { bio: 'x' },
      });
      expect(response.status).toBe(404);
    } finally {
      await other.stop();
    }
  });
});
