import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { allProjections } from '@packmeet/projections/projections';
import type { VerifyResponse } from '../../src/contracts/admin.js';
import { aRegistration } from '../support/accounts.js';
import { registerAdmin } from '../support/admin.js';
import { aGroup } from '../support/groups.js';
import { HttpClient } from '../support/http-client.js';
import { aMeetup } from '../support/meetups.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

/*
 * Issue 15: an acknowledged write survives a crash. The real server (as
 * `npm start` runs it) takes commands from several clients at once and is
 * killed with SIGKILL at random moments, then restarted on the same data
 * directory. Every write that was answered 2xx must be readable afterwards,
 * and the read models must equal a fresh fold of the log. The seed is
 * printed; CRASH_SEED=<n> repeats a run's choices (not its timing).
 */

const CLIENTS = 8;
const KILLS = 10;
/** How long the server serves before each kill: uniform in this range, from the seeded generator. */
const SERVE_MS = { min: 200, max: 2_500 };
/** Load after the last restart, folded live rather than at boot. */
const FINAL_LOAD_MS = 2_000;
/** Groups are few, so that members, meetups and RSVPs pile up on them. */
const MAX_GROUPS = 30;

/** mulberry32: small, seedable, good enough to choose actions and delays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Owner {
  token: string;
  userId: string;
  email: string;
  /** Groups whose membership was acknowledged (created or joined). */
  groups: Set<string>;
  /** Meetups whose RSVP was acknowledged. */
  rsvps: Set<string>;
}

/** What the server acknowledged with a 2xx, and so must keep whatever happens next. */
interface Acknowledged {
  owners: Owner[];
  groups: { id: string; ownerToken: string }[];
  joins: { groupId: string; userId: string }[];
  meetups: { id: string; groupId: string }[];
  rsvps: { meetupId: string; owner: Owner }[];
}

/** Snapshots written about every second of load, so that kills land before, during and after writes. */
const SNAPSHOT_OFTEN = { SNAPSHOT_EVERY_EVENTS: '50', SNAPSHOT_EVERY_SECONDS: '1' };

/** The fields of the boot's "read models caught up" log line. */
function caughtUpLine(output: string): { restoredFromSnapshots: number; eventsFolded: number } {
  const line = output
    .split('\n')
    .find((candidate) => candidate.includes('"msg":"read models caught up'));
  if (!line) throw new Error(`no "read models caught up" line in:\n${output.slice(-2_000)}`);
  return JSON.parse(line) as { restoredFromSnapshots: number; eventsFolded: number };
}

/** Snapshots a boot refused for another reason than a missing file: "<projection>: <reason>". */
function unusableSnapshots(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.includes('"msg":"snapshot of '))
    .map((line) => JSON.parse(line) as { projection: string; reason: string })
    .filter(({ reason }) => reason !== 'no file')
    .map(({ projection, reason }) => `${projection}: ${reason}`);
}

/** Polls until `done` holds; fails after a minute, naming nothing more than the wait. */
async function waitUntil(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('snapshot files were not all written within 60 s');
    await sleep(100);
  }
}

const userIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { userId: string })
    .userId;

