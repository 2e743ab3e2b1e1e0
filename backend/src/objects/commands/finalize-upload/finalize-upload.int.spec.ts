import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import {
  animatedGif,
  animatedWebp,
  disguised,
  hugePng,
  jpegWithGps,
  noisyPng,
  png,
  webpWithGps,
} from '../../../../test/support/images.js';
import {
  download,
  putFile,
  requestUpload,
  uploadFile,
  uploadPhoto,
} from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

const PHOTO_PATH = /^\/objects\/photos\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/;

describe('PUT /api/objects/finalize', () => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await registerUser(app.http)).token;
  });
  afterAll(() => app.close());

  const finalize = (objectURL: unknown, as = token) =>
    app.http.put('/api/objects/finalize', { objectURL }, as);

  describe('turns an upload into a public photo', () => {
    it('JPEG: strips the GPS position and every other metadata, applies the orientation, fits 2048 px', async () => {
      const original = await jpegWithGps();
      const before = await sharp(original).metadata();
      expect(before.exif).toBeDefined();
      expect(before.orientation).toBe(6);

      const { uploadURL, key } = await requestUpload(app.http, token);
      expect((await putFile(app.http, uploadURL, original, 'image/jpeg')).status).toBe(200);
      const response = await finalize(uploadURL);
      expect(response.status, response.text).toBe(200);
      expect(Object.keys(response.body)).toEqual(['objectPath']);
      expect(response.body.objectPath).toMatch(PHOTO_PATH);
      expect(response.body.objectPath).toMatch(/\.jpg$/);

      const { response: served, body } = await download(app.http, response.body.objectPath);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const after = await sharp(body).metadata();
      expect(after.format).toBe('jpeg');
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(body.includes(Buffer.from('Exif'))).toBe(false);
      expect(body.includes(Buffer.from('PackMeet Test Camera'))).toBe(false);
      // 3000 x 1000 turned upright (1000 x 3000), then scaled to fit 2048.
      expect([after.width, after.height]).toEqual([683, 2048]);
      // The raw upload is consumed.
      expect(await app.engines.objectStorage.get(key)).toBeNull();
    });

    it('PNG: stays a PNG, never enlarged', async () => {
      const path = await uploadPhoto(app.http, token, await png(64, 48), 'image/png');
      expect(path).toMatch(/\.png$/);
      const { response, body } = await download(app.http, path);
      expect(response.headers.get('content-type')).toBe('image/png');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
    });

    it('a large PNG is scaled down to fit 2048 x 2048, keeping its proportions', async () => {
      const path = await uploadPhoto(app.http, token, await png(3000, 2500), 'image/png');
      const meta = await sharp((await download(app.http, path)).body).metadata();
      expect([meta.width, meta.height]).toEqual([2048, 1707]);
    });

    it('WebP: stays a WebP, without its EXIF', async () => {
      const original = await webpWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const path = await uploadPhoto(app.http, token, original, 'image/webp');
      expect(path).toMatch(/\.webp$/);
      const { response, body } = await download(app.http, path);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(body).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual([
        'webp',
        80,
        60,
        undefined,
      ]);
    });

    it('animated GIF: stays animated, frames and timing kept', async () => {
      const path = await uploadPhoto(app.http, token, await animatedGif(), 'image/gif');
      expect(path).toMatch(/\.gif$/);
      const { response, body } = await download(app.http, path);
      expect(response.headers.get('content-type')).toBe('image/gif');
      const meta = await sharp(body, { animated: true }).metadata();
      expect(meta).toMatchObject({ format: 'gif', pages: 3, delay: [100, 200, 300], loop: 0 });
      expect([meta.width, meta.pageHeight]).toEqual([40, 30]);
    });

    it('animated WebP: stays animated', async () => {
      const path = await uploadPhoto(app.http, token, await animatedWebp(), 'image/webp');
      const meta = await sharp((await download(app.http, path)).body, {
        animated: true,
      }).metadata();
      expect(meta).toMatchObject({ format: 'webp', pages: 3, delay: [100, 200, 300] });
    });

    it('detects the type from the bytes, not the declared type or the name', async () => {
      const path = await uploadPhoto(app.http, token, await png(), 'image/jpeg');
      expect(path).toMatch(/\.png$/);
      const { response } = await download(app.http, path);
      expect(response.headers.get('content-type')).toBe('image/png');
    });

    it.each([
      ['the path of the upload URL', (url: URL) => url.pathname + url.search],
      ['the path without its query', (url: URL) => url.pathname],
      ['the /objects/ path form', (url: URL) => url.pathname.replace('/api/objects/', '/objects/')],
      ['the full URL', (url: URL) => url.href],
    ])('accepts %s', async (_form, form) => {
      const { uploadURL } = await requestUpload(app.http, token);
      await putFile(app.http, uploadURL, await png(), 'image/png');
      const response = await finalize(form(new URL(uploadURL, app.url)));
      expect(response.status, response.text).toBe(200);
      expect(response.body.objectPath).toMatch(PHOTO_PATH);
    });
  });

  describe("refuses what is not an image with the spec's message (400)", () => {
    it.each([
      ['an SVG named .jpg, declared image/jpeg', () => disguised.svg],
      ['text', () => disguised.text],
      ['an executable renamed .jpg', () => disguised.executable],
      ['random bytes', () => disguised.randomBytes],
      ['a PNG header followed by garbage', () => disguised.pngHeaderThenGarbage],
      ['a truncated PNG', async () => (await noisyPng()).subarray(0, 2_000)],
      ['a truncated JPEG', async () => (await jpegWithGps()).subarray(0, 600)],
    ])('%s', async (_case, file) => {
      // Stored as a presigned S3 PUT stores anything: the embedded PUT already refuses
      // what does not start as an image (receive-upload.int.spec.ts).
      const { uploadURL, key } = await requestUpload(app.http, token);
      await app.engines.objectStorage.put(key, await file(), 'image/jpeg');
      const response = await finalize(uploadURL);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please select an image file',
        code: 'OBJECTS.NOT_AN_IMAGE',
      });
      // Refused uploads are not kept, and nothing was published.
      expect(await app.engines.objectStorage.get(key)).toBeNull();
    });

    it('an image too large to decode safely (10,000 x 10,000 px in 300 KB)', async () => {
      const response = await uploadFile(app.http, token, await hugePng(), 'image/png');
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Image dimensions are too large (at most 50 megapixels)');
    });
  });

  it("refuses an upload over 5,242,880 bytes with a 413 and the spec's message", async () => {
    // Only S3 lets a file this big through the PUT (a presigned URL has no size limit): put it directly.
    const { uploadURL, key } = await requestUpload(app.http, token);
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff]);
    const oversized = Buffer.concat([jpegStart, Buffer.alloc(5_242_881 - jpegStart.length)]);
    await app.engines.objectStorage.put(key, oversized, 'image/jpeg');
    const response = await finalize(uploadURL);
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'File size must be less than 5MB',
    });
    expect(await app.engines.objectStorage.get(key)).toBeNull();
  });

  describe('who may finalize', () => {
    it('is 401 without a token, and the upload stays for its owner', async () => {
      const { uploadURL } = await requestUpload(app.http, token);
      await putFile(app.http, uploadURL, await png(), 'image/png');
      const anonymous = await app.http.put('/api/objects/finalize', { objectURL: uploadURL });
      expect(anonymous.status).toBe(401);
      expect((await finalize(uploadURL)).status).toBe(200);
    });

    it("answers 404 for another user's upload, as if it did not exist, and leaves it alone", async () => {
      const { uploadURL, key } = await requestUpload(app.http, token);
      await putFile(app.http, uploadURL, await png(), 'image/png');
      const other = await registerUser(app.http);
      const response = await finalize(uploadURL, other.token);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        statusCode: 404,
        message: 'Upload not found. Please upload the file again.',
      });
      expect(await app.engines.objectStorage.get(key)).not.toBeNull();
      expect((await finalize(uploadURL)).status).toBe(200);
    });

    it('answers 404 when nothing was uploaded to the URL', async () => {
      const { uploadURL } = await requestUpload(app.http, token);
      const response = await finalize(uploadURL);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Upload not found. Please upload the file again.');
    });

    it('refuses (409) and deletes a file PUT again through the URL of a finalized upload', async () => {
      // A presigned S3 URL takes any number of PUTs while it is valid: put it directly.
      const { uploadURL, key } = await requestUpload(app.http, token);
      await putFile(app.http, uploadURL, await png(), 'image/png');
      expect((await finalize(uploadURL)).status).toBe(200);
      await app.engines.objectStorage.put(key, await png(), 'image/png');
      const response = await finalize(uploadURL);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({
        message: 'This upload link has already been used. Please try uploading again.',
        code: 'OBJECTS.UPLOAD_URL_USED',
      });
      expect(await app.engines.objectStorage.get(key)).toBeNull();
    });

    it('answers 404 when the same upload is finalized again: it was consumed', async () => {
      const { uploadURL } = await requestUpload(app.http, token);
      await putFile(app.http, uploadURL, await png(), 'image/png');
      expect((await finalize(uploadURL)).status).toBe(200);
      expect((await finalize(uploadURL)).status).toBe(404);
    });
  });

  describe('validates objectURL (400)', () => {
    it.each([
      ['missing', {}, 'objectURL is required'],
      ['empty', { objectURL: '  ' }, 'objectURL is required'],
      ['not a string', { objectURL: 42 }, 'objectURL is required'],
      [
        'too long',
        { objectURL: `/api/objects/uploads/${'a'.repeat(2050)}` },
        'objectURL must be at most 2048 characters',
      ],
    ])('%s', async (_case, body, message) => {
      const response = await app.http.put('/api/objects/finalize', body, token);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
      expect(response.body.errors).toEqual([{ path: 'objectURL', message }]);
    });

    it('answers with the same message when there is no body at all', async () => {
      const response = await app.http.request('PUT', '/api/objects/finalize', { token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('objectURL is required');
    });

    it.each([
      ['a photo path', '/objects/photos/abc.jpg'],
      ['another API path', '/api/profile'],
      ['a path climbing out with ..', 'UPLOAD/../../photos/x.jpg'],
      ['an escaped ..', 'UPLOAD_DIR/..%2F..%2Fphotos%2Fx.jpg'],
      ['an upload path with extra segments', 'UPLOAD/extra'],
    ])('refuses %s as not an upload URL', async (_case, template) => {
      const { uploadURL } = await requestUpload(app.http, token);
      const path = new URL(uploadURL, app.url).pathname;
      const objectURL = template
        .replace('UPLOAD_DIR', path.replace(/\/[^/]+$/, ''))
        .replace('UPLOAD', path);
      const response = await finalize(objectURL);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        message: 'objectURL must be an upload URL from POST /api/objects/upload',
        code: 'OBJECTS.INVALID_UPLOAD_URL',
      });
    });
  });
});
