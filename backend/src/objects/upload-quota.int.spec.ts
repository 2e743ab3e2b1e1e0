import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { png } from '../../test/support/images.js';
import { putFile, requestUpload, uploadPhoto, userIdOf } from '../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';

const MB = 2 ** 20;
const FIVE_MB = 5_242_880;
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff]);
const startingAsJpeg = (length: number) =>
  Buffer.concat([JPEG_START, Buffer.alloc(length - JPEG_START.length, 1)]);

/** Files and bytes stored under a user's upload folder. */
function storedUploads(app: TestApp, userId: string) {
  const folder = join(app.dataDir, 'objects', 'uploads', userId);
  const files = readdirSync(folder).filter((name) => !name.endsWith('.meta.json'));
  const raw = files.filter((name) => !name.endsWith('.receipt'));
  return {
    raw: raw.length,
    bytes: raw.reduce((sum, name) => sum + statSync(join(folder, name)).size, 0),
  };
}

describe('the per-account upload quota', () => {
  let app: TestApp;
  const start = () =>
    startTestApp({
      dataDir: app?.dataDir,
      env: { UPLOAD_MAX_PENDING: '3', UPLOAD_MAX_PER_HOUR: '6', UPLOAD_MAX_MB_PER_HOUR: '8' },
    });
  beforeAll(async () => {
    app = await start();
  });
  afterAll(async () => {
    await app.close();
    // Restarted on a directory it was given, the app leaves that directory in place.
    rmSync(app.dataDir, { recursive: true, force: true });
  });

  const tooManyPending = {
    statusCode: 429,
    error: 'Too Many Requests',
    message: 'Too many photo uploads are waiting to be finished. Please try again in 20 minutes.',
    code: 'OBJECTS.TOO_MANY_PENDING_UPLOADS',
  };
  const hourSpent = (minutes: number) => ({
    statusCode: 429,
    error: 'Too Many Requests',
    message: `You can upload at most 6 photos or 8 MB an hour. Please try again in ${minutes} minutes.`,
    code: 'OBJECTS.UPLOAD_QUOTA_EXCEEDED',
  });

  describe('raw uploads waiting to be finalized', () => {
    let token: string;
    let waiting: { uploadURL: string }[];
    beforeAll(async () => {
      token = (await registerUser(app.http)).token;
      waiting = [];
      for (let index = 0; index < 4; index++) waiting.push(await requestUpload(app.http, token));
      for (const { uploadURL } of waiting.slice(0, 3)) {
        expect((await putFile(app.http, uploadURL, await png())).status).toBe(200);
      }
    });

    it('refuses a new upload URL (429) while as many as allowed wait', async () => {
      const response = await app.http.post('/api/objects/upload', undefined, token);
      expect(response.status).toBe(429);
      expect(response.body).toEqual(tooManyPending);
      // The oldest expires 20 minutes after its PUT.
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(19 * 60);
      expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(20 * 60);
    });

    it('refuses the PUT to a URL granted earlier (429), storing nothing', async () => {
      const response = await putFile(app.http, waiting[3]!.uploadURL, await png());
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual(tooManyPending);
    });

    it('holds across a restart: the storage is the record', async () => {
      await app.stop();
      app = await start();
      const response = await app.http.post('/api/objects/upload', undefined, token);
      expect(response.status).toBe(429);
      expect(response.body.code).toBe('OBJECTS.TOO_MANY_PENDING_UPLOADS');
    });

    it('grants a place again once one is finalized', async () => {
      const finalized = await app.http.put(
        '/api/objects/finalize',
        { objectURL: waiting[0]!.uploadURL },
        token,
      );
      expect(finalized.status).toBe(200);
      expect((await putFile(app.http, waiting[3]!.uploadURL, await png())).status).toBe(200);
    });
  });

  it('takes only as many parallel PUTs as there are places', async () => {
    const { token } = await registerUser(app.http);
    const userId = await userIdOf(app.http, token);
    const urls = [];
    for (let index = 0; index < 6; index++) urls.push(await requestUpload(app.http, token));
    const file = await png();
    const statuses = await Promise.all(
      urls.map(async ({ uploadURL }) => (await putFile(app.http, uploadURL, file)).status),
    );
    expect([...statuses].sort()).toEqual([200, 200, 200, 429, 429, 429]);
    expect(storedUploads(app, userId).raw).toBe(3);
  });

  it("refuses a PUT that would take the hour's bytes past the limit (429), until an hour after the first", async () => {
    const { token } = await registerUser(app.http);
    const userId = await userIdOf(app.http, token);
    const first = await requestUpload(app.http, token);
    const second = await requestUpload(app.http, token);
    expect((await putFile(app.http, first.uploadURL, startingAsJpeg(5 * MB))).status).toBe(200);
    const response = await putFile(app.http, second.uploadURL, startingAsJpeg(4 * MB));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual(hourSpent(60));
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(storedUploads(app, userId)).toEqual({ raw: 1, bytes: 5 * MB });
    // What is left still takes a smaller file.
    expect((await putFile(app.http, second.uploadURL, startingAsJpeg(3 * MB))).status).toBe(200);
  });

  it("refuses a new upload URL once the hour's uploads are spent, finalized ones included", async () => {
    const { token } = await registerUser(app.http);
    for (let index = 0; index < 6; index++) await uploadPhoto(app.http, token, await png());
    const response = await app.http.post('/api/objects/upload', undefined, token);
    expect(response.status).toBe(429);
    expect(response.body).toEqual(hourSpent(60));
  });

  it('counts each account on its own', async () => {
    const { token } = await registerUser(app.http);
    expect((await app.http.post('/api/objects/upload', undefined, token)).status).toBe(200);
  });
});

describe('the upload quota at its defaults', () => {
  let app: TestApp;
  beforeAll(async () => {
    // config.ts's defaults, over the test app's own (high enough for any other test).
    app = await startTestApp({
      env: { UPLOAD_MAX_PENDING: '10', UPLOAD_MAX_PER_HOUR: '30', UPLOAD_MAX_MB_PER_HOUR: '50' },
    });
  });
  afterAll(() => app.close());

  it('stops the reported abuse: of 12 x (upload URL, PUT of 5 MB), 10 files (50 MB) are stored and the rest refused with 429', async () => {
    const { token } = await registerUser(app.http);
    const userId = await userIdOf(app.http, token);
    const statuses: number[] = [];
    for (let round = 0; round < 12; round++) {
      const url = await app.http.post('/api/objects/upload', undefined, token);
      if (url.status !== 200) {
        statuses.push(url.status);
        expect(url.body.code).toBe('OBJECTS.TOO_MANY_PENDING_UPLOADS');
        continue;
      }
      statuses.push((await putFile(app.http, url.body.uploadURL, startingAsJpeg(FIVE_MB))).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    expect(storedUploads(app, userId)).toEqual({ raw: 10, bytes: 10 * FIVE_MB });
  });
});
