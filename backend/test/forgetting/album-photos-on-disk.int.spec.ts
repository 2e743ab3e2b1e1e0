import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AlbumResponse } from '../../src/contracts/photos.js';
import { registerUser } from '../support/accounts.js';
import { registerAdmin } from '../support/admin.js';
import { listing, scanDirectory, type Needle } from '../support/disk-scan.js';
import { addDog } from '../support/dogs.js';
import { forgetCli } from '../support/forget-cli.js';
import { createGroup, joinGroup, userIdOf } from '../support/groups.js';
import { HttpClient } from '../support/http-client.js';
import { noisyPng } from '../support/images.js';
import { scheduleMeetup } from '../support/meetups.js';
import { putFile, requestUpload } from '../support/objects.js';
import { startServer, type ServerProcess } from '../support/server-process.js';

/*
 * ADR 035: deleting an account deletes the member's album photos, both sizes,
 * whichever way they are forgotten (their own deletion, the administrator's
 * route, `npm run forget` beside the running server). Checked on the files:
 * every byte under DATA_DIR (logs, read models, WAL and journals, objects) is
 * searched for pieces of the uploaded image and of each stored size.
 */

const HOUR = 3600_000;

interface AlbumPhoto {
  id: string;
  files: string[];
  needles: Needle[];
}

/** 64 bytes from the middle of an image: noise, found nowhere but in that image's copies. */
function needle(label: string, body: Buffer): Needle {
  const middle = Math.floor(body.length / 2);
  return { label, bytes: body.subarray(middle, middle + 64) };
}

describe('a forgotten member’s album photos leave DATA_DIR (ADR 035)', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (!server) return;
    if (server.process.exitCode === null && server.process.signalCode === null) await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('deletes both sizes of their photos on deletion, on the admin route and with npm run forget, and keeps everyone else’s', async () => {
    server = await startServer({ clock: { offsetMs: 0 } });
    const { dataDir, clock } = server;
    const http = new HttpClient(server.url);
    const organizer = await registerUser(http);
    const group = await createGroup(http, organizer.token, { name: 'Album Walkers' });
    const meetup = await scheduleMeetup(http, organizer.token, group.id, {
      date: new Date(clock!.now() + 30 * 60_000).toISOString(),
    });
    const people = await Promise.all(
      ['Deleted', 'Admin', 'Cli', 'Stays'].map(async (tag) => {
        const member = await registerUser(http, { firstName: `Albumia${tag}` });
        await joinGroup(http, member.token, group.id);
        const dog = await addDog(http, member.token, { name: `Shutterbug${tag}` });
        const going = await http.post(
          `/api/meetups/${meetup.id}/rsvp`,
          { status: 'going', dogIds: [dog.id] },
          member.token,
        );
        expect(going.status, going.text).toBe(200);
        return { ...member, userId: await userIdOf(http, member.token) };
      }),
    );
    const admin = await registerAdmin(http, dataDir);
    // The meetup started an hour ago: those who were going may add photos.
    await clock!.set(Date.now() + HOUR);

    const addPhoto = async (token: string): Promise<AlbumPhoto> => {
      const original = await noisyPng();
      const { uploadURL } = await requestUpload(http, token);
      const put = await putFile(http, uploadURL, original, 'image/png');
      expect(put.status).toBe(200);
      const added = await http.post<AlbumResponse>(
        `/api/meetups/${meetup.id}/photos`,
        { objectURL: uploadURL },
        token,
      );
      expect(added.status, added.text).toBe(201);
      const id = added.body.photos.at(-1)!.id;
      const files = ['thumb', 'full'].map((size) =>
        join(dataDir, 'objects', 'album', id, `${size}.jpg`),
      );
      return {
        id,
        files,
        needles: [
          needle(`uploaded image ${id}`, original),
          ...files.map((file) => needle(`stored ${file}`, readFileSync(file))),
        ],
      };
    };
    const photos: AlbumPhoto[][] = [];
    for (const person of people)
      photos.push([await addPhoto(person.token), await addPhoto(person.token)]);
    const [deleted, forgotten, cli, stays] = photos;
    const gone = [...deleted!, ...forgotten!, ...cli!];
    // The needles are good: before anything is forgotten, each stored size is found.
    const before = scanDirectory(
      dataDir,
      gone.flatMap((photo) => photo.needles),
    );
    for (const file of gone.flatMap((photo) => photo.files))
      expect(before.found.some((hit) => hit.startsWith(`stored ${file}`))).toBe(true);

    const [deletedMember, forgottenMember, cliMember] = people;
    const deletion = await http.request('DELETE', '/api/users/me', {
      body: { password: deletedMember!.password },
      token: deletedMember!.token,
    });
    expect(deletion.status, deletion.text).toBe(204);
    const forgetting = await http.post(
      `/api/admin/members/${forgottenMember!.userId}/forget`,
      undefined,
      admin.token,
    );
    expect(forgetting.status, forgetting.text).toBe(204);
    const run = await forgetCli(dataDir, cliMember!.userId);
    expect(run.code, run.output).toBe(0);

    const expectGone = (moment: string) => {
      for (const file of gone.flatMap((photo) => photo.files))
        expect(existsSync(file), `${moment}: ${file}`).toBe(false);
      const report = scanDirectory(
        dataDir,
        gone.flatMap((photo) => photo.needles),
      );
      expect(report.found, `${moment}:\n${listing(dataDir)}`).toEqual([]);
      console.log(
        `${moment}: ${report.files.length} files, ${report.bytes} bytes scanned for ${gone.length * 3} images' pieces; none found`,
      );
    };
    expectGone('server running');
    for (const photo of gone)
      expect((await http.get(`/api/photos/${photo.id}/full.jpg`)).status).toBe(404);
    // Everyone else's photos stay, files and all.
    for (const photo of stays!) {
      for (const file of photo.files) expect(existsSync(file), file).toBe(true);
      expect((await http.get(`/api/photos/${photo.id}/full.jpg`)).status).toBe(200);
    }

    // A clean stop checkpoints the SQLite files: nothing of theirs comes back into them.
    const stopped = new Promise((done) => server!.process.once('exit', done));
    server.process.kill('SIGTERM');
    await stopped;
    expectGone('after a clean stop');
  }, 120_000);
});
