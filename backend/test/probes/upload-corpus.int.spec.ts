import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../support/accounts.js';
import { download, putFile, requestUpload, userIdOf } from '../support/objects.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { hostileFiles, type HostileFile } from './support/hostile-files.js';

/*
 * Every hostile file goes through the real flow (POST /api/objects/upload,
 * PUT uploadURL, PUT /api/objects/finalize) and must be judged right:
 * refused at the expected step with the expected status and nothing stored,
 * or accepted and re-encoded, with no script, archive or GPS position left in
 * the bytes served.
 */

let app: TestApp;
let token: string;
let files: HostileFile[];

beforeAll(async () => {
  app = await startTestApp({
    // The corpus is one user's burst of uploads: the quota is not what is probed here.
    env: {
      UPLOAD_MAX_PENDING: '1000',
      UPLOAD_MAX_PER_HOUR: '100000',
      UPLOAD_MAX_MB_PER_HOUR: '1000000',
    },
  });
  token = (await registerUser(app.http)).token;
  files = await hostileFiles();
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const storedKeys = async (prefix: string) =>
  (await app.engines.objectStorage.list(prefix)).map((object) => object.key).sort();
/** Every key in the store: photos, raw uploads and their receipts. */
const everything = async () => [
  ...(await storedKeys('photos/')),
  ...(await storedKeys('uploads/')),
];

/** Byte strings that must never reach a served photo. */
const SMUGGLED = [
  '<script',
  '<html',
  'alert(',
  'PK\x03\x04',
  'PK\x05\x06',
  'Main-Class',
  'Exif\0\0',
  'GPS',
];

async function judge(file: HostileFile): Promise<string> {
  const photosBefore = await storedKeys('photos/');
  const { uploadURL, key } = await requestUpload(app.http, token);
  const put = await putFile(app.http, uploadURL, file.bytes, file.contentType);
  const putText = await put.text();
  const { expect: verdict } = file;

  if ('refusedAt' in verdict && verdict.refusedAt === 'put') {
    expect(put.status, putText).toBe(verdict.status);
    expect(JSON.parse(putText).message).toMatch(verdict.message);
    expect(await app.engines.objectStorage.stat(key), 'raw upload stored').toBeNull();
    expect(await storedKeys('photos/')).toEqual(photosBefore);
    return `refused at PUT: ${put.status}`;
  }
  expect(put.status, putText).toBe(200);
  const finalized = await app.http.put('/api/objects/finalize', { objectURL: uploadURL }, token);
  // Whatever the verdict, the raw upload is gone once finalize has judged it.
  expect(await app.engines.objectStorage.stat(key), 'raw upload left behind').toBeNull();

  if ('refusedAt' in verdict) {
    expect(finalized.status, finalized.text).toBe(verdict.status);
    expect(finalized.body.message).toMatch(verdict.message);
    expect(await storedKeys('photos/')).toEqual(photosBefore);
    return `refused at finalize: ${finalized.status} ${finalized.body.code}`;
  }

  expect(finalized.status, finalized.text).toBe(200);
  const { objectPath } = finalized.body as { objectPath: string };
  const extension = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' }[verdict.accepted];
  expect(objectPath).toMatch(new RegExp(`^/objects/photos/[0-9a-f-]{36}\\.${extension}$`));
  expect(await storedKeys('photos/')).toEqual([...photosBefore, objectPath.slice(9)].sort());

  const { response, body } = await download(app.http, objectPath);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe(`image/${verdict.accepted}`);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const served = body.toString('latin1');
  for (const needle of SMUGGLED) expect(served, `${needle} survived`).not.toContain(needle);
  const metadata = await sharp(body).metadata();
  expect(metadata.format).toBe(verdict.accepted === 'jpeg' ? 'jpeg' : verdict.accepted);
  expect(metadata.exif, 'EXIF survived').toBeUndefined();
  expect(metadata.xmp, 'XMP survived').toBeUndefined();
  expect(metadata.iptc, 'IPTC survived').toBeUndefined();
  expect(metadata.comments ?? [], 'comments survived').toEqual([]);
  expect(Math.max(metadata.width ?? 0, metadata.height ?? 0)).toBeLessThanOrEqual(2048);
  return `accepted: re-encoded ${metadata.format} ${metadata.width}x${metadata.height}, ${body.length} bytes`;
}

describe('upload corpus probe: hostile files through the real upload flow', () => {
  it('judges every file of the corpus right', async () => {
    const verdicts: [string, string][] = [];
    for (const file of files) verdicts.push([file.name, await judge(file)]);
    console.log(
      `upload corpus: ${files.length} files\n` +
        verdicts.map(([name, verdict]) => `  ${name}: ${verdict}`).join('\n'),
    );
    expect(verdicts).toHaveLength(files.length);
  }, 120_000);

  describe('upload URLs and keys', () => {
    let other: { token: string; userId: string };
    beforeAll(async () => {
      const user = await registerUser(app.http, { firstName: 'Bo' });
      other = { token: user.token, userId: await userIdOf(app.http, user.token) };
    });

    const jpeg = () =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer();

    it("refuses to finalize someone else's upload, which stays its owner's", async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      expect((await putFile(app.http, uploadURL, await jpeg())).status).toBe(200);
      for (const form of [uploadURL, new URL(uploadURL, app.url).pathname, `/objects/${key}`]) {
        const stolen = await app.http.put(
          '/api/objects/finalize',
          { objectURL: form },
          other.token,
        );
        expect(stolen.status, stolen.text).toBe(404);
        expect(stolen.body.message).toBe('Upload not found. Please upload the file again.');
      }
      expect(await app.engines.objectStorage.stat(key)).not.toBeNull();
      const own = await app.http.put('/api/objects/finalize', { objectURL: uploadURL }, token);
      expect(own.status, own.text).toBe(200);
    });

    it("refuses a PUT to someone else's upload URL: moved to another user, reused, or re-signed", async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      const [, owner, uploadId] = key.split('/');
      const moved = uploadURL.replace(`/${owner}/`, `/${other.userId}/`);
      expect((await putFile(app.http, moved, await jpeg())).status).toBe(403);
      expect(
        await app.engines.objectStorage.stat(`uploads/${other.userId}/${uploadId}`),
      ).toBeNull();
      const unsigned = uploadURL.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`);
      expect((await putFile(app.http, unsigned, await jpeg())).status).toBe(403);
      expect((await putFile(app.http, uploadURL, await jpeg())).status).toBe(200);
      // The owner's file is in; the URL takes nothing more, from anyone.
      const again = await putFile(
        app.http,
        uploadURL,
        await sharp(await jpeg())
          .png()
          .toBuffer(),
      );
      expect(again.status).toBe(409);
      expect((await app.engines.objectStorage.get(key))?.body.subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );
    });

    it('refuses traversal in upload keys and objectURLs, storing nothing', async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      const [, owner] = key.split('/');
      const query = new URL(uploadURL, app.url).search;
      const before = await everything();
      for (const path of [
        `/api/objects/uploads/${owner}/..${query}`,
        `/api/objects/uploads/${owner}/%2e%2e${query}`,
        `/api/objects/uploads/${owner}/..%2f..%2f..%2fetc%2fpasswd${query}`,
        `/api/objects/uploads/..%2f..%2fphotos/evil.jpg${query}`,
        `/api/objects/uploads/%2e%2e/%2e%2e${query}`,
      ]) {
        const response = await putFile(app.http, path, await jpeg());
        expect([403, 404], `${path}: ${response.status}`).toContain(response.status);
      }
      expect(await everything()).toEqual(before);

      for (const objectURL of [
        '../../etc/passwd',
        '/objects/uploads/../../etc/passwd',
        `/objects/uploads/${owner}/../../../etc/passwd`,
        `/api/objects/uploads/${owner}/%2e%2e%2f%2e%2e%2fetc%2fpasswd`,
        `/objects/uploads/${owner}/..%2fphotos`,
        'file:///etc/passwd',
        `/objects/photos/../uploads/${owner}`,
      ]) {
        const response = await app.http.put('/api/objects/finalize', { objectURL }, token);
        expect([400, 404], `${objectURL}: ${response.status} ${response.text}`).toContain(
          response.status,
        );
      }
      expect(await everything()).toEqual(before);
    });
  });
});
