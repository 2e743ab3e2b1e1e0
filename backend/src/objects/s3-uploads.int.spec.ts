import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/support/accounts.js';
import { disguised, png } from '../../test/support/images.js';
import { putFile, requestUpload, userIdOf } from '../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../test/support/test-app.js';
import { InMemoryEventStore } from '../event-store/in-memory.event-store.js';
import { Aggregates } from '../shared/aggregates.js';
import { UploadSweeper } from './upload-sweeper.js';

const s3 = {
  S3_ENDPOINT: process.env.S3_ENDPOINT,
  S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
  S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
};
const s3Configured = Boolean(s3.S3_ENDPOINT && s3.S3_ACCESS_KEY_ID && s3.S3_SECRET_ACCESS_KEY);
if (!s3Configured) {
  console.warn(
    'Compose-mode upload suite skipped: set S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (e.g. the compose SeaweedFS) to run it.',
  );
}

/*
 * Compose mode: browsers PUT straight to S3, which takes any bytes any number
 * of times while the presigned URL is valid. What the API enforces around it
 * (docs/operations.md, "Limits on uploads"). Runs when S3 is configured, as
 * the object-storage contract suite does.
 */
describe.skipIf(!s3Configured)('uploads in compose mode (needs S3_ENDPOINT and keys)', () => {
  let app: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    app = await startTestApp({
      env: {
        OBJECT_STORAGE: 's3',
        S3_ENDPOINT: s3.S3_ENDPOINT!,
        S3_ACCESS_KEY_ID: s3.S3_ACCESS_KEY_ID!,
        S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY!,
        S3_BUCKET: process.env.S3_BUCKET ?? 'packmeet-contract',
        UPLOAD_MAX_PENDING: '2',
      },
    });
    ({ token } = await registerUser(app.http));
    userId = await userIdOf(app.http, token);
  });
  afterAll(() => app?.close());

  const finalize = (objectURL: string) =>
    app.http.put('/api/objects/finalize', { objectURL }, token);
  const storage = () => app.engines.objectStorage;

  it('refuses (409) and deletes a file PUT again through the URL of a finalized upload', async () => {
    const { uploadURL, key } = await requestUpload(app.http, token);
    expect((await putFile(app.http, uploadURL, await png(), 'image/png')).status).toBe(200);
    expect((await finalize(uploadURL)).status).toBe(200);
    // S3 takes the second PUT: the URL is still valid.
    expect((await putFile(app.http, uploadURL, await png(), 'image/png')).status).toBe(200);
    const again = await finalize(uploadURL);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OBJECTS.UPLOAD_URL_USED');
    expect(await storage().get(key)).toBeNull();
  });

  it('refuses (400) and deletes what is not an image when it is finalized', async () => {
    const { uploadURL, key } = await requestUpload(app.http, token);
    expect((await putFile(app.http, uploadURL, disguised.svg)).status).toBe(200);
    expect((await finalize(uploadURL)).status).toBe(400);
    expect(await storage().get(key)).toBeNull();
  });

  it('counts the raw uploads waiting in the bucket when an upload URL is asked for (429)', async () => {
    for (let index = 0; index < 2; index++) {
      const { uploadURL } = await requestUpload(app.http, token);
      expect((await putFile(app.http, uploadURL, await png(), 'image/png')).status).toBe(200);
    }
    const response = await app.http.post('/api/objects/upload', undefined, token);
    expect(response.status).toBe(429);
    expect(response.body.code).toBe('OBJECTS.TOO_MANY_PENDING_UPLOADS');
  });

  it('sweeps raw uploads not finalized within 20 minutes, leaving their receipts', async () => {
    const later = { now: () => new Date(Date.now() + 21 * 60_000) };
    await new UploadSweeper(storage(), new Aggregates(new InMemoryEventStore()), later, {
      info: () => {},
      warn: () => {},
    }).sweep();
    const left = (await storage().list(`uploads/${userId}/`)).map(({ key }) => key);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((key) => key.endsWith('.receipt'))).toBe(true);
    expect((await app.http.post('/api/objects/upload', undefined, token)).status).toBe(200);
  });
});
