import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { registerAdmin } from '../support/admin.js';
import { addDog } from '../support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../support/groups.js';
import { HttpClient } from '../support/http-client.js';
import { noisyPng } from '../support/images.js';
import { scheduleMeetup } from '../support/meetups.js';
import { uploadPhoto } from '../support/objects.js';
import { startServer, type ServerProcess } from '../support/server-process.js';
import { forgetCli } from '../support/forget-cli.js';
import {
  filesUnder,
  keyNeedles,
  listing,
  scanDirectory,
  textNeedles,
  type Needle,
} from '../support/disk-scan.js';

/*
 * Issue 30: forgetting is checked on the files, not through the API. A
 * member with everything a member can leave behind (profile, photos, a dog
 * with its photo, group membership, an RSVP, a comment) is deleted (by
 * themselves, or forgotten by an administrator), then every byte of every
 * file under DATA_DIR is searched for their key, email, username, names, dog
 * name and photo bytes: while the server runs, after a clean stop, and after
 * a kill -9 right after the deletion was answered. Sealed events may stay;
 * the key that opens them may not.
 */

interface Traces {
  userId: string;
  password: string;
  token: string;
  needles: Needle[];
}

/** The member's key, read from the key store's file (reading only; the test writes no row). */
function keyOf(dataDir: string, userId: string): Buffer {
  const db = new Database(join(dataDir, 'keys.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT key FROM member_keys WHERE subject_id = ?').get(userId) as
      { key: Buffer | null } | undefined;
    if (!row?.key) throw new Error(`no key for ${userId} in keys.sqlite`);
    return Buffer.from(row.key);
  } finally {
    db.close();
  }
}

/** Object files (not their type sidecars) that were not there before. */
function newObjectFiles(dataDir: string, before: ReadonlySet<string>): string[] {
  const objects = join(dataDir, 'objects');
  if (!existsSync(join(objects, 'photos'))) return [];
  // Photos only: upload receipts are empty files named by their upload's id.
  return filesUnder(join(objects, 'photos')).filter(
    (file) => !before.has(file) && !file.endsWith('.meta.json'),
  );
}

/** 64 bytes from the middle of a photo: noise, found nowhere but in that photo's copies. */
function photoNeedle(label: string, body: Buffer): Needle {
  const middle = Math.floor(body.length / 2);
  return { label, bytes: body.subarray(middle, middle + 64) };
}

/**
 * Signs a member up through HTTP and has them leave every kind of personal
 * trace, then reads their key from the key store's file.
 */
async function aMemberWithTraces(
  http: HttpClient,
  dataDir: string,
  place: { groupId: string; meetupId: string; postId: string },
  tag: string,
): Promise<Traces> {
  const unique = randomUUID().slice(0, 8);
  const names = {
    firstName: `Zebulonia${tag}`,
    lastName: `Quaxworthy${tag}`,
    username: `zquax_${tag.toLowerCase()}_${unique}`,
    email: `zebulonia.${tag.toLowerCase()}.${unique}@example.com`,
  };
  const member = await registerUser(http, names);
  const userId = await userIdOf(http, member.token);
  const photosDir = join(dataDir, 'objects', 'photos');
  const before = new Set(existsSync(photosDir) ? filesUnder(photosDir) : []);

  const dogPhoto = await noisyPng();
  const profilePhoto = await noisyPng();
  const dogPicture = await uploadPhoto(http, member.token, dogPhoto, 'image/png');
  const dogName = `Wigglesworth${tag}`;
  const dog = await addDog(http, member.token, {
    name: dogName,
    description: `Gentle giant of Ruston ${tag}`,
    profilePicture: dogPicture,
  });
  const picture = await uploadPhoto(http, member.token, profilePhoto, 'image/png');
  const profile = await http.put(
    '/api/profile',
    { profilePicture: picture, bio: `Bio of Zebulonia ${tag}` },
    member.token,
  );
  expect(profile.status, profile.text).toBe(200);
  await joinGroup(http, member.token, place.groupId);
  const rsvp = await http.post(
    `/api/meetups/${place.meetupId}/rsvp`,
    { status: 'going', dogIds: [dog.id] },
    member.token,
  );
  expect(rsvp.status, rsvp.text).toBe(200);
  const comment = await http.post(
    `/api/posts/${place.postId}/comments`,
    { content: `${dogName} says hi` },
    member.token,
  );
  expect(comment.status, comment.text).toBe(201);

  const photos = newObjectFiles(dataDir, before);
  expect(photos.length, listing(dataDir)).toBeGreaterThanOrEqual(2);
  return {
    userId,
    password: member.password,
    token: member.token,
    needles: [
      ...keyNeedles('key', keyOf(dataDir, userId)),
      ...textNeedles('email', names.email),
      ...textNeedles('username', names.username),
      ...textNeedles('first name', names.firstName),
      ...textNeedles('last name', names.lastName),
      ...textNeedles('dog name', dogName),
      photoNeedle('uploaded dog photo', dogPhoto),
      photoNeedle('uploaded profile photo', profilePhoto),
      ...photos.map((file) => photoNeedle(`stored photo ${file}`, readFileSync(file))),
    ],
  };
}

/** Scans and fails naming every hit; returns the figures for the log. */
function expectForgottenOnDisk(dataDir: string, traces: Traces, moment: string) {
  const report = scanDirectory(dataDir, traces.needles);
  expect(report.found, `${moment}:\n${listing(dataDir)}`).toEqual([]);
  console.log(
    `${moment}: ${report.files.length} files, ${report.bytes} bytes scanned for ${traces.needles.length} needles; none found`,
  );
  return report;
}

