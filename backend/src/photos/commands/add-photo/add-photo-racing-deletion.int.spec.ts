import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userStream } from '../../../accounts/index.js';
import type { AlbumResponse } from '../../../contracts/photos.js';
import { GetAccountFootprintHandler } from '../../../forget/queries/account-footprint/account-footprint.query-handler.js';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { ImageMaker } from '../../../objects/index.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { filesUnder } from '../../../../test/support/disk-scan.js';
import { addDog } from '../../../../test/support/dogs.js';
import { createGroup, joinGroup, userIdOf } from '../../../../test/support/groups.js';
import { jpegWithGps } from '../../../../test/support/images.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { putFile, requestUpload } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const HOUR = 60 * 60_000;

/** A point one side of a race waits at until the test lets it go; `reached` says it got there. */
function gate() {
  let open!: () => void;
  let arrived!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  return { open, reached, wait: () => (arrived(), opened) };
}

/*
 * An album photo being added while its uploader deletes their account: the
 * two are separate streams, so each interleaving is held open here at the
 * point that makes it (the real server, HTTP, files on disk; the hold wraps
 * the real part and changes nothing it answers). Whichever way it goes, no
 * file of theirs stays under DATA_DIR/objects/album and the album lists
 * none of their photos.
 */
describe('adding a photo while the account is deleted', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  /** Every hold is let go after each test, passed or failed, so nothing waits on at the end. */
  const holds: Array<() => void> = [];
  afterEach(() => {
    for (const open of holds.splice(0)) open();
    vi.restoreAllMocks();
  });

  const albumFiles = () => {
    const album = join(app.dataDir, 'objects', 'album');
    return existsSync(album) ? filesUnder(album) : [];
  };

  /** A member going to a meetup that started an hour ago, with an upload PUT and ready to add. */
  async function aMemberWithAnUpload() {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const dog = await addDog(app.http, member.token, { name: 'Racer' });
    const rsvp = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [dog.id] },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + HOUR),
    );
    const { uploadURL } = await requestUpload(app.http, member.token);
    expect((await putFile(app.http, uploadURL, await jpegWithGps(), 'image/jpeg')).status).toBe(
      200,
    );
    const userId = await userIdOf(app.http, member.token);
    const before = albumFiles();
    const add = () =>
      app.http.post<AlbumResponse>(
        `/api/meetups/${meetup.id}/photos`,
        { objectURL: uploadURL },
        member.token,
      );
    const deleteAccount = () =>
      app.http.request('DELETE', '/api/users/me', {
        body: { password: member.password },
        token: member.token,
      });
    /**
     * Nothing of theirs is left: no new file under album/, and no photo in the album once
     * the read models have the last event (a refused request does not wait for them).
     */
    const expectNothingLeft = async () => {
      expect(albumFiles()).toEqual(before);
      await vi.waitFor(async () => {
        const album = await app.http.get<AlbumResponse>(
          `/api/meetups/${meetup.id}/photos`,
          organizer.token,
        );
        expect(album.status, album.text).toBe(200);
        expect(album.body.photos).toEqual([]);
      });
    };
    return { userId, before, add, deleteAccount, expectNothingLeft };
  }

  it('deleted while its sizes are made: the album refuses it and its sizes are deleted', async () => {
    const { before, add, deleteAccount, expectNothingLeft } = await aMemberWithAnUpload();
    const images = app.app.get(ImageMaker, { strict: false });
    const make = images.albumSizesStored.bind(images);
    const held = gate();
    holds.push(held.open);
    // Held once the image process has written both sizes: they must go with the refusal.
    vi.spyOn(images, 'albumSizesStored').mockImplementation(async (...args) => {
      const sizes = await make(...args);
      await held.wait();
      return sizes;
    });
    const adding = add();
    await held.reached;
    expect(albumFiles()).not.toEqual(before);
    expect((await deleteAccount()).status).toBe(204);
    held.open();
    const added = await adding;
    expect(added.status, added.text).toBe(403);
    expect(added.text).toContain('PHOTOS.ACCOUNT_DELETED');
    await expectNothingLeft();
  });

  it('added after the deletion read what the read models knew: the deletion finds it in the log', async () => {
    const { before, add, deleteAccount, expectNothingLeft } = await aMemberWithAnUpload();
    const footprints = app.app.get(GetAccountFootprintHandler, { strict: false });
    const read = footprints.execute.bind(footprints);
    const held = gate();
    holds.push(held.open);
    vi.spyOn(footprints, 'execute').mockImplementation(async (...args) => {
      const footprint = await read(...args);
      await held.wait();
      return footprint;
    });
    const deleting = deleteAccount();
    await held.reached;
    const added = await add();
    expect(added.status, added.text).toBe(201);
    // Its sizes are stored, after what the deletion read.
    expect(albumFiles()).not.toEqual(before);
    held.open();
    expect((await deleting).status).toBe(204);
    await expectNothingLeft();
  });

  it('recorded after the deletion though its last look saw the account: it is withdrawn, files and all', async () => {
    const { userId, add, deleteAccount, expectNothingLeft } = await aMemberWithAnUpload();
    const aggregates = app.app.get<Aggregates>(AGGREGATES);
    const load = aggregates.load.bind(aggregates);
    const held = gate();
    holds.push(held.open);
    let looks = 0;
    // The handler looks at the account before the sizes, in the decision, and after the append:
    // the decision's look is held with what it saw, while the deletion runs to its end.
    vi.spyOn(aggregates, 'load').mockImplementation(async (stream, folding) => {
      const state = await load(stream, folding);
      if (stream === userStream(userId) && ++looks === 2) await held.wait();
      return state;
    });
    const adding = add();
    await held.reached;
    expect((await deleteAccount()).status).toBe(204);
    held.open();
    const added = await adding;
    expect(added.status, added.text).toBe(403);
    expect(added.text).toContain('PHOTOS.ACCOUNT_DELETED');
    await expectNothingLeft();
  });
});
