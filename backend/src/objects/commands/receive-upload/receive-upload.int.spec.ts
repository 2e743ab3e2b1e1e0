import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { disguised, jpegWithGps, noisyPng, png } from '../../../../test/support/images.js';
import { putFile, requestUpload, userIdOf } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';
import { UploadUrlSigner } from '../../../infrastructure/object-storage/upload-url-signer.js';

const FIVE_MB = 5_242_880;
/** What every JPEG starts with: enough for the PUT, which checks a file's first bytes only. */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const startingAsJpeg = (length: number, fill = 1) =>
  Buffer.concat([JPEG_START, Buffer.alloc(length - JPEG_START.length, fill)]);

describe('PUT {uploadURL} (disk mode: /api/objects/uploads/<userId>/<uploadId>)', () => {
  let app: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await registerUser(app.http)).token;
    userId = await userIdOf(app.http, token);
  });
  afterAll(() => app.close());

  const stored = (key: string) => app.engines.objectStorage.get(key);

  it('stores the bytes as the raw upload, with no bearer token: the signature is the credential', async () => {
    const { uploadURL, key } = await requestUpload(app.http, token);
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    const response = await putFile(app.http, uploadURL, bytes, 'image/jpeg');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect((await stored(key))?.body).toEqual(bytes);
  });

  it.each(['application/json', 'text/plain', 'image/svg+xml', 'application/x-www-form-urlencoded'])(
    'takes the bytes as they are whatever the declared type (%s): nothing is parsed',
    async (contentType) => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      const bytes = Buffer.concat([JPEG_START, Buffer.from('{"looks": "like json"} & a=b')]);
      expect((await putFile(app.http, uploadURL, bytes, contentType)).status).toBe(200);
      expect((await stored(key))?.body).toEqual(bytes);
    },
  );

  it('accepts exactly 5,242,880 bytes', async () => {
    const { uploadURL, key } = await requestUpload(app.http, token);
    expect((await putFile(app.http, uploadURL, startingAsJpeg(FIVE_MB))).status).toBe(200);
    expect((await stored(key))?.body.length).toBe(FIVE_MB);
  });

  it("refuses 5,242,881 bytes with a 413 and the spec's message, storing nothing", async () => {
    const { uploadURL, key } = await requestUpload(app.http, token);
    const response = await putFile(app.http, uploadURL, Buffer.alloc(FIVE_MB + 1, 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'File size must be less than 5MB',
    });
    expect(await stored(key)).toBeNull();
  });

  it('refuses an oversized body sent without a length (chunked) just the same', async () => {
    const { uploadURL, key } = await requestUpload(app.http, token);
    const chunk = new Uint8Array(1_048_576);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await fetch(new URL(uploadURL, app.url), {
      method: 'PUT',
      body: stream,
      headers: { 'content-type': 'image/png' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('File size must be less than 5MB');
    expect(await stored(key)).toBeNull();
  });

  describe("refuses bytes that do not start as a JPEG, PNG, WebP or GIF with the spec's message, storing nothing", () => {
    it.each([
      ['an SVG declared image/jpeg', disguised.svg],
      ['text', disguised.text],
      ['an executable', disguised.executable],
      ['random bytes', disguised.randomBytes],
      ['5 MB of anything', Buffer.alloc(FIVE_MB, 1)],
    ])('%s (400)', async (_case, file) => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      const response = await putFile(app.http, uploadURL, file, 'image/jpeg');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please select an image file',
        code: 'OBJECTS.NOT_AN_IMAGE',
      });
      expect(await stored(key)).toBeNull();
    });

    it('takes a file that starts as an image and leaves decoding it to finalize', async () => {
      for (const file of [
        disguised.pngHeaderThenGarbage,
        (await noisyPng()).subarray(0, 2_000),
        (await jpegWithGps()).subarray(0, 600),
      ]) {
        const { uploadURL, key } = await requestUpload(app.http, token);
        expect((await putFile(app.http, uploadURL, file)).status).toBe(200);
        expect((await stored(key))?.body).toEqual(file);
      }
    });
  });

  it("refuses an empty file with the spec's message", async () => {
    const { uploadURL } = await requestUpload(app.http, token);
    const response = await putFile(app.http, uploadURL, new Uint8Array(0));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Please select an image file');
  });

  describe('refuses a URL it did not sign as it is (403)', () => {
    const tamper = async (change: (url: URL) => void) => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      const url = new URL(uploadURL, app.url);
      change(url);
      const response = await fetch(url, { method: 'PUT', body: Buffer.from('x') });
      return { response, body: await response.json(), key };
    };
    const notValid = 'This upload link is not valid. Please try uploading again.';

    it.each([
      ['a changed signature', (url: URL) => url.searchParams.set('signature', 'a'.repeat(64))],
      ['a later expiry', (url: URL) => url.searchParams.set('expires', String(2 ** 40))],
      ['no signature', (url: URL) => url.searchParams.delete('signature')],
      ['no expiry', (url: URL) => url.searchParams.delete('expires')],
      ['a repeated signature', (url: URL) => url.searchParams.append('signature', 'b'.repeat(64))],
      [
        'another upload id',
        (url: URL) => (url.pathname = url.pathname.replace(/[^/]+$/, crypto.randomUUID())),
      ],
    ])('%s', async (_case, change) => {
      const { response, body, key } = await tamper(change);
      expect(response.status).toBe(403);
      expect(body).toMatchObject({ statusCode: 403, error: 'Forbidden', message: notValid });
      expect(await stored(key)).toBeNull();
    });

    it("another user's id in the path: nobody can write to someone else's uploads", async () => {
      const other = await registerUser(app.http);
      const otherId = await userIdOf(app.http, other.token);
      const { response, body } = await tamper(
        (url) =>
          (url.pathname = url.pathname.replace(`/uploads/${userId}/`, `/uploads/${otherId}/`)),
      );
      expect(response.status).toBe(403);
      expect(body.message).toBe(notValid);
    });

    it('a key that tries to climb out of the uploads folder', async () => {
      const signer = new UploadUrlSigner(app.config.jwt.secret);
      // Even a correctly signed `..` key is refused before any file is touched.
      const key = 'uploads/../photos';
      const expires = Math.floor(Date.now() / 1000) + 60;
      const path = `/api/objects/uploads/..%2F..%2Fphotos/x?expires=${expires}&signature=${signer.sign(key, expires)}`;
      const response = await fetch(app.url + path, { method: 'PUT', body: Buffer.from('x') });
      expect(response.status).toBe(403);
      expect(readdirSync(join(app.dataDir, 'objects')).sort()).not.toContain('photos');
      expect(existsSync(join(app.dataDir, 'x'))).toBe(false);
    });
  });

  it('refuses an expired URL (403) with its own message', async () => {
    const signer = new UploadUrlSigner(app.config.jwt.secret);
    const key = `uploads/${userId}/${crypto.randomUUID()}`;
    const expires = Math.floor(Date.now() / 1000) - 1;
    const url = `/api/${key.replace(/^/, 'objects/')}?expires=${expires}&signature=${signer.sign(key, expires)}`;
    const response = await fetch(app.url + url, { method: 'PUT', body: Buffer.from('x') });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(
      'This upload link has expired. Please try uploading again.',
    );
    expect(await stored(key)).toBeNull();
  });

  it('leaves every other route parsing JSON only', async () => {
    const response = await app.http.request('POST', '/api/auth/login', {
      rawBody: 'x',
      headers: { 'content-type': 'application/x-packmeet-raw-body' },
    });
    expect(response.status).toBe(415);
  });

  // Last: these finalize photos, and 'a key that tries to climb out' expects none yet.
  describe('takes one PUT per upload URL: a second one is refused (409), storing nothing', () => {
    const used = {
      statusCode: 409,
      error: 'Conflict',
      message: 'This upload link has already been used. Please try uploading again.',
      code: 'OBJECTS.UPLOAD_URL_USED',
    };

    it('after a successful PUT, keeping the first file', async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      const first = startingAsJpeg(100, 1);
      expect((await putFile(app.http, uploadURL, first)).status).toBe(200);
      const again = await putFile(app.http, uploadURL, startingAsJpeg(200, 2));
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual(used);
      expect((await stored(key))?.body).toEqual(first);
    });

    it('after the upload was finalized', async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      expect((await putFile(app.http, uploadURL, await png())).status).toBe(200);
      const finalized = await app.http.put(
        '/api/objects/finalize',
        { objectURL: uploadURL },
        token,
      );
      expect(finalized.status).toBe(200);
      const again = await putFile(app.http, uploadURL, await png());
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual(used);
      expect(await stored(key)).toBeNull();
    });

    it('after finalize refused the file', async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      expect((await putFile(app.http, uploadURL, disguised.pngHeaderThenGarbage)).status).toBe(200);
      const refused = await app.http.put('/api/objects/finalize', { objectURL: uploadURL }, token);
      expect(refused.status).toBe(400);
      expect((await putFile(app.http, uploadURL, await png())).status).toBe(409);
      expect(await stored(key)).toBeNull();
    });

    it('when both PUTs come at once: one is taken', async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      const files = [startingAsJpeg(100, 1), startingAsJpeg(100, 2), startingAsJpeg(100, 3)];
      const statuses = await Promise.all(
        files.map(async (file) => (await putFile(app.http, uploadURL, file)).status),
      );
      expect([...statuses].sort()).toEqual([200, 409, 409]);
      expect((await stored(key))?.body).toEqual(files[statuses.indexOf(200)]);
    });
  });
});
