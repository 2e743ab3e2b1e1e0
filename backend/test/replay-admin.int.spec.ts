import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '@packmeet/projections/projections';
import { issueOperatorToken } from '../src/auth/operator-token.js';
import {
  ADMIN_PROJECTIONS_EVENTS,
  type ProjectionsOverviewResponse,
} from '../src/contracts/admin.js';
import { registerUser } from './support/accounts.js';
import { registerAdmin } from './support/admin.js';
import { seedLog, waitForReplays } from './support/replays.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { connect } from './support/sockets.js';

/** Every projection the runner registers, in its order: the overview lists each one. */
const NAMES = allProjections.map(({ name }) => name);
const VERSIONS = new Map(allProjections.map(({ name, version }) => [name, version]));

const watch = (socket: Socket) =>
  socket.emitWithAck(ADMIN_PROJECTIONS_EVENTS.watch) as Promise<{ ok: boolean; error?: string }>;

describe('admin projections API', () => {
  let app: TestApp;
  let dataDir: string;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let member: Awaited<ReturnType<typeof registerUser>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'packmeet-replay-admin-'));
    // Enough history that a replay lasts long enough to be seen running.
    await seedLog(dataDir, 60_000);
    app = await startTestApp({ dataDir });
    admin = await registerAdmin(app.http, app.engines.eventStore);
    member = await registerUser(app.http);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await app?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const endpoints = [
    ['GET', '/api/admin/projections'],
    ['POST', '/api/admin/projections/users/replay'],
    ['POST', '/api/admin/projections/replay-all'],
    ['POST', '/api/admin/projections/verify'],
  ] as const;

  it.each(endpoints)(
    '%s %s: 401 anonymous or with a bad token, 403 for members',
    async (method, path) => {
      const anonymous = await app.http.request(method, path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.message).toBe('Please sign in to continue.');

      const forged = await app.http.request(method, path, {
        token: issueOperatorToken('some other secret that is long enough to sign'),
      });
      expect(forged.status).toBe(401);

      const forbidden = await app.http.request(method, path, { token: member.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe('Administrators only');
    },
  );

  it('shows every projection live with its checkpoint and no lag', async () => {
    const response = await app.http.get<ProjectionsOverviewResponse>(
      '/api/admin/projections',
      admin.token,
    );
    expect(response.status).toBe(200);
    const head = (await app.engines.eventStore.headPosition()).toString();
    expect(response.body.headPosition).toBe(head);
    expect(response.body.projections.map((projection) => projection.name)).toEqual(NAMES);
    for (const projection of response.body.projections) {
      expect(projection).toMatchObject({
        version: VERSIONS.get(projection.name),
        state: 'live',
        checkpoint: head,
        lag: 0,
        lastError: null,
        replay: null,
      });
    }
  });

  it('replays one projection (202), refuses a second while it runs (409), then reports it done', async () => {
    const started = await app.http.post(
      '/api/admin/projections/users/replay',
      undefined,
      admin.token,
    );
    expect(started.status, started.text).toBe(202);
    expect(started.body).toEqual({ name: 'users', startedAt: expect.any(String) });

    const again = await app.http.post(
      '/api/admin/projections/users/replay',
      undefined,
      admin.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A replay of users is already running');
    const all = await app.http.post('/api/admin/projections/replay-all', undefined, admin.token);
    expect(all.status).toBe(409);
    expect(all.body.message).toBe('A replay of users is already running');

    const during = await app.http.get<ProjectionsOverviewResponse>(
      '/api/admin/projections',
      admin.token,
    );
    const replaying = during.body.projections.find((projection) => projection.name === 'users')!;
    expect(replaying.replay).toMatchObject({
      state: expect.stringMatching(/^(rebuilding|switching)$/),
      startedAt: started.body.startedAt,
      finishedAt: null,
      error: null,
    });
    // Others are untouched.
    expect(during.body.projections.find((p) => p.name === 'dogs')!.replay).toBeNull();

    const after = await waitForReplays(app.http, admin.token);
    const users = after.projections.find((projection) => projection.name === 'users')!;
    expect(users.state).toBe('live');
    expect(users.replay).toMatchObject({
      state: 'done',
      startedAt: started.body.startedAt,
      finishedAt: expect.any(String),
      etaSeconds: 0,
      error: null,
    });
    // Every event of the log was folded (the admin's own sign-up and grant included).
    expect(users.replay!.processed).toBe(Number(after.headPosition));
    expect(users.replay!.total).toBe(Number(after.headPosition));
    expect(users.replay!.eventsPerSecond).toBeGreaterThan(0);
    // The admin is still an admin after the switch: the rebuilt users read model serves.
    expect((await app.http.get('/api/profile', admin.token)).body.isAdmin).toBe(true);
  });

  it('404s an unknown projection', async () => {
    const response = await app.http.post(
      '/api/admin/projections/nope/replay',
      undefined,
      admin.token,
    );
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Projection not found');
  });

  it('replays all projections at once (202 with every name) and verifies them', async () => {
    const started = await app.http.post(
      '/api/admin/projections/replay-all',
      undefined,
      admin.token,
    );
    expect(started.status, started.text).toBe(202);
    expect(started.body).toEqual({ names: NAMES, startedAt: expect.any(String) });
    const single = await app.http.post(
      '/api/admin/projections/meetups/replay',
      undefined,
      admin.token,
    );
    expect(single.status).toBe(409);
    expect(single.body.message).toBe('A replay of meetups is already running');

    const after = await waitForReplays(app.http, admin.token);
    for (const projection of after.projections) {
      expect(projection.replay).toMatchObject({ state: 'done', startedAt: started.body.startedAt });
      expect(projection.state).toBe('live');
    }
    const verified = await app.http.post('/api/admin/projections/verify', {}, admin.token);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.ok).toBe(true);
    expect(verified.body.projections.map((p: { name: string }) => p.name)).toEqual(NAMES);
  });

  it("accepts the operators' CLI token signed with the server secret", async () => {
    const token = issueOperatorToken(app.config.jwt.secret);
    const response = await app.http.get('/api/admin/projections', token);
    expect(response.status).toBe(200);
    // It is not a session: it signs in as nobody.
    expect((await app.http.get('/api/profile', token)).status).toBe(401);
  });

  it('socket watch: refused to visitors and members, pushes progress to admins', async () => {
    const visitor = await connect(app.url);
    const memberSocket = await connect(app.url, member.token);
    const adminSocket = await connect(app.url, admin.token);
    sockets.push(visitor, memberSocket, adminSocket);

    expect(await watch(visitor)).toEqual({ ok: false, error: 'Please sign in to continue.' });
    expect(await watch(memberSocket)).toEqual({ ok: false, error: 'Administrators only' });
    const memberBodies: unknown[] = [];
    memberSocket.on(ADMIN_PROJECTIONS_EVENTS.overview, (body) => memberBodies.push(body));

    const bodies: { at: number; body: ProjectionsOverviewResponse }[] = [];
    adminSocket.on(ADMIN_PROJECTIONS_EVENTS.overview, (body: ProjectionsOverviewResponse) =>
      bodies.push({ at: Date.now(), body }),
    );
    expect(await watch(adminSocket)).toEqual({ ok: true });
    await expect.poll(() => bodies.length).toBeGreaterThan(0);
    expect(bodies[0]!.body.projections.map((p) => p.name)).toEqual(NAMES);

    const started = await app.http.post(
      '/api/admin/projections/meetups/replay',
      undefined,
      admin.token,
    );
    expect(started.status).toBe(202);
    await waitForReplays(app.http, admin.token);
    const meetupsReplay = (entry: (typeof bodies)[number]) =>
      entry.body.projections.find((p) => p.name === 'meetups')!.replay;
    await expect
      .poll(() =>
        bodies.some(
          (entry) =>
            meetupsReplay(entry)?.state === 'done' &&
            meetupsReplay(entry)?.startedAt === started.body.startedAt,
        ),
      )
      .toBe(true);
    const ofThisReplay = bodies.filter(
      (entry) => meetupsReplay(entry)?.startedAt === started.body.startedAt,
    );
    // Pushed when it started, while it ran, and when it was done.
    expect(ofThisReplay[0]!.body.projections.find((p) => p.name === 'meetups')!.replay!.state).toBe(
      'rebuilding',
    );
    expect(ofThisReplay.length).toBeGreaterThanOrEqual(2);
    // Never faster than every 500 ms apart from state changes: no flood.
    const duration = ofThisReplay.at(-1)!.at - ofThisReplay[0]!.at;
    expect(ofThisReplay.length).toBeLessThanOrEqual(Math.ceil(duration / 500) + 4);
    expect(memberBodies).toEqual([]);
  });
});
