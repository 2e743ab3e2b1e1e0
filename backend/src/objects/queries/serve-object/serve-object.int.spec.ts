import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../../../test/support/accounts.js';
import { png } from '../../../../test/support/images.js';
import { download, putFile, requestUpload, uploadPhoto } from '../../../../test/support/objects.js';
import { startTestApp, type TestApp } from '../../../../test/support/test-app.js';

describe('GET /objects/photos/<file>', () => {
  let app: TestApp;
  let token: string;
  let photoPath: string;
  let original: Buffer;
  beforeAll(async () => {
    app = await startTestApp();
    token = (await registerUser(app.http)).token;
    original = await png(32, 32);
    photoPath = await uploadPhoto(app.http, token, original, 'image/png');
  });
  afterAll(() => app.close());

  const expectJsonNotFound = async (path: string) => {
    const response = await app.http.get(path);
    expect(response.status, path).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  };

  it('serves the photo to anyone with its detected type, nosniff, inline and cached for a year', async () => {
    const { response, body } = await download(app.http, photoPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('content-length')).toBe(String(body.length));
    expect(body.subarray(0, 8)).toEqual(original.subarray(0, 8));
  });

  it('serves it the same to another signed-in user: photos are shared on group and event pages', async () => {
    const other = await registerUser(app.http);
    const response = await fetch(app.url + photoPath, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(app.url + photoPath, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('');
  });

  it('answers an unknown photo with a JSON 404 that is not cached as immutable', async () => {
    await expectJsonNotFound(`/objects/photos/${crypto.randomUUID()}.jpg`);
    const response = await app.http.get(`/objects/photos/${crypto.randomUUID()}.png`);
    expect(response.body.message).toBe('Photo not found');
  });

  it('never serves raw uploads, even to their owner', async () => {
    const { uploadURL, key } = await requestUpload(app.http, token);
    await putFile(app.http, uploadURL, await png(), 'image/png');
    expect(await app.engines.objectStorage.get(key)).not.toBeNull();
    await expectJsonNotFound(`/objects/${key}`);
    const asOwner = await fetch(`${app.url}/objects/${key}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asOwner.status).toBe(404);
  });

  it.each([
    ['a name that climbs out', '/objects/photos/..%2Fuploads%2Fx'],
    ['a hidden file', '/objects/photos/.tmp'],
    ['a sidecar', `/objects/photos/${'0'.repeat(8)}.jpg.meta.json`],
    ['another extension', `/objects/photos/${'0'.repeat(8)}.svg`],
    ['a nested path', '/objects/photos/a/b.jpg'],
  ])('answers %s with a JSON 404', async (_case, path) => {
    await expectJsonNotFound(path);
  });

  it("serves the sidecar's type for the stored photo, not one guessed from the name", async () => {
    const id = crypto.randomUUID();
    await app.engines.objectStorage.put(`photos/${id}.jpg`, await png(), 'image/png');
    const { response } = await download(app.http, `/objects/photos/${id}.jpg`);
    expect(response.headers.get('content-type')).toBe('image/png');
  });
});
