import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DOGS,
  GROUP_MEMBERS,
  POSTS,
  RSVPS,
  USERS,
  type DogDocument,
  type GroupMemberDocument,
  type PostDocument,
  type RsvpDocument,
  type UserDocument,
} from '../src/contracts/read-models.js';
import { deepEqual } from '@packmeet/projections/runner/blue-green-replay';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PersonalDataEventStore } from '../src/event-store/personal-data/personal-data.event-store.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import type { ProjectionsOverviewResponse } from '../src/contracts/admin.js';
import { registerUser, aRegistration } from './support/accounts.js';
import { registerAdmin } from './support/admin.js';
import { aDog } from './support/dogs.js';
import { aGroup, createGroup, joinGroup } from './support/groups.js';
import { aMeetup, scheduleMeetup } from './support/meetups.js';
import { dumpReadModels, freshFold, seedLog, waitForReplays } from './support/replays.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/*
 * Operators replay projections on a live server: owners keep signing up,
 * adding dogs, joining groups and answering meetups while every read model is
 * rebuilt next to the one serving. These tests hold the replay to what
 * docs/operations.md (Replaying projections) promises: no read fails, no
 * command fails, no event is lost at the switch, and the result is exactly a
 * fresh fold of the log, the same every time.
 */

/** Sign-ups and profile edits before the server starts: enough that a replay of everything lasts seconds. */
const SEEDED_EVENTS = 120_000;
/** One command every 20 ms: about 50 a second, whatever the server's pace (open loop). */
const COMMAND_EVERY_MS = 20;
/** Readers looping on GET requests for the whole replay. */
const READERS = 3;
/**
 * The hand-over from catching up to following the log, and the switch
 * itself, last a millisecond or two: at 50 commands/s few events land in
 * them. From this share of the rebuild on, a few members also post back to
 * back (closed loop), so events keep arriving through both; every post is a
 * document of its own, so one event lost there shows (a profile edit would
 * hide behind the next one).
 */
const SWITCH_PRESSURE_FROM = 0.85;
const SWITCH_PRESSURE_WORKERS = 6;
/** Events per page of the replay's paced reader (backend/src/operations/projections/paced-events.ts). */
const PACED_PAGE = 250;

interface Command {
  name: string;
  sentAt: number;
  /** Whether a replay was rebuilding or switching when it was sent (per the last overview). */
  duringReplay: boolean;
  answeredAt?: number;
  status?: number;
  failure?: string;
}

/** A group and the meetup owners of the load join and answer. */
interface Venue {
  groupId: string;
  meetupId: string;
}

/** An owner of the load and what their commands did (each field set once its command succeeded). */
interface Persona {
  email: string;
  userId: string;
  groupId: string;
  bio: string | null;
  dogId?: string;
  joined?: boolean;
  postId?: string;
  meetupId?: string;
}

type Dump = Record<string, unknown[]>;
const documentsOf = (dump: Dump, collection: string) =>
  (dump[collection] ?? []) as { _id: unknown }[];

/** The first few documents two dumps disagree on: a readable failure before the full comparison. */
function differences(served: Dump, expected: Dump, limit = 5) {
  const found: { collection: string; _id: unknown; served: unknown; expected: unknown }[] = [];
  for (const collection of new Set([...Object.keys(served), ...Object.keys(expected)])) {
    const byId = new Map(
      documentsOf(served, collection).map((document) => [document._id, document]),
    );
    for (const document of documentsOf(expected, collection)) {
      const other = byId.get(document._id);
      byId.delete(document._id);
      if (!deepEqual(other, document))
        found.push({ collection, _id: document._id, served: other ?? null, expected: document });
    }
    for (const [_id, document] of byId)
      found.push({ collection, _id, served: document, expected: null });
  }
  return found.slice(0, limit);
}

