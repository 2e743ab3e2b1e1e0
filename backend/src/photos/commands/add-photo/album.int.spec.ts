import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { registerAdmin } from '../../../../test/support/admin.js';
import { addDog } from '../../../../test/support/dogs.js';
import {
  changeGroupKind,
  createGroup,
  joinGroup,
  userIdOf,
} from '../../../../test/support/groups.js';
import { jpegWithGps } from '../../../../test/support/images.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { putFile, requestUpload } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import type { AlbumResponse } from '../../../contracts/photos.js';

const HOUR = 60 * 60_000;

/** Albums over HTTP, with real JPEG bytes, read back from object storage. */
describe('meetup photo albums', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  /** A group (of `kind`), a meetup starting in 30 minutes, a member going with a dog, and an outsider. */
  async function aMeetupThatStarted(kind: 'public' | 'private' = 'public') {
    const organizer = await registerUser(app.http);
    const group = await createGroup(app.http, organizer.token);
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id, {
      date: new Date(Date.now() + 30 * 60_000).toISOString(),
    });
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, group.id);
    const dog = await addDog(app.http, member.token, { name: 'Juniper' });
    const rsvp = await app.http.post(
      `/api/meetups/${meetup.id}/rsvp`,
      { dogIds: [dog.id] },
      member.token,
    );
    expect(rsvp.status, rsvp.text).toBe(200);
    const other = await registerUser(app.http);
    await joinGroup(app.http, other.token, group.id);
    if (kind === 'private') await changeGroupKind(app.http, organizer.token, group.id, 'private');
    const stranger = await registerUser(app.http);
    // The meetup starts on the server's clock: an hour on, for the rest of the test.
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + HOUR),
    );
    return { organizer, group, meetup, member, dog, other, stranger };
  }

  async function addPhoto(meetupId: string, token: string, body: Buffer) {
    const { uploadURL } = await requestUpload(app.http, token);
    const put = await putFile(app.http, uploadURL, body, 'image/jpeg');
    expect(put.status).toBe(200);
    return app.http.post<AlbumResponse>(
      `/api/meetups/${meetupId}/photos`,
      { objectURL: uploadURL },
      token,
    );
  }

  const bytes = async (url: string, token?: string) => {
    const response = await fetch(app.http.baseUrl + url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('someone who went adds a photo: two sizes, upright, without EXIF or GPS, in the album', async () => {
    const { meetup, member, other } = await aMeetupThatStarted();
    const original = await jpegWithGps();
    const added = await addPhoto(meetup.id, member.token, original);
    expect(added.status, added.text).toBe(201);
    expect(added.body.photos).toHaveLength(1);
    const [photo] = added.body.photos;
    expect(photo).toMatchObject({ width: 683, height: 2048, cover: false, canDelete: true });
    expect(photo!.thumbURL).toBe(`/api/photos/${photo!.id}/thumb.jpg`);

    // The stored files themselves: no EXIF, no GPS, no camera name.
    for (const size of ['thumb', 'full']) {
      const stored = await app.engines.objectStorage.get(`album/${photo!.id}/${size}.jpg`);
      expect(stored, size).not.toBeNull();
      const meta = await sharp(stored!.body).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(stored!.body.includes(Buffer.from('Exif'))).toBe(false);
      expect(stored!.body.includes(Buffer.from('PackMeet Test Camera'))).toBe(false);
    }
    const thumb = await bytes(photo!.thumbURL);
    expect(thumb.status).toBe(200);
    const thumbMeta = await sharp(thumb.body).metadata();
    expect([thumbMeta.width, thumbMeta.height]).toEqual([160, 480]);

    // Anyone sees a public meetup's album; another member sees it without delete rights.
    const visitor = await app.http.get<AlbumResponse>(`/api/meetups/${meetup.id}/photos`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.photos.map((p) => p.id)).toEqual([photo!.id]);
    expect(visitor.body.canAdd).toBe(false);
    const asOther = await app.http.get<AlbumResponse>(
      `/api/meetups/${meetup.id}/photos`,
      other.token,
    );
    expect(asOther.body.photos[0]!.canDelete).toBe(false);
  });

  it('refuses a member who did not go, and anything before the start', async () => {
    const { meetup, member, other } = await aMeetupThatStarted();
    const notThere = await addPhoto(meetup.id, other.token, await jpegWithGps());
    expect(notThere.status).toBe(403);
    expect((notThere.body as unknown as { code: string }).code).toBe('PHOTOS.ATTENDEES_ONLY');
    vi.restoreAllMocks();
    const early = await addPhoto(meetup.id, member.token, await jpegWithGps());
    expect(early.status).toBe(409);
    expect((early.body as unknown as { code: string }).code).toBe('PHOTOS.NOT_STARTED');
  });

  it("a private group's photos: members through signed URLs; visitors, strangers and bad signatures get 404", async () => {
    const { meetup, group, member, other, stranger } = await aMeetupThatStarted('private');
    const added = await addPhoto(meetup.id, member.token, await jpegWithGps());
    expect(added.status, added.text).toBe(201);
    const [photo] = added.body.photos;
    expect(photo!.fullURL).toMatch(/\?e=\d+&s=[\w-]{22}$/);

    expect((await bytes(photo!.fullURL)).status).toBe(200);
    const plain = photo!.fullURL.split('?')[0]!;
    expect((await bytes(plain)).status).toBe(404);
    expect((await bytes(plain, stranger.token)).status).toBe(404);
    expect((await bytes(plain, other.token)).status).toBe(200);
    const tampered = photo!.fullURL.replace(/&s=./, (s) =>
      s.endsWith('0') ? `${s.slice(0, -1)}1` : `${s.slice(0, -1)}0`,
    );
    expect((await bytes(tampered)).status).toBe(404);
    const otherSize = photo!.fullURL.replace('/full.jpg', '/thumb.jpg');
    expect((await bytes(otherSize)).status).toBe(404);

    for (const token of [undefined, stranger.token]) {
      expect((await app.http.get(`/api/meetups/${meetup.id}/photos`, token)).status).toBe(404);
      expect((await app.http.get(`/api/groups/${group.id}/photos`, token)).status).not.toBe(200);
    }
    const groupPage = await app.http.get<{ photos: { id: string }[] }>(
      `/api/groups/${group.id}/photos`,
      other.token,
    );
    expect(groupPage.body.photos.map((p) => p.id)).toEqual([photo!.id]);
  });

  it('tags a dog that came; its owner untags it and turns tagging off', async () => {
    const { meetup, member, dog, organizer } = await aMeetupThatStarted();
    const ownerId = await userIdOf(app.http, member.token);
    const checkIn = await app.http.post(
      `/api/meetups/${meetup.id}/check-in`,
      { userId: ownerId },
      organizer.token,
    );
    expect(checkIn.status, checkIn.text).toBe(200);
    const photographer = member;
    const [photo] = (await addPhoto(meetup.id, photographer.token, await jpegWithGps())).body
      .photos;
    const tagged = await app.http.post<AlbumResponse>(
      `/api/meetups/${meetup.id}/photos/${photo!.id}/tags`,
      { dogId: dog.id },
      member.token,
    );
    expect(tagged.status, tagged.text).toBe(200);
    expect(tagged.body.photos[0]!.tags).toEqual([{ dogId: dog.id, dogName: 'Juniper', ownerId }]);

    const untagged = await app.http.delete<AlbumResponse>(
      `/api/meetups/${meetup.id}/photos/${photo!.id}/tags/${dog.id}`,
      member.token,
    );
    expect(untagged.status, untagged.text).toBe(200);
    expect(untagged.body.photos[0]!.tags).toEqual([]);

    const off = await app.http.put('/api/profile/dog-tagging', { allowed: false }, member.token);
    expect(off.body).toEqual({ allowed: false });
    const byOrganizer = await app.http.post(
      `/api/meetups/${meetup.id}/photos/${photo!.id}/tags`,
      { dogId: dog.id },
      organizer.token,
    );
    expect(byOrganizer.status).toBe(403);
  });

  it('the uploader deletes, and the files go; others may not; organizers choose a cover', async () => {
    const { meetup, member, other, organizer } = await aMeetupThatStarted();
    const [photo] = (await addPhoto(meetup.id, member.token, await jpegWithGps())).body.photos;
    const byOther = await app.http.delete(
      `/api/meetups/${meetup.id}/photos/${photo!.id}`,
      other.token,
    );
    expect(byOther.status).toBe(403);
    const cover = await app.http.put<AlbumResponse>(
      `/api/meetups/${meetup.id}/cover-photo`,
      { photoId: photo!.id },
      organizer.token,
    );
    expect(cover.status, cover.text).toBe(200);
    expect(cover.body.photos[0]!.cover).toBe(true);
    // The share card shows the cover beside its words: another picture than without it.
    const card = async () => (await bytes(`/og/event/${meetup.id}.png`)).body;
    const withCover = await card();
    expect(withCover.subarray(1, 4).toString()).toBe('PNG');
    const deleted = await app.http.delete<AlbumResponse>(
      `/api/meetups/${meetup.id}/photos/${photo!.id}`,
      member.token,
    );
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.photos).toEqual([]);
    expect(await app.engines.objectStorage.get(`album/${photo!.id}/full.jpg`)).toBeNull();
    expect((await card()).equals(withCover)).toBe(false);
    expect((await bytes(photo!.fullURL)).status).toBe(404);
  });

  it('an organizer hides a photo: gone from the album and its URL', async () => {
    const { meetup, member, organizer } = await aMeetupThatStarted();
    const [photo] = (await addPhoto(meetup.id, member.token, await jpegWithGps())).body.photos;
    const hidden = await app.http.post<AlbumResponse>(
      `/api/meetups/${meetup.id}/photos/${photo!.id}/hide`,
      { reason: 'A child’s face' },
      organizer.token,
    );
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.body.photos).toEqual([]);
    expect((await bytes(photo!.thumbURL)).status).toBe(404);
  });

  it('deleting an account deletes their photos and their files', async () => {
    const { meetup, member } = await aMeetupThatStarted();
    const [photo] = (await addPhoto(meetup.id, member.token, await jpegWithGps())).body.photos;
    const deleted = await app.http.request('DELETE', '/api/users/me', {
      body: { password: member.password },
      token: member.token,
    });
    expect(deleted.status, deleted.text).toBe(204);
    for (const size of ['thumb', 'full'])
      expect(await app.engines.objectStorage.get(`album/${photo!.id}/${size}.jpg`)).toBeNull();
    const album = await app.http.get<AlbumResponse>(`/api/meetups/${meetup.id}/photos`);
    expect(album.body.photos).toEqual([]);
    expect((await bytes(photo!.thumbURL)).status).toBe(404);
  });

  it('a reported photo goes to the moderation queue; hiding it there takes it off the album', async () => {
    const { meetup, member, other, stranger } = await aMeetupThatStarted();
    const [photo] = (await addPhoto(meetup.id, member.token, await jpegWithGps())).body.photos;
    const target = { kind: 'photo', id: photo!.id, meetupId: meetup.id };
    const noMeetup = await app.http.post(
      '/api/reports',
      { target: { kind: 'photo', id: photo!.id }, reason: 'inappropriate' },
      other.token,
    );
    expect(noMeetup.status).toBe(400);
    const report = await app.http.post<{ id: string }>(
      '/api/reports',
      { target, reason: 'inappropriate' },
      other.token,
    );
    expect(report.status, report.text).toBe(201);
    const admin = await registerAdmin(app.http, app.engines.eventStore);
    const queue = await app.http.get<{ id: string; target: unknown }[]>(
      '/api/admin/moderation/reports',
      admin.token,
    );
    expect(queue.status, queue.text).toBe(200);
    expect(queue.body.find((r) => r.id === report.body.id)).toMatchObject({ target });
    const hidden = await app.http.post(
      `/api/admin/moderation/reports/${report.body.id}/hide`,
      { reason: 'Not a dog in sight' },
      admin.token,
    );
    expect(hidden.status, hidden.text).toBeLessThan(300);
    const album = await app.http.get<AlbumResponse>(
      `/api/meetups/${meetup.id}/photos`,
      stranger.token,
    );
    expect(album.body.photos).toEqual([]);
    expect((await bytes(photo!.fullURL)).status).toBe(404);
  });
});
