import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/data';
import { createFakeApi } from '@/testing/fake-api';
import { TOKEN_STORAGE_KEY } from './auth-token';
import { PhotoUploadError, PhotoValidationError, uploadPhoto, validatePhoto } from './upload-photo';

const UPLOAD_URL = 'https://storage.packmeet.test/uploads/3f2a9c?signature=abc';

function photo(size = 2048, type = 'image/jpeg', name = 'olive.jpg') {
  return new File([new Uint8Array(size)], name, { type });
}

function storage() {
  return createFakeApi()
    .on('POST', '/api/objects/upload', { json: { uploadURL: UPLOAD_URL } })
    .on('PUT', UPLOAD_URL, { status: 200, text: '' })
    .on('PUT', '/api/objects/finalize', { json: { objectPath: '/objects/uploads/3f2a9c' } });
}

describe('photo upload (spec sections 4, 5, 7)', () => {
  it('accepts images up to 5242880 bytes only', () => {
    expect(validatePhoto(photo(5_242_880))).toBeNull();
    expect(validatePhoto(photo(5_242_881))).toBe('File size must be less than 5MB');
    expect(validatePhoto(photo(10, 'application/pdf', 'vaccines.pdf'))).toBe(
      'Please select an image file',
    );
  });

  it('rejects an invalid file without calling the server', async () => {
    const fake = createFakeApi();
    await expect(uploadPhoto(photo(10, 'text/plain'))).rejects.toBeInstanceOf(PhotoValidationError);
    expect(fake.requests).toHaveLength(0);
  });

  it('gets an upload URL, PUTs the file there, then finalizes to the object path', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, TEST_TOKEN);
    const fake = storage();
    const file = photo(4096, 'image/png', 'olive.png');

    await expect(uploadPhoto(file)).resolves.toBe('/objects/uploads/3f2a9c');

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/objects/upload',
      'PUT /uploads/3f2a9c',
      'PUT /api/objects/finalize',
    ]);
    const [ask, put, finalize] = fake.requests;
    expect(ask?.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
    expect(put?.url).toBe(UPLOAD_URL);
    expect(put?.body).toBe(file);
    expect(put?.headers.get('Content-Type')).toBe('image/png');
    // The signed URL is the only credential: presigned S3 URLs refuse an Authorization header.
    expect(put?.headers.get('Authorization')).toBeNull();
    expect(finalize?.body).toEqual({ objectURL: UPLOAD_URL });
  });

  it("fails with 'Failed to get upload URL' when no URL is handed out", async () => {
    createFakeApi().on('POST', '/api/objects/upload', { status: 500, text: '' });
    await expect(uploadPhoto(photo())).rejects.toEqual(
      new PhotoUploadError('upload-url', 'Failed to get upload URL'),
    );
  });

  it("fails with 'Failed to upload file' when the storage PUT fails", async () => {
    storage().on('PUT', UPLOAD_URL, { status: 403, text: 'expired' });
    await expect(uploadPhoto(photo())).rejects.toMatchObject({
      step: 'upload',
      message: 'Failed to upload file',
    });
  });

  it('fails at the finalize step when no object path comes back', async () => {
    storage().on('PUT', '/api/objects/finalize', { status: 500, text: '' });
    await expect(uploadPhoto(photo())).rejects.toMatchObject({ step: 'finalize' });
  });
});