describe('projection replays under write load', () => {
  let app: TestApp;
  let dataDir: string;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let reader: Awaited<ReturnType<typeof registerUser>> & { id: string };
  let base: Venue;
  let posters: (Awaited<ReturnType<typeof registerUser>> & { id: string })[];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'packmeet-replay-load-'));
    await seedLog(dataDir, SEEDED_EVENTS);
    app = await startTestApp({ dataDir });
    admin = await registerAdmin(app.http, app.engines.eventStore);
    const organizer = await registerUser(app.http);
    const profile = await app.http.get('/api/profile', organizer.token);
    reader = { ...organizer, id: profile.body.id };
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    base = { groupId: group.id, meetupId: meetup.id };
    posters = [];
    for (let i = 0; i < SWITCH_PRESSURE_WORKERS; i++) {
      const poster = await registerUser(app.http);
      const { body } = await app.http.get('/api/profile', poster.token);
      await joinGroup(app.http, poster.token, group.id);
      posters.push({ ...poster, id: body.id });
    }
  });
  // Closing waits for a replay still running and its snapshot writes.
  afterAll(async () => {
    await app?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 240_000);

  const overview = async () => {
    const response = await app.http.get<ProjectionsOverviewResponse>(
      '/api/admin/projections',
      admin.token,
    );
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const replaying = (body: ProjectionsOverviewResponse) =>
    body.projections.some(
      ({ replay }) => replay?.state === 'rebuilding' || replay?.state === 'switching',
    );

  // Generous timeouts: the replay takes seconds here, over a minute on a slow
  // machine, and more while other test files share its two cores.
  it(
    'replays every projection while ~50 commands/s and steady reads go on: nothing fails, nothing is lost',
    { timeout: 300_000 },
    async () => {
      const commands: Command[] = [];
      const reads: { path: string; status: number; problem: string | null }[] = [];
      const personas: Persona[] = [];
      const venues: Venue[] = [base];
      let replayRunning = false;

      /**
       * Sends one command and records it. It failed unless it answered
       * `expected` with a body that passes `check`: every answer is read from
       * the read models once the command's events are applied, so a wrong one
       * means a stale or broken read model (read-your-writes).
       */
      const send = async (
        name: string,
        expected: number,
        request: () => Promise<{ status: number; body: any; text: string }>,
        check: (body: any) => string | null,
      ): Promise<any> => {
        const command: Command = { name, sentAt: Date.now(), duringReplay: replayRunning };
        commands.push(command);
        try {
          const response = await request();
          command.answeredAt = Date.now();
          command.status = response.status;
          command.failure =
            response.status !== expected
              ? `${name}: ${response.status} ${response.text}`
              : (check(response.body) ?? undefined);
          return command.failure ? null : response.body;
        } catch (error) {
          command.failure = `${name}: ${String(error)}`;
          return null;
        }
      };
      /** Reads and checks one answer; a wrong answer counts as a failed read. */
      const read = async (path: string, token: string, check: (body: any) => string | null) => {
        const response = await app.http.get(path, token).catch((error: unknown) => ({
          status: 0,
          body: null,
          text: String(error),
        }));
        let problem: string | null;
        try {
          problem =
            response.status === 200 ? check(response.body) : `${response.status} ${response.text}`;
        } catch (error) {
          problem = `${path}: ${String(error)} in ${response.text}`;
        }
        reads.push({ path, status: response.status, problem });
        return response;
      };

      /*
       * One owner's first minutes, one command per step: sign up, add a dog,
       * join a group, post there, RSVP with the dog, write a bio; every fourth
       * also starts a group and schedules its first meetup, which later owners
       * join and answer. Each command's answer is read from the read models
       * after its events are applied, so it also proves read-your-writes.
       */
      function* persona(index: number): Generator<() => Promise<boolean>> {
        const registration = aRegistration({ city: index % 2 ? 'Austin' : 'Portland' });
        const state = registration.city === 'Austin' ? 'TX' : 'OR';
        const venue = venues[index % venues.length]!;
        let token = '';
        let me: Persona | undefined;
        yield async () => {
          const body = await send(
            'register',
            201,
            () => app.http.post('/api/auth/register', { ...registration, state }),
            (body) => (typeof body.token === 'string' ? null : 'no token'),
          );
          if (!body) return false;
          token = body.token;
          // Straight after signing up, the profile is there (a read, counted as one).
          const profile = await read('/api/profile', token, (body) =>
            body.email === registration.email ? null : `profile of ${body.email}`,
          );
          if (profile.status !== 200) return false;
          me = {
            email: registration.email,
            userId: profile.body.id,
            groupId: venue.groupId,
            bio: null,
          };
          personas.push(me);
          return true;
        };
        yield async () => {
          const dog = await send(
            'add dog',
            201,
            () => app.http.post('/api/dogs', aDog({ name: `Dog ${index}` }), token),
            (dog) => (dog.name === `Dog ${index}` ? null : `dog ${dog.name}`),
          );
          me!.dogId = dog?.id;
          return dog !== null;
        };
        yield async () => {
          const joined = await send(
            'join group',
            200,
            () => app.http.post(`/api/groups/${venue.groupId}/join`, undefined, token),
            () => null,
          );
          me!.joined = joined !== null;
          return me!.joined;
        };
        yield async () => {
          const post = await send(
            'post',
            201,
            () =>
              app.http.post(
                `/api/groups/${venue.groupId}/posts`,
                { content: `Hello from owner ${index}` },
                token,
              ),
            (post) => (post.content === `Hello from owner ${index}` ? null : 'not my post'),
          );
          me!.postId = post?.id;
          return post !== null;
        };
        yield async () => {
          const answer = await send(
            'rsvp',
            200,
            () =>
              app.http.post(`/api/meetups/${venue.meetupId}/rsvp`, { dogIds: [me!.dogId] }, token),
            ({ rsvp }) =>
              ['going', 'waitlisted'].includes(rsvp.status) && rsvp.dogIds[0] === me!.dogId
                ? null
                : `rsvp answered ${JSON.stringify(rsvp)}`,
          );
          if (answer) me!.meetupId = venue.meetupId;
          return answer !== null;
        };
        yield async () => {
          const bio = `Owner ${index}, out most mornings.`;
          const profile = await send(
            'update profile',
            200,
            () => app.http.put('/api/profile', { bio }, token),
            (profile) => (profile.bio === bio ? null : `bio ${profile.bio}`),
          );
          if (profile) me!.bio = bio;
          return profile !== null;
        };
        if (index % 4 === 0) {
          let groupId = '';
          yield async () => {
            const group = await send(
              'create group',
              201,
              () =>
                app.http.post(
                  '/api/groups',
                  aGroup({ name: `Pack ${index}`, city: registration.city, state }),
                  token,
                ),
              (group) => (group.name === `Pack ${index}` ? null : `group ${group.name}`),
            );
            groupId = group?.id;
            return group !== null;
          };
          yield async () => {
            const meetup = await send(
              'schedule meetup',
              201,
              () =>
                app.http.post(
                  '/api/meetups',
                  aMeetup(groupId, { title: `Walk ${index}`, maxAttendees: 50 }),
                  token,
                ),
              (meetup) => (meetup.title === `Walk ${index}` ? null : `meetup ${meetup.title}`),
            );
            if (meetup) venues.push({ groupId, meetupId: meetup.id });
            return meetup !== null;
          };
        }
      }

      /** Closing stretch: each poster posts back to back until the load stops. */
      let loading = true;
      const notes: { id: string; authorId: string; content: string }[] = [];
      let pressure: Promise<void>[] | null = null;
      const pressOn = () =>
        posters.map(async (poster) => {
          for (let note = 1; loading; note++) {
            const content = `Note ${note} from ${poster.username}`;
            const post = await send(
              'post (switch)',
              201,
              () => app.http.post(`/api/groups/${base.groupId}/posts`, { content }, poster.token),
              (post) => (post.content === content ? null : `post ${post.content}`),
            );
            if (!post) return;
            notes.push({ id: post.id, authorId: poster.id, content });
          }
        });

      // The load: one command per tick from whichever owner is ready, a new
      // owner when none is; commands answer in their own time (open loop).
      const ready: Generator<() => Promise<boolean>>[] = [];
      const inFlight = new Set<Promise<void>>();
      let owners = 0;
      let launched = 0;
      let loadStarted = 0;
      const launch = (): void => {
        const next = ready.shift() ?? persona(owners++);
        const step = next.next();
        if (step.done) return launch();
        launched += 1;
        const running = step
          .value()
          // A failed step is recorded; that owner stops there.
          .then((ok) => {
            if (ok) ready.push(next);
          })
          .finally(() => inFlight.delete(running));
        inFlight.add(running);
      };
      // Timers fire late on a busy event loop: each tick catches up to the rate.
      const tick = () => {
        const due = Math.floor((performance.now() - loadStarted) / COMMAND_EVERY_MS);
        while (launched < due) launch();
      };

      // Readers: the busiest reads of the product, each answer checked.
      let reading = true;
      const readers = Array.from({ length: READERS }, async () => {
        while (reading) {
          await read('/api/profile', reader.token, (body) =>
            body.id === reader.id ? null : `profile ${body.id}`,
          );
          await read('/api/groups', reader.token, (body) =>
            body.userGroups.some((group: { id: string }) => group.id === base.groupId)
              ? null
              : 'the organizer lost their group',
          );
          await read(`/api/meetups/${base.meetupId}`, reader.token, (body) =>
            body.id === base.meetupId ? null : `meetup ${body.id}`,
          );
          await read(`/api/groups/${base.groupId}`, reader.token, (body) =>
            body.id === base.groupId ? null : `group ${body.id}`,
          );
        }
      });

      const head = async () => (await app.engines.eventStore.headPosition()).toString();
      const opened = app.engines.eventStore;
      const log = opened instanceof PersonalDataEventStore ? opened.inner : opened;
      if (!(log instanceof SqliteEventStore)) throw new Error('the embedded server logs to SQLite');
      const pages = vi.spyOn(log, 'readPage');
      let pacedPages: number;
      const replayStarted = performance.now();
      const start = await app.http.post(
        '/api/admin/projections/replay-all',
        undefined,
        admin.token,
      );
      expect(start.status, start.text).toBe(202);
      replayRunning = true;
      loadStarted = performance.now();
      const ticker = setInterval(tick, COMMAND_EVERY_MS);
      const phases = new Set<string>();
      let last: ProjectionsOverviewResponse | undefined;
      try {
        for (;;) {
          last = await overview();
          for (const { replay } of last.projections) if (replay) phases.add(replay.state);
          replayRunning = replaying(last);
          const progress = last.projections[0]!.replay!;
          if (!pressure && progress.processed >= SWITCH_PRESSURE_FROM * progress.total) {
            pressure = pressOn();
          }
          if (!replayRunning) break;
          if (performance.now() - replayStarted > 90_000) throw new Error('replay still running');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        const replayMs = performance.now() - replayStarted;
        // A little more load after the switch, then let every command answer.
        await new Promise((resolve) => setTimeout(resolve, 300));
        clearInterval(ticker);
        loading = false;
        await Promise.all(pressure ?? []);
        while (inFlight.size > 0) await Promise.all(inFlight);
        reading = false;
        await Promise.all(readers);
        pacedPages = pages.mock.calls.filter(([, limit]) => limit === PACED_PAGE).length;
        pages.mockRestore();
        const loadSeconds = (performance.now() - loadStarted) / 1000;
        const finishedAt = Date.parse(last?.projections[0]?.replay?.finishedAt ?? '') || Infinity;
        const acrossTheEnd = commands.filter(
          (command) => command.sentAt <= finishedAt && (command.answeredAt ?? 0) >= finishedAt - 50,
        ).length;
        const steady = commands.filter((c) => !c.name.endsWith('(switch)'));
        console.log(
          `replay under load: ${SEEDED_EVENTS} seeded events; replay-all took ${(replayMs / 1000).toFixed(1)} s ` +
            `(phases seen: ${[...phases].join(', ')}); ${steady.length} steady commands in ${loadSeconds.toFixed(1)} s ` +
            `(${(steady.length / loadSeconds).toFixed(0)}/s, ${steady.filter((c) => c.duringReplay).length} sent while replaying) ` +
            `plus ${commands.length - steady.length} back-to-back posts from ${SWITCH_PRESSURE_FROM * 100}% of the rebuild on; ` +
            `${acrossTheEnd} commands in flight within 50 ms of the switch, ${commands.filter((c) => c.failure).length} failed; ` +
            `${reads.length} reads (${reads.filter((r) => r.problem).length} failed); ` +
            `${personas.length} owners, ${venues.length} meetups; ${pacedPages} paced pages read`,
        );
      }

      // Zero failed reads, zero failed commands.
      expect(reads.filter((entry) => entry.problem)).toEqual([]);
      expect(commands.filter((command) => command.failure).map((c) => c.failure)).toEqual([]);
      // The load overlapped the replay: this is not a replay of an idle server.
      expect(
        commands.filter((command) => command.duringReplay && !command.name.endsWith('(switch)'))
          .length,
      ).toBeGreaterThanOrEqual(50);
      expect(reads.length).toBeGreaterThanOrEqual(100);
      // The rebuild read the log in the paced reader's small pages, giving the
      // event loop back between them (the adapter's own subscription reads
      // 2,000 events at a time and holds every request behind each page).
      expect(pacedPages).toBeGreaterThanOrEqual(SEEDED_EVENTS / PACED_PAGE);
      // The closing stretch happened: every poster got posts in up to the switch.
      expect(new Set(notes.map((note) => note.authorId)).size).toBe(SWITCH_PRESSURE_WORKERS);

      // The replay ended done; every projection is live at the head of the log.
      const after = await overview();
      expect(after.headPosition).toBe(await head());
      for (const projection of after.projections) {
        expect(projection.replay, projection.name).toMatchObject({
          state: 'done',
          startedAt: start.body.startedAt,
          error: null,
        });
        expect(projection).toMatchObject({
          state: 'live',
          lastError: null,
          checkpoint: after.headPosition,
          lag: 0,
        });
      }

      // The read models are exactly a fresh fold of the whole log...
      const { documentStore, eventStore, projections } = app.engines;
      const served = await dumpReadModels(documentStore, projections);
      const fresh = await freshFold(eventStore, projections);
      expect(differences(served, fresh)).toEqual([]);
      expect(served).toStrictEqual(fresh);

      // ...and every owner's every command is in them, wherever it fell around the switch.
      expect(personas.length).toBeGreaterThan(0);
      const users = documentStore.collection<UserDocument>(USERS);
      const dogs = documentStore.collection<DogDocument>(DOGS);
      const members = documentStore.collection<GroupMemberDocument>(GROUP_MEMBERS);
      const posts = documentStore.collection<PostDocument>(POSTS);
      const rsvps = documentStore.collection<RsvpDocument>(RSVPS);
      for (const owner of personas) {
        expect(await users.findOne({ _id: owner.userId })).toMatchObject({
          email: owner.email,
          bio: owner.bio,
        });
        if (owner.dogId) {
          expect(await dogs.findOne({ _id: owner.dogId })).toMatchObject({ ownerId: owner.userId });
        }
        if (owner.joined) {
          expect(await members.findOne({ _id: `${owner.groupId}:${owner.userId}` })).toMatchObject({
            role: 'member',
          });
        }
        if (owner.postId) {
          expect(await posts.findOne({ _id: owner.postId })).toMatchObject({
            groupId: owner.groupId,
            authorId: owner.userId,
          });
        }
        if (owner.meetupId) {
          expect(await rsvps.findOne({ _id: `${owner.meetupId}:${owner.userId}` })).toMatchObject({
            dogIds: [owner.dogId],
            status: expect.stringMatching(/^(going|waitlisted)$/),
          });
        }
      }
      for (const note of notes) {
        expect(await posts.findOne({ _id: note.id })).toMatchObject({
          authorId: note.authorId,
          content: note.content,
        });
      }
      for (const venue of venues.slice(1)) {
        const meetup = await app.http.get(`/api/meetups/${venue.meetupId}`, reader.token);
        expect(meetup.status).toBe(200);
      }
    },
  );

  it(
    'two consecutive replays of every projection produce identical read models',
    { timeout: 300_000 },
    async () => {
      const { documentStore, projections } = app.engines;
      const replayAll = async () => {
        const started = await app.http.post(
          '/api/admin/projections/replay-all',
          undefined,
          admin.token,
        );
        expect(started.status, started.text).toBe(202);
        const after = await waitForReplays(app.http, admin.token, 240_000);
        for (const projection of after.projections) {
          expect(projection.replay).toMatchObject({
            state: 'done',
            startedAt: started.body.startedAt,
          });
        }
        return dumpReadModels(documentStore, projections);
      };
      const first = await replayAll();
      const second = await replayAll();
      expect(
        Object.values(first).reduce((sum, documents) => sum + documents.length, 0),
      ).toBeGreaterThan(SEEDED_EVENTS / 10);
      expect(differences(second, first)).toEqual([]);
      expect(second).toStrictEqual(first);
    },
  );
});
