import { describe, expect, it } from 'vitest';
import { photoKeyFromFileName, uploadFromUrl } from './object-keys.js';

const userId = '3f2a9c1e-0d7b-4b7e-9a51-2f9e8c7d6b5a';
const uploadId = '9b8c7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d6e';

describe('uploadFromUrl', () => {
  it.each([
    ['our upload URL', `/api/objects/uploads/${userId}/${uploadId}?expires=1&signature=ab`],
    ['an absolute one', `http://localhost:3000/api/objects/uploads/${userId}/${uploadId}?x=1`],
    [
      'a path-style presigned S3 URL',
      `http://localhost:8333/packmeet-uploads/uploads/${userId}/${uploadId}?X-Amz-Signature=ab`,
    ],
    ['a virtual-hosted S3 URL', `https://bucket.s3.example.com/uploads/${userId}/${uploadId}`],
    ['the /objects/ path form', `/objects/uploads/${userId}/${uploadId}`],
  ])('reads %s', (_form, url) => {
    expect(uploadFromUrl(url)).toEqual({ userId, uploadId });
  });

  it.each([
    ['a photo', '/objects/photos/p.jpg'],
    ['a key with ..', `/api/objects/uploads/${userId}/..%2F..%2Fphotos`],
    ['a dotted id', `/api/objects/uploads/${userId}/x.jpg`],
    ['too few segments', `/api/objects/uploads/${userId}`],
    ['nothing', ''],
    ['not a URL at all', 'http://['],
  ])('refuses %s', (_case, url) => {
    expect(uploadFromUrl(url)).toBeNull();
  });
});

describe('photoKeyFromFileName', () => {
  it('accepts the names finalize gives photos', () => {
    expect(photoKeyFromFileName(`${uploadId}.webp`)).toBe(`photos/${uploadId}.webp`);
  });

  it.each(['..', '.tmp', 'x.svg', 'x.jpg.meta.json', 'a/b.jpg', 'x', 'x.JPG'])(
    'refuses %j',
    (name) => {
      expect(photoKeyFromFileName(name)).toBeNull();
    },
  );
});
