import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextPageOf } from '../../../contracts/paging.js';
import type { AlbumPhoto, AlbumResponse, GroupPhotosResponse } from '../../../contracts/photos.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { changeGroupKind, createGroup, joinGroup } from '../../../../test/support/groups.js';
import { png } from '../../../../test/support/images.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { putFile, requestUpload } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const HOUR = 60 * 60_000;
const PHOTOS = 5;

/** The album and the group's photos a page at a time (docs/api.md, "Paging"). */
describe('GET /api/meetups/{id}/photos and /api/groups/{id}/photos, paged', () => {
  let app: TestApp;
  let meetupId: string;
  let groupId: string;
  let organizer: Awaited<ReturnType<typeof registerUser>>;
  let member: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    app = await startTestApp();
    organizer = await registerUser(app.http);
    groupId = (await createGroup(app.http, organizer.token)).id;
    meetupId = (
      await scheduleMeetup(app.http, organizer.token, groupId, {
        date: new Date(Date.now() + 30 * 60_000).toISOString(),
      })
    ).id;
    member = await registerUser(app.http);
    await joinGroup(app.http, member.token, groupId);
    const rsvp = await app.http.post(`/api/meetups/${meetupId}/rsvp`, {}, member.token);
    expect(rsvp.status, rsvp.text).toBe(200);
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + HOUR),
    );
    for (let i = 0; i < PHOTOS; i += 1) {
      const { uploadURL } = await requestUpload(app.http, member.token);
      expect((await putFile(app.http, uploadURL, await png(), 'image/png')).status).toBe(200);
      const added = await app.http.post(
        `/api/meetups/${meetupId}/photos`,
        { objectURL: uploadURL },
        member.token,
      );
      expect(added.status, added.text).toBe(201);
    }
  });
  afterAll(() => app.close());

  async function walk(first: string, token?: string) {
    const seen: AlbumPhoto[] = [];
    let url: string | null = first;
    while (url !== null) {
      const response = await app.http.get<AlbumResponse | GroupPhotosResponse>(url, token);
      expect(response.status, response.text).toBe(200);
      expect(response.body.photos.length).toBeLessThanOrEqual(2);
      seen.push(...response.body.photos);
      url = nextPageOf(response.headers.get('link'));
    }
    return seen;
  }

  it('pages the album oldest first and the group photos newest first, the same photos as one page', async () => {
    const whole = await app.http.get<AlbumResponse>(`/api/meetups/${meetupId}/photos`);
    expect(whole.status).toBe(200);
    expect(whole.body.photos).toHaveLength(PHOTOS);
    expect(whole.headers.get('link')).toBeNull();
    const ids = whole.body.photos.map((photo) => photo.id);
    const paged = await walk(`/api/meetups/${meetupId}/photos?limit=2`);
    expect(paged.map((photo) => photo.id)).toEqual(ids);

    const group = await app.http.get<GroupPhotosResponse>(`/api/groups/${groupId}/photos`);
    expect(group.body.photos.map((photo) => photo.id)).toEqual([...ids].reverse());
    const groupPaged = await walk(`/api/groups/${groupId}/photos?limit=2`);
    expect(groupPaged.map((photo) => photo.id)).toEqual([...ids].reverse());
  });

  it('keeps every page of a private album to members, whatever the cursor, and refuses bad cursors', async () => {
    const first = await app.http.get<AlbumResponse>(
      `/api/meetups/${meetupId}/photos?limit=1`,
      member.token,
    );
    const next = nextPageOf(first.headers.get('link'))!;
    expect(next).toContain('cursor=');
    const bad = await app.http.get(`/api/meetups/${meetupId}/photos?cursor=not-json`);
    expect(bad.status).toBe(400);
    expect((bad.body as { code: string }).code).toBe('PAGING.BAD_CURSOR');

    await changeGroupKind(app.http, organizer.token, groupId, 'private');
    const stranger = await registerUser(app.http);
    expect((await app.http.get(next)).status).toBe(404);
    expect((await app.http.get(next, stranger.token)).status).toBe(404);
    const groupNext = `/api/groups/${groupId}/photos?limit=1&cursor=${new URL(next, 'http://x').searchParams.get('cursor')}`;
    expect([403, 404]).toContain((await app.http.get(groupNext, stranger.token)).status);
    const signed = await walk(`/api/meetups/${meetupId}/photos?limit=2`, member.token);
    expect(signed).toHaveLength(PHOTOS);
    for (const photo of signed) expect(photo.thumbURL).toMatch(/\?e=\d+&s=[\w-]{22}$/);
  });
});