/** Stops a server unless it already exited (killed by the test), then removes its data directory. */
async function finish(server: ServerProcess | undefined) {
  if (!server) return;
  if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function aServerWithAPlace(dataDir?: string) {
  const server = await startServer(dataDir ? { dataDir } : {});
  const http = new HttpClient(server.url);
  const organizer = await registerUser(http, { firstName: 'Olive', lastName: 'Organizer' });
  const group = await createGroup(http, organizer.token, { name: 'Forgetting Walkers' });
  const meetup = await scheduleMeetup(http, organizer.token, group.id, { maxAttendees: 10 });
  const post = await http.post(
    `/api/groups/${group.id}/posts`,
    { content: 'Welcome, everyone!' },
    organizer.token,
  );
  expect(post.status, post.text).toBe(201);
  return {
    server,
    http,
    place: { groupId: group.id as string, meetupId: meetup.id as string, postId: post.body.id },
  };
}

describe(
  'a deleted account is gone from every file under DATA_DIR (issue 30)',
  { timeout: 120_000 },
  () => {
    let server: ServerProcess;
    let http: HttpClient;
    let traces: Traces;

    beforeAll(async () => {
      const started = await aServerWithAPlace();
      ({ server, http } = started);
      traces = await aMemberWithTraces(http, server.dataDir, started.place, 'Del');
      // The needles are good: before the deletion they are found.
      const before = scanDirectory(server.dataDir, traces.needles);
      // (Names and email are sealed in the log: they are never there in clear, even before.)
      for (const label of ['key', 'stored photo'])
        expect(
          before.found.some((hit) => hit.startsWith(label)),
          label,
        ).toBe(true);
      const deleted = await http.request('DELETE', '/api/users/me', {
        body: { password: traces.password },
        token: traces.token,
      });
      expect(deleted.status, deleted.text).toBe(204);
    });
    afterAll(() => finish(server));

    it('holds none of their key, identity, dog or photos while the server runs', () => {
      expectForgottenOnDisk(server.dataDir, traces, 'deleted, server running');
    });

    it('holds none of them after a clean stop either', async () => {
      const dataDir = server.dataDir;
      const stopped = new Promise((done) => server.process.once('exit', done));
      server.process.kill('SIGTERM');
      await stopped;
      expectForgottenOnDisk(dataDir, traces, 'deleted, after a clean stop');
    });
  },
);

describe('a member forgotten by an administrator is gone from every file, even after kill -9 (issue 30)', () => {
  let server: ServerProcess;
  let traces: Traces;
  let dataDir: string;

  afterAll(() => finish(server));

  it('holds none of their traces after kill -9 right after the forget, nor after the restart', async () => {
    const started = await aServerWithAPlace();
    server = started.server;
    dataDir = server.dataDir;
    const admin = await registerAdmin(started.http, dataDir);
    traces = await aMemberWithTraces(started.http, dataDir, started.place, 'Fgt');
    expect(scanDirectory(dataDir, traces.needles).found).not.toEqual([]);
    const forgotten = await started.http.post(
      `/api/admin/members/${traces.userId}/forget`,
      undefined,
      admin.token,
    );
    expect(forgotten.status, forgotten.text).toBe(204);
    const killed = new Promise((done) => server.process.once('exit', done));
    server.process.kill('SIGKILL');
    await killed;
    expectForgottenOnDisk(dataDir, traces, 'forgotten, after kill -9');

    // The restarted server opens the same files (recovering the WAL) and writes nothing of them back.
    server = await startServer({ dataDir });
    const http = new HttpClient(server.url);
    expect((await http.get(`/api/users/${traces.userId}`)).text).not.toContain('Zebulonia');
    expectForgottenOnDisk(dataDir, traces, 'forgotten, restarted after kill -9');
  }, 120_000);

  it('holds none of them after a deletion answered just before kill -9', async () => {
    await finish(server);
    const started = await aServerWithAPlace();
    server = started.server;
    dataDir = server.dataDir;
    const member = await aMemberWithTraces(started.http, dataDir, started.place, 'Kil');
    const deleted = await started.http.request('DELETE', '/api/users/me', {
      body: { password: member.password },
      token: member.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    const killed = new Promise((done) => server.process.once('exit', done));
    server.process.kill('SIGKILL');
    await killed;
    expectForgottenOnDisk(dataDir, member, 'deleted, after kill -9');
  }, 120_000);
});

describe('a member forgotten with npm run forget beside the running server is gone from every file (issue 30)', () => {
  let server: ServerProcess | undefined;
  afterAll(() => finish(server));

  it('holds none of their traces while the server runs and after a clean stop', async () => {
    const started = await aServerWithAPlace();
    server = started.server;
    const traces = await aMemberWithTraces(started.http, server.dataDir, started.place, 'Cli');
    const cli = await forgetCli(server.dataDir, traces.userId);
    expect(cli.code, cli.output).toBe(0);
    // The server reads the forgetting from the shared log: the member's token stops working.
    await expect
      .poll(async () => (await started.http.get('/api/profile', traces.token)).status, {
        timeout: 10_000,
      })
      .toBe(401);
    expectForgottenOnDisk(server.dataDir, traces, 'forgotten by the CLI, server running');
    const stopped = new Promise((done) => server!.process.once('exit', done));
    server.process.kill('SIGTERM');
    await stopped;
    expectForgottenOnDisk(server.dataDir, traces, 'forgotten by the CLI, after a clean stop');
  }, 120_000);
});
