import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AlbumPhoto, AlbumResponse } from '../../../contracts/photos.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { registerUser } from '../../../../test/support/accounts.js';
import { changeGroupKind, createGroup, joinGroup } from '../../../../test/support/groups.js';
import { png } from '../../../../test/support/images.js';
import { scheduleMeetup } from '../../../../test/support/meetups.js';
import { putFile, requestUpload } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const HOUR = 60 * 60_000;

/** `path?e=<expires>&s=<signature>` taken apart, and put back together with changes. */
const partsOf = (url: string) => {
  const parsed = new URL(url, 'http://x');
  return {
    path: parsed.pathname,
    e: parsed.searchParams.get('e')!,
    s: parsed.searchParams.get('s')!,
  };
};
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The character with its lowest bit flipped: in a tag's last character, one of the 4 spare bits. */
const spareBitFlipped = (c: string) => BASE64URL[BASE64URL.indexOf(c) ^ 1]!;
const urlOf = ({ path, e, s }: { path: string; e: string; s: string }) => `${path}?e=${e}&s=${s}`;

/**
 * A private group's photo URLs (photo-url-signer.ts, ADR 042): 128 bits of
 * HMAC-SHA256 in base64url. Whatever is not the URL as the album signed it,
 * until it expires, is a 404 over HTTP, as for a photo that never was.
 */
describe('GET /api/photos/{id}/{file} with a signed URL', () => {
  let app: TestApp;
  let clockOffset = HOUR;
  let first: AlbumPhoto;
  let second: AlbumPhoto;

  const status = async (url: string) => (await fetch(app.http.baseUrl + url)).status;

  beforeAll(async () => {
    app = await startTestApp();
    const organizer = await registerUser(app.http);
    const groupId = (await createGroup(app.http, organizer.token)).id;
    const meetupId = (
      await scheduleMeetup(app.http, organizer.token, groupId, {
        date: new Date(Date.now() + 30 * 60_000).toISOString(),
      })
    ).id;
    const member = await registerUser(app.http);
    await joinGroup(app.http, member.token, groupId);
    const rsvp = await app.http.post(`/api/meetups/${meetupId}/rsvp`, {}, member.token);
    expect(rsvp.status, rsvp.text).toBe(200);
    await changeGroupKind(app.http, organizer.token, groupId, 'private');
    // The meetup starts on the server's clock.
    vi.spyOn(app.app.get<Clock>(CLOCK), 'now').mockImplementation(
      () => new Date(Date.now() + clockOffset),
    );
    let album: AlbumResponse | undefined;
    for (let i = 0; i < 2; i += 1) {
      const { uploadURL } = await requestUpload(app.http, member.token);
      expect((await putFile(app.http, uploadURL, await png(), 'image/png')).status).toBe(200);
      const added = await app.http.post<AlbumResponse>(
        `/api/meetups/${meetupId}/photos`,
        { objectURL: uploadURL },
        member.token,
      );
      expect(added.status, added.text).toBe(201);
      album = added.body;
    }
    [first, second] = album!.photos as [AlbumPhoto, AlbumPhoto];
  });
  afterAll(() => app.close());

  it('serves the URL as signed: 22 base64url characters, the expiry in unix seconds', async () => {
    expect(first.thumbURL).toMatch(/^\/api\/photos\/[^/?]+\/thumb\.jpg\?e=\d{10}&s=[\w-]{22}$/);
    expect(await status(first.thumbURL)).toBe(200);
    expect(await status(first.fullURL)).toBe(200);
  });

  it('refuses a forged, truncated or altered signature', async () => {
    const url = partsOf(first.thumbURL);
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const refused = [
      'A'.repeat(22),
      url.s.slice(0, 21),
      url.s.slice(0, 16),
      `${url.s}A`,
      `${flip(url.s[0]!)}${url.s.slice(1)}`,
      // The same 16 bytes once decoded, spelled otherwise.
      `${url.s.slice(0, 21)}${spareBitFlipped(url.s[21]!)}`,
      '',
    ];
    for (const s of refused) expect(await status(urlOf({ ...url, s })), s).toBe(404);
  });

  it("refuses another photo's or another size's signature, and an altered expiry", async () => {
    const url = partsOf(first.thumbURL);
    expect(await status(urlOf({ ...url, s: partsOf(second.thumbURL).s }))).toBe(404);
    expect(await status(urlOf({ ...url, s: partsOf(first.fullURL).s }))).toBe(404);
    expect(await status(urlOf({ ...url, e: String(Number(url.e) + 3600) }))).toBe(404);
  });

  it('refuses the former format, a 64-hex-digit signature under `expires` and `signature`', async () => {
    const { path, e } = partsOf(first.thumbURL);
    const key = createHmac('sha256', app.config.jwt.secret).update('album-photos').digest();
    const hex = createHmac('sha256', key).update(`${first.id}/thumb\n${e}`).digest('hex');
    expect(await status(`${path}?expires=${e}&signature=${hex}`)).toBe(404);
  });

  it('refuses a URL once it has expired', async () => {
    const url = first.thumbURL;
    const expiresAt = Number(partsOf(url).e) * 1000;
    clockOffset = expiresAt - Date.now() - 1000;
    expect(await status(url)).toBe(200);
    clockOffset = expiresAt - Date.now() + 1000;
    expect(await status(url)).toBe(404);
    clockOffset = HOUR;
  });
});
