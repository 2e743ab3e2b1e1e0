import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AlbumResponse } from '../../../contracts/photos.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { changeGroupKind, createGroup, joinGroup } from '../../../../test/support/groups.js';
import { png } from '../../../../test/support/images.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { putFile, requestUpload } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const HOUR = 60 * 60_000;

/**
 * The album is kept in order per meetup with the answers handed out
 * (album-pages.cache.ts): what others change reaches the next reader, each
 * viewer's rights stay theirs, and a private album is signed anew each hour.
 */
describe('GET /api/meetups/{id}/photos, kept between requests', () => {
  let app: TestApp;
  let meetupId: string;
  let groupId: string;
  let clockOffset = HOUR;
  let organizer: Awaited<ReturnType<typeof registerUser>>;
  let uploader: Awaited<ReturnType<typeof registerUser>>;
  let member: Awaited<ReturnType<typeof registerUser>>;

  const album = async (token?: string) => {
    const response = await app.http.get<AlbumResponse>(`/api/meetups/${meetupId}/photos`, token);
    expect(response.status, response.text).toBe(200);
    return response.body;
  };

  const addPhoto = async () => {
    const { uploadURL } = await requestUpload(app.http, uploader.token);
    expect((await putFile(app.http, uploadURL, await png(), 'image/png')).status).toBe(200);
    const added = await app.http.post<AlbumResponse>(
      `/api/meetups/${meetupId}/photos`,
      { objectURL: uploadURL },
      uploader.token,
    );
    expect(added.status, added.text).toBe(201);
    return added.body;
  };

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http);
    groupId = (await createGroup(app.http, organizer.token)).id;
    meetupId = (
      await scheduleMeetup(app.http, organizer.token, groupId, {
        date: new Date(Date.now() + 30 * 60_000).toISOString(),
      })
    ).id;
    uploader = await registerUser(app.http);
    member = await registerUser(app.http);
    await joinGroup(app.http, uploader.token, groupId);
    await joinGroup(app.http, member.token, groupId);
    const rsvp = await app.http.post(`/api/meetups/${meetupId}/rsvp`, {}, uploader.token);
    expect(rsvp.status, rsvp.text).toBe(200);
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + clockOffset),
    );
    for (let i = 0; i < 3; i += 1) await addPhoto();
  });
  afterAll(() => app.close());

  it('shows a visitor what others added, renamed, hid and deleted since the last read', async () => {
    expect((await album()).photos).toHaveLength(3);
    await addPhoto();
    const four = (await album()).photos;
    expect(four).toHaveLength(4);
    const [first, second] = four;

    const renamed = await app.http.put('/api/profile', { firstName: 'Renamed' }, uploader.token);
    expect(renamed.status, renamed.text).toBe(200);
    expect((await album()).photos[0]!.uploader.displayName).toMatch(/^Renamed/);

    const hidden = await app.http.post(
      `/api/meetups/${meetupId}/photos/${first!.id}/hide`,
      { reason: 'Not from this walk' },
      organizer.token,
    );
    expect(hidden.status, hidden.text).toBe(200);
    const deleted = await app.http.delete(
      `/api/meetups/${meetupId}/photos/${second!.id}`,
      uploader.token,
    );
    expect(deleted.status, deleted.text).toBe(200);
    const left = (await album()).photos.map((photo) => photo.id);
    expect(left).toHaveLength(2);
    expect(left).not.toContain(first!.id);
    expect(left).not.toContain(second!.id);
  });

  it("answers each viewer with their own rights, and signs a private album's URLs anew each hour", async () => {
    const visitor = await album();
    expect(visitor.photos.every((photo) => !photo.canDelete)).toBe(true);
    expect(visitor.canAdd).toBe(false);
    expect((await album(organizer.token)).photos.every((photo) => photo.canDelete)).toBe(true);
    const theirs = await album(uploader.token);
    expect(theirs.photos.every((photo) => photo.canDelete)).toBe(true);
    expect(theirs.canAdd).toBe(true);
    const others = await album(member.token);
    expect(others.photos.every((photo) => !photo.canDelete)).toBe(true);
    expect(others.canAdd).toBe(false);
    expect(visitor.photos[0]!.thumbURL).not.toContain('?');

    await changeGroupKind(app.http, organizer.token, groupId, 'private');
    expect((await app.http.get(`/api/meetups/${meetupId}/photos`)).status).toBe(404);
    const stranger = await registerUser(app.http);
    expect((await app.http.get(`/api/meetups/${meetupId}/photos`, stranger.token)).status).toBe(
      404,
    );
    const expiresOf = (body: AlbumResponse) =>
      Number(new URL(body.photos[0]!.thumbURL, 'http://x').searchParams.get('e'));
    const signed = await album(member.token);
    expect(signed.photos[0]!.thumbURL).toMatch(/\?e=\d+&s=[\w-]{22}$/);
    clockOffset += HOUR;
    const later = await album(member.token);
    expect(expiresOf(later)).toBe(expiresOf(signed) + HOUR / 1000);
    const thumb = await app.http.get(later.photos[0]!.thumbURL);
    expect(thumb.status).toBe(200);
  });
});
