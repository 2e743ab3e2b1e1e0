import sharp from 'sharp';
import { nextPageOf } from '../src/contracts/paging.js';
import type { AlbumResponse } from '../src/contracts/photos.js';
import { PAGE_LIMIT_DEFAULT } from '../src/contracts/requests/paging.request.js';
import { THUMB_SIDE } from '../src/contracts/photos.js';
import { compare, throughput, type Target } from './http.bench.js';
import { addPhoto, noiseJpeg, upload, type PhotoWalk } from './life-photos.js';
import { call, format, type Row } from './support.js';

const ALBUM_PHOTOS = 200;
const TARGET_RATIO = 0.5;
/** Photos added at once while the album is filled. */
const ADDING_AT_ONCE = 5;

/**
 * Fills the meetup's album to 200 photos through the API (upload URL, PUT,
 * POST photos), by the people who went, small photos this time: what is
 * measured is the album's answer, not sharp.
 */
async function fillAlbum(base: string, walk: PhotoWalk, has: number): Promise<void> {
  const photo = await noiseJpeg(640, 480, 80);
  const missing = Array.from(
    { length: ALBUM_PHOTOS - has },
    (_, i) => walk.tokens[i % walk.tokens.length]!,
  );
  for (let at = 0; at < missing.length; at += ADDING_AT_ONCE) {
    await Promise.all(
      missing.slice(at, at + ADDING_AT_ONCE).map(async (token) => {
        await addPhoto(base, walk.meetupId, token, await upload(base, token, photo));
      }),
    );
  }
}

/**
 * The album's first page as `target` is answered it; throws unless it is a
 * page of the default size with a next page, thumbnails first.
 */
async function checkedAlbum(base: string, target: Target, signed: boolean) {
  const response = await fetch(target.url, { headers: target.headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${target.url}: ${response.status} ${text}`);
  const album = JSON.parse(text) as AlbumResponse;
  if (album.photos.length !== PAGE_LIMIT_DEFAULT)
    throw new Error(`the album answered ${album.photos.length} photos, not ${PAGE_LIMIT_DEFAULT}`);
  if (nextPageOf(response.headers.get('link')) === null)
    throw new Error(`the album of ${ALBUM_PHOTOS} photos announced no next page`);
  for (const photo of album.photos) {
    if (!/^\/api\/photos\/[^/]+\/thumb\.jpg/.test(photo.thumbURL))
      throw new Error(`not a thumbnail: ${photo.thumbURL}`);
    if (new URL(photo.thumbURL, base).searchParams.has('s') !== signed)
      throw new Error(`${photo.thumbURL} is ${signed ? 'not ' : ''}signed`);
  }
  // What the grid loads is a thumbnail: no side over THUMB_SIDE.
  const thumb = await fetch(new URL(album.photos[0]!.thumbURL, base), { headers: target.headers });
  const { width = 0, height = 0 } = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
  if (!thumb.ok || Math.max(width, height) > THUMB_SIDE)
    throw new Error(`the thumbnail answered ${thumb.status}, ${width} x ${height}`);
  return text.length;
}

/**
 * The album the event page loads, of 200 photos: GET /api/meetups/{id}/photos
 * (its first page, the default size; the rest come as people scroll)
 * against the canned 2 KB route of the same server (BENCH_ROUTES), 50
 * connections, alternating rounds (bench/http.bench.ts). First a public
 * group's, as a visitor sees it (plain photo paths), and a canned answer of
 * as many bytes; then the group turns private and a member's, each URL
 * signed for them, and a canned answer of its size.
 */
export async function albumPage(base: string, walk: PhotoWalk, has: number): Promise<Row[]> {
  await fillAlbum(base, walk, has);
  const canned = { url: `${base}/api/bench/canned` };
  const album = `${base}/api/meetups/${walk.meetupId}/photos`;
  const visitor = { url: album };
  const visitorBytes = await checkedAlbum(base, visitor, false);
  const open = await compare(canned, visitor);
  // What sending as many bytes costs with no work behind them: how far the album's size alone goes.
  const floor = await compare(canned, { url: `${base}/api/bench/canned-bytes/${visitorBytes}` });
  await call(base, 'PATCH', `/api/groups/${walk.groupId}`, walk.organizer, { kind: 'private' });
  const member = { url: album, headers: { authorization: `Bearer ${walk.tokens[0]!}` } };
  const memberBytes = await checkedAlbum(base, member, true);
  const closed = await compare(canned, member);
  const signedFloor = await compare(canned, {
    url: `${base}/api/bench/canned-bytes/${memberBytes}`,
  });
  const row = (name: string, run: typeof open): Row => ({
    name,
    baseline: `${throughput(run.baseline)} (canned 2 KB, same server)`,
    measured: throughput(run.ours),
    ratio: run.ratio,
    target: `>= ${TARGET_RATIO}`,
    pass: run.ratio >= TARGET_RATIO,
  });
  return [
    row(
      `GET /api/meetups/{id}/photos, first page (${PAGE_LIMIT_DEFAULT}) of ${ALBUM_PHOTOS} photos, a public group's, a visitor (${format(visitorBytes)} bytes), 50 connections, median of 5 alternating rounds`,
      open,
    ),
    {
      ...row(`A canned answer of the same ${format(visitorBytes)} bytes`, floor),
      target: 'informational (the bytes alone)',
      pass: true,
    },
    row(
      `The same album once its group is private, a member (every URL signed; ${format(memberBytes)} bytes)`,
      closed,
    ),
    {
      ...row(`A canned answer of the same ${format(memberBytes)} bytes`, signedFloor),
      target: 'informational (the bytes alone)',
      pass: true,
    },
  ];
}