describe('crash durability (issue 15)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-crash-'));
  const copyDir = mkdtempSync(join(tmpdir(), 'packmeet-crash-copy-'));
  let server: ServerProcess | null = null;
  let fresh: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await fresh?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(copyDir, { recursive: true, force: true });
    // A clean stop writes the snapshots first: slow on a loaded machine.
  }, 120_000);

  it(
    `keeps every acknowledged write through ${KILLS} SIGKILLs under concurrent load`,
    { timeout: 360_000 },
    async () => {
      const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
      console.log(`crash durability: seed ${seed} (CRASH_SEED=${seed} to repeat the choices)`);
      const started = performance.now();
      const acknowledged: Acknowledged = {
        owners: [],
        groups: [],
        joins: [],
        meetups: [],
        rsvps: [],
      };
      /** Answers other than 2xx: none is expected (a cut connection is no answer). */
      const refused: string[] = [];
      let unanswered = 0;

      server = await startServer({ dataDir, env: SNAPSHOT_OFTEN });
      /** The URL clients send to; null while the server is down. */
      let url: string | null = server.url;
      let loading = true;

      /** One request to whichever server is up; null when the connection was cut. */
      const send = async (method: 'POST' | 'PUT', path: string, body: unknown, token?: string) => {
        while (url === null) await sleep(10);
        try {
          const response = await new HttpClient(url).request(method, path, { body, token });
          if (response.status >= 300) {
            refused.push(`${method} ${path}: ${response.status} ${response.text}`);
            return null;
          }
          return response.body;
        } catch {
          unanswered += 1;
          return null;
        }
      };

      const client = async (index: number) => {
        const next = random(seed + index + 1);
        const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
        const mine: Owner[] = [];
        while (loading) {
          const roll = next();
          const owner = pick(mine);
          if (!owner || roll < 0.12) {
            const registration = aRegistration();
            const body = await send('POST', '/api/auth/register', registration);
            if (!body) continue;
            const token = body.token as string;
            const created: Owner = {
              token,
              userId: userIdOf(token),
              email: registration.email,
              groups: new Set(),
              rsvps: new Set(),
            };
            acknowledged.owners.push(created);
            mine.push(created);
          } else if (roll < 0.22 && acknowledged.groups.length < MAX_GROUPS) {
            const group = await send(
              'POST',
              '/api/groups',
              aGroup({ name: `Pack ${index}` }),
              owner.token,
            );
            if (!group) continue;
            acknowledged.groups.push({ id: group.id, ownerToken: owner.token });
            owner.groups.add(group.id);
          } else if (roll < 0.45) {
            const group = pick(acknowledged.groups.filter(({ id }) => !owner.groups.has(id)));
            if (!group) continue;
            if (!(await send('POST', `/api/groups/${group.id}/join`, undefined, owner.token)))
              continue;
            acknowledged.joins.push({ groupId: group.id, userId: owner.userId });
            owner.groups.add(group.id);
          } else if (roll < 0.6) {
            const groupId = pick([...owner.groups]);
            if (!groupId) continue;
            // 100 places means no limit: every RSVP is 'going', never queued.
            const meetup = await send(
              'POST',
              '/api/meetups',
              aMeetup(groupId, { title: `Walk ${index}`, maxAttendees: 100 }),
              owner.token,
            );
            if (!meetup) continue;
            acknowledged.meetups.push({ id: meetup.id, groupId });
          } else {
            const meetup = pick(
              acknowledged.meetups.filter(
                ({ id, groupId }) => owner.groups.has(groupId) && !owner.rsvps.has(id),
              ),
            );
            if (!meetup) continue;
            const path = `/api/meetups/${meetup.id}/rsvp`;
            if (!(await send('POST', path, { status: 'going' }, owner.token))) continue;
            acknowledged.rsvps.push({ meetupId: meetup.id, owner });
            owner.rsvps.add(meetup.id);
          }
        }
      };
      const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));

      const schedule = random(seed);
      const boots: number[] = [];
      /** What each restart's read models came from: snapshots, and how many events folded after. */
      const restarts: { restoredFromSnapshots: number; eventsFolded: number }[] = [];
      /** What each restarted server printed while it booted. */
      const outputs: string[] = [];
      for (let kill = 0; kill < KILLS; kill++) {
        await sleep(SERVE_MS.min + schedule() * (SERVE_MS.max - SERVE_MS.min));
        const exited = new Promise((resolve) => server!.process.once('exit', resolve));
        server.process.kill('SIGKILL');
        await exited;
        url = null;
        const booting = performance.now();
        server = await startServer({ dataDir, env: SNAPSHOT_OFTEN });
        boots.push(performance.now() - booting);
        restarts.push(caughtUpLine(server.output()));
        outputs.push(server.output());
        url = server.url;
      }
      await sleep(FINAL_LOAD_MS);
      loading = false;
      await Promise.all(clients);
      const loadSeconds = (performance.now() - started) / 1000;

      // Under load one round of snapshot writes (each projection in slices between
      // requests) can outlast every serving window above. Once the load stops, the
      // schedule finishes a round; a kill after it restores every read model from its
      // file and folds only the tail.
      const snapshotFile = (name: string) => join(dataDir, 'snapshots', `${name}.snap`);
      await waitUntil(() => allProjections.every(({ name }) => existsSync(snapshotFile(name))));
      const exited = new Promise((resolve) => server!.process.once('exit', resolve));
      server.process.kill('SIGKILL');
      await exited;
      server = await startServer({ dataDir, env: SNAPSHOT_OFTEN });
      const afterQuiet = caughtUpLine(server.output());

      // Every acknowledged write is there, read through the API of the last server.
      const http = new HttpClient(server.url);
      const lost: string[] = [];
      const check = async (
        what: string,
        path: string,
        token: string,
        ok: (body: any) => boolean,
      ) => {
        const response = await http.get(path, token);
        if (response.status !== 200 || !ok(response.body))
          lost.push(`${what}: ${response.status} ${response.text.slice(0, 200)}`);
      };
      for (const owner of acknowledged.owners)
        await check('user', '/api/profile', owner.token, (body) => body.email === owner.email);
      const firstToken = acknowledged.owners[0]!.token;
      for (const group of acknowledged.groups)
        await check('group', `/api/groups/${group.id}`, group.ownerToken, (b) => b.id === group.id);
      // Member lists page (ADR 033): every page of each group's list, read once.
      const membersOf = new Map<string, Set<string>>();
      for (const { groupId, userId } of acknowledged.joins) {
        if (!membersOf.has(groupId)) {
          const members = await http.all<{ userId: string }>(
            `/api/groups/${groupId}/members`,
            firstToken,
          );
          membersOf.set(groupId, new Set(members.map((member) => member.userId)));
        }
        if (!membersOf.get(groupId)!.has(userId)) lost.push(`join: ${userId} in ${groupId}`);
      }
      for (const meetup of acknowledged.meetups)
        await check('meetup', `/api/meetups/${meetup.id}`, firstToken, (b) => b.id === meetup.id);
      for (const rsvp of acknowledged.rsvps)
        await check(
          'rsvp',
          `/api/meetups/${rsvp.meetupId}/rsvp`,
          rsvp.owner.token,
          (body) => body.status === 'going',
        );
      const writes =
        acknowledged.owners.length +
        acknowledged.groups.length +
        acknowledged.joins.length +
        acknowledged.meetups.length +
        acknowledged.rsvps.length;
      console.log(
        `crash durability: ${KILLS} SIGKILLs in ${loadSeconds.toFixed(1)} s of load (${CLIENTS} clients; ` +
          `restarts took ${Math.min(...boots).toFixed(0)}-${Math.max(...boots).toFixed(0)} ms); ` +
          `${writes} acknowledged writes (${acknowledged.owners.length} sign-ups, ${acknowledged.groups.length} groups, ` +
          `${acknowledged.joins.length} joins, ${acknowledged.meetups.length} meetups, ${acknowledged.rsvps.length} RSVPs); ` +
          `${unanswered} requests cut by a kill, ${refused.length} refused; lost writes: ${lost.length}`,
      );
      const fromSnapshots = restarts.filter(
        ({ restoredFromSnapshots }) => restoredFromSnapshots === allProjections.length,
      );
      console.log(
        `crash durability: ${fromSnapshots.length} of ${KILLS} restarts under load restored every read model ` +
          `from snapshots, ${restarts.filter((r) => r.restoredFromSnapshots > 0).length} at least one; ` +
          `after the load, ${afterQuiet.restoredFromSnapshots} of ${allProjections.length} with ` +
          `${afterQuiet.eventsFolded} events folded after them`,
      );
      expect(lost).toEqual([]);
      expect(refused).toEqual([]);
      // Killed at random, mid-write or not, no restart met a torn or corrupt snapshot:
      // a file is either missing or whole (issue 33).
      expect(unusableSnapshots(server.output())).toEqual([]);
      for (const output of outputs) expect(unusableSnapshots(output)).toEqual([]);
      expect(afterQuiet.restoredFromSnapshots).toBe(allProjections.length);
      expect(writes).toBeGreaterThan(KILLS * 20);

      // The served read models equal a fresh fold of the log, document for document
      // (the server rebuilds every projection into scratch collections and compares).
      const admin = await registerAdmin(http, dataDir);
      const verify = await http.post<VerifyResponse>(
        '/api/admin/projections/verify',
        {},
        admin.token,
      );
      expect(verify.status, verify.text).toBe(200);
      expect(
        verify.body.projections.filter((projection) => projection.differenceCount > 0),
      ).toEqual([]);
      expect(verify.body.ok).toBe(true);

      // And another process folding a copy of the same log from scratch answers alike.
      const source = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
      await source.backup(join(copyDir, 'events.sqlite'));
      source.close();
      cpSync(join(dataDir, 'jwt-secret'), join(copyDir, 'jwt-secret'));
      // Members' keys live beside the log (ADR 016): a copy without them reads everyone as forgotten.
      const keys = new Database(join(dataDir, 'keys.sqlite'), { readonly: true });
      await keys.backup(join(copyDir, 'keys.sqlite'));
      keys.close();
      fresh = await startServer({ dataDir: copyDir });
      const other = new HttpClient(fresh.url);
      const paths: [string, string][] = [
        ...acknowledged.owners.map((o) => ['/api/profile', o.token] as [string, string]),
        ...acknowledged.owners
          .slice(0, 20)
          .map((o) => ['/api/groups', o.token] as [string, string]),
        ...acknowledged.groups.flatMap(({ id, ownerToken }) => [
          [`/api/groups/${id}`, ownerToken] as [string, string],
          [`/api/groups/${id}/members-with-details`, ownerToken] as [string, string],
        ]),
        ...acknowledged.meetups.flatMap(({ id }) => [
          [`/api/meetups/${id}`, firstToken] as [string, string],
          [`/api/meetups/${id}/attendees`, firstToken] as [string, string],
        ]),
      ];
      const differing: string[] = [];
      for (const [path, token] of paths) {
        const [served, folded] = await Promise.all([http.get(path, token), other.get(path, token)]);
        if (served.status !== 200 || served.text !== folded.text)
          differing.push(
            `${path}: ${served.status} ${served.text.slice(0, 200)} / ${folded.text.slice(0, 200)}`,
          );
      }
      console.log(
        `crash durability: verify ${verify.body.projections.map((p) => `${p.name} ${p.documents}`).join(', ')} documents, ` +
          `0 differences; ${paths.length} answers compared with a fresh server on a copy of the log: ${differing.length} differ; ` +
          `run time ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      expect(differing).toEqual([]);
    },
  );
});
