import { createHmac } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_TOKEN_CODE, LIVE_EVENTS } from '../../src/contracts/live.js';
import { WEB_ROUTES } from '../../src/contracts/web-routes.js';
import { png } from '../support/images.js';
import { waitForReplays } from '../support/replays.js';
import { readsListing, readsPrivate, TABLE, type Case, type Row } from './authorization-table.js';
import { SOCKET_TABLE } from './socket-table.js';
import { startProbedApp, type ProbedApp } from './support/probe-app.js';
import { buildWorld, ROLES, type Role, type World } from './support/world.js';
import { connect, fence } from '../support/sockets.js';

/*
 * The permanent authorization probe: every route and socket message the
 * running server registers, asked by every role, against the table in
 * authorization-table.ts and socket-table.ts. A route or message without a
 * row fails here, naming it.
 */

const is2xx = (status: number) => status >= 200 && status < 300;

interface Cell {
  label: string;
  expected: number;
  status: number;
  /** Whether the answer held private content (shown or not to a role that may read it). */
  secretPresent: boolean;
  /** Whether the answer held the invite-only group's listing. */
  listingPresent: boolean;
  secretShown: boolean;
  appended: number;
}

function tokenOf(world: World, role: Role): string | undefined {
  return role === 'anonymous' ? undefined : world.users[role].token;
}

/** An HS256 token signed with the server's own secret, with the claims given. */
function signed(secret: string, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('authorization matrix', () => {
  let app: ProbedApp;
  let world: World;
  let photo: Buffer;
  const sockets: Socket[] = [];
  const head = async () => Number(await app.engines.eventStore.headPosition());

  beforeAll(async () => {
    app = await startProbedApp();
    world = await buildWorld(app.http, app.engines.eventStore);
    photo = await png();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.close();
  });

  it('has a row for every HTTP route the server registers, and no row for a route it lacks', () => {
    const rows = new Set<string>(TABLE.map((row) => row.route));
    const missing = app.routes.filter((route) => !rows.has(route));
    const stale = [...rows].filter((route) => !app.routes.includes(route as never));
    expect(
      missing,
      `routes without a row in backend/test/probes/table/*.rows.ts: ${missing.join(', ')}`,
    ).toEqual([]);
    expect(stale, `rows for routes the server does not register: ${stale.join(', ')}`).toEqual([]);
    expect(app.routes.length).toBeGreaterThan(50);
  });

  it('serves each built file of the web app (a route per file) to visitors, for GET only', async () => {
    expect(app.fileRoutes.length).toBeGreaterThan(0);
    const wrongMethods = app.fileRoutes.filter((route) => !route.startsWith('GET '));
    expect(wrongMethods).toEqual([]);
    for (const route of app.fileRoutes) {
      const response = await fetch(app.url + route.slice(4), { method: 'HEAD' });
      expect(response.status, route).toBe(200);
    }
  });

  it('answers every role on every route as the table says, and refused writes append nothing', async () => {
    const failures: string[] = [];
    const knownLeaks: string[] = [];
    const cells: Cell[] = [];
    let unauthorized = 0;
    for (const row of TABLE) {
      for (const testCase of row.cases) {
        for (const role of ROLES) {
          const cell = await runCell(row, testCase, role);
          cells.push(cell);
          const leaked = is2xx(cell.status) && (!is2xx(cell.expected) || cell.secretShown);
          const leak = testCase.knownLeak?.roles.includes(role) ? testCase.knownLeak : undefined;
          const wrong = cell.status !== cell.expected || cell.secretShown;
          if (leak) {
            if (leaked || wrong) knownLeaks.push(`${cell.label} (${cell.status}): ${leak.why}`);
            else
              failures.push(
                `${cell.label}: marked as a known leak (${leak.why}) but answered ${cell.status} as expected` +
                  `${cell.secretShown ? ' with private content' : ' without private content'}: ` +
                  'remove knownLeak from the row and keep the strict expectation',
              );
          } else {
            if (leaked) unauthorized += 1;
            if (cell.status !== cell.expected || cell.secretShown)
              failures.push(
                `${cell.label}: expected ${cell.expected}, got ${cell.status}` +
                  (cell.secretShown ? ', showing content this role may not see' : ''),
              );
          }
          if (!is2xx(cell.status) && cell.appended !== 0)
            failures.push(
              `${cell.label}: refused with ${cell.status} but appended ${cell.appended}`,
            );
        }
      }
    }
    console.log(
      `authorization matrix: ${app.routes.length} routes, ${TABLE.reduce((n, r) => n + r.cases.length, 0)} cases, ` +
        `${ROLES.length} roles, ${cells.length} cells; unauthorized 2xx: ${unauthorized} ` +
        `(known leaks, listed below: ${knownLeaks.length})`,
    );
    if (knownLeaks.length)
      console.warn(
        `known leaks (${knownLeaks.length}), not failing:\n  ${knownLeaks.join('\n  ')}`,
      );
    expect(failures).toEqual([]);
    expect(unauthorized).toBe(0);

    // The probe's own controls: it recognizes private content and counts appends.
    const cell = (label: string) => cells.find((c) => c.label === label)!;
    expect(cell('GET /api/groups/:id/posts [private group] as member').secretPresent).toBe(true);
    expect(
      cell('GET /api/groups/:id/members-with-details [invite-only group] as member').secretPresent,
    ).toBe(true);
    expect(cell('GET /api/groups/:id [invite-only group] as requester').listingPresent).toBe(true);
    expect(cell('GET /api/meetups/:id [private group] as organizer').secretPresent).toBe(true);
    const ownDogs = await app.http.get('/api/dogs', world.users.owner.token);
    expect(ownDogs.text).toContain(world.ownerDogSecret);
    expect(cell('POST /api/groups/:id/posts [private group] as member').appended).toBeGreaterThan(
      0,
    );
  }, 300_000);

  it("serves every page of the web app without the private and invite-only groups' content, whoever asks", async () => {
    for (const scope of [world.private, world.inviteOnly]) {
      const fill = (pattern: string) =>
        pattern
          .replace(':id', pattern.startsWith('/meetups') ? scope.meetupId : scope.groupId)
          .replace(':slug', scope.meetupSlug)
          .replace(':citySlug', scope === world.private ? world.citySlug : world.hiddenCitySlug)
          .replace(':code', scope.inviteCode);
      for (const pattern of Object.values(WEB_ROUTES)) {
        for (const role of ROLES) {
          const response = await app.http.get(fill(pattern), tokenOf(world, role));
          const shown = [...world.secrets, ...world.hiddenListing].filter((secret) =>
            response.text.includes(secret),
          );
          expect(shown, `${fill(pattern)} as ${role}`).toEqual([]);
          expect(response.headers.get('content-type'), fill(pattern)).toContain('text/html');
        }
      }
    }
  }, 120_000);

  it('counts the invite-only group in no search, total or city', async () => {
    for (const q of ['Narwhal', 'Marfa']) {
      const browse = await app.http.get<{ total: number }>(`/api/groups/browse?q=${q}`);
      expect(browse.body.total, q).toBe(0);
    }
    const directory = await app.http.get('/api/locations/directory');
    expect(directory.text).not.toContain('Marfa');
    const city = await app.http.get(`/api/locations/city/${world.hiddenCitySlug}`);
    expect(city.status).toBe(404);
  });

  async function runCell(row: Row, testCase: Case, role: Role): Promise<Cell> {
    const method = row.route.slice(0, row.route.indexOf(' '));
    const path = await testCase.path(world, role);
    const json: unknown = testCase.body ? await testCase.body(world, role) : undefined;
    const headers: Record<string, string> = {};
    const token = tokenOf(world, role);
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | Blob | undefined;
    if (testCase.bytes) {
      headers['content-type'] = 'image/png';
      body = new Blob([new Uint8Array(photo)]);
    } else if (json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(json);
    }
    const before = await head();
    const response = await fetch(new URL(path, app.url), { method, headers, body });
    const text = await response.text();
    const appended = (await head()) - before;
    if (row.route.endsWith('/replay') || row.route.endsWith('/replay-all')) {
      if (is2xx(response.status)) await waitForReplays(app.http, world.users.admin.token);
    }
    const secretPresent = world.secrets.some((secret) => text.includes(secret));
    const listingPresent = world.hiddenListing.some((listing) => text.includes(listing));
    return {
      label: `${row.route} [${testCase.name}] as ${role}`,
      expected: testCase.expect[role],
      status: response.status,
      secretPresent,
      listingPresent,
      secretShown:
        (secretPresent && !readsPrivate(testCase, role)) ||
        (listingPresent && !readsListing(testCase, role)) ||
        (testCase.ownerOnly === true && role !== 'owner' && text.includes(world.ownerDogSecret)),
      appended,
    };
  }

  it('refuses bearer tokens the server did not issue as it issues them, on HTTP', async () => {
    const { secret } = app.config.jwt;
    const sub = world.users.member.id;
    const now = Math.floor(Date.now() / 1000);
    const bad = {
      forged: `${world.users.member.token.slice(0, -2)}xx`,
      'without an expiry': signed(secret, { sub, userId: sub }),
      expired: signed(secret, { sub, userId: sub, iat: now - 7200, exp: now - 3600 }),
      'signed with another secret': signed('not-the-secret', { sub, userId: sub, exp: now + 60 }),
    };
    for (const [name, token] of Object.entries(bad)) {
      expect((await app.http.get('/api/profile', token)).status, name).toBe(401);
    }
  });

  describe('socket.io', () => {
    it('has a row for every message a gateway handles', () => {
      const rows = Object.keys(SOCKET_TABLE);
      const missing = app.socketEvents.filter((event) => !rows.includes(event));
      const stale = rows.filter((event) => !app.socketEvents.includes(event));
      expect(
        missing,
        `socket messages without a row in socket-table.ts: ${missing.join(', ')}`,
      ).toEqual([]);
      expect(stale, `rows for socket messages no gateway handles: ${stale.join(', ')}`).toEqual([]);
    });

    it('connects visitors and valid tokens, and refuses any other token with AUTH.INVALID_TOKEN', async () => {
      for (const role of ROLES) sockets.push(await connect(app.url, tokenOf(world, role)));
      const { secret } = app.config.jwt;
      const sub = world.users.member.id;
      const now = Math.floor(Date.now() / 1000);
      const bad = [
        'not-a-token',
        `${world.users.member.token.slice(0, -2)}xx`,
        signed(secret, { sub, userId: sub }),
        signed(secret, { sub, userId: sub, iat: now - 7200, exp: now - 3600 }),
      ];
      for (const token of bad) {
        const refusal = await connect(app.url, token).then(
          (socket) => {
            sockets.push(socket);
            return null;
          },
          (error: Error & { data?: { code?: string } }) => error,
        );
        expect(refusal?.data?.code, token).toBe(INVALID_TOKEN_CODE);
      }
    });

    it('answers every role on every message as the table says', async () => {
      const failures: string[] = [];
      for (const [event, cases] of Object.entries(SOCKET_TABLE)) {
        for (const testCase of cases) {
          for (const role of ROLES) {
            const socket = await connect(app.url, tokenOf(world, role));
            sockets.push(socket);
            const ack = (await socket
              .timeout(3_000)
              .emitWithAck(event, testCase.payload(world))) as { ok: boolean };
            const answer = ack.ok ? 'ok' : 'refused';
            if (answer !== testCase.expect[role])
              failures.push(
                `${event} [${testCase.name}] as ${role}: expected ${testCase.expect[role]}, got ${JSON.stringify(ack)}`,
              );
            socket.close();
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it.each(['private', 'inviteOnly'] as const)(
      "pushes a %s group's meetup's attendance to its members only",
      async (scope) => {
        const { meetupId } = world[scope];
        const watchers = await Promise.all(
          ROLES.map(async (role) => {
            const socket = await connect(app.url, tokenOf(world, role));
            sockets.push(socket);
            const pushes: unknown[] = [];
            socket.on(LIVE_EVENTS.attendance, (update: { meetupId: string }) => {
              if (update.meetupId === meetupId) pushes.push(update);
            });
            // Every socket asks; the table's test checks who is refused.
            await socket.emitWithAck(LIVE_EVENTS.watchMeetup, { meetupId });
            return { role, socket, pushes };
          }),
        );
        const rsvp = await app.http.post(
          `/api/meetups/${meetupId}/rsvp`,
          { status: 'going' },
          world.users.owner.token,
        );
        expect(rsvp.status, rsvp.text).toBe(200);
        const pushed = () => watchers.filter((w) => w.pushes.length > 0).map((w) => w.role);
        await expect.poll(pushed, { timeout: 3_000 }).toEqual(['member', 'organizer', 'owner']);
        // The push has gone out: one sent to an outsider would arrive before its fence.
        await Promise.all(watchers.map(({ socket }) => fence(socket)));
        expect(pushed()).toEqual(['member', 'organizer', 'owner']);
      },
    );
  });
});
