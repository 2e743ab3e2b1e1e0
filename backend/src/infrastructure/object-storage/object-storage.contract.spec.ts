import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { DiskObjectStorage } from './disk.object-storage.js';
import { objectStorageContract } from './object-storage.contract.js';
import { S3ObjectStorage } from './s3.object-storage.js';
import { UploadUrlSigner } from './upload-url-signer.js';

describe('disk object storage', () => {
  const directory = mkdtempSync(join(tmpdir(), 'packmeet-objects-'));
  const signer = new UploadUrlSigner('a test secret of at least thirty-two characters');
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  objectStorageContract(() => DiskObjectStorage.open(directory, signer), {
    uploadUrlsAreDirect: false,
    readUploadUrl: (url) => {
      const parsed = new URL(url, 'http://localhost');
      const key = parsed.pathname.replace(/^\/api\/objects\//, '');
      const expires = parsed.searchParams.get('expires') ?? undefined;
      const signature = parsed.searchParams.get('signature') ?? undefined;
      // The expiry and the key are what the signature covers: a valid one proves both are granted.
      expect(signer.check(key, expires, signature, 0)).toBe('valid');
      return { key, expiresAt: Number(expires) };
    },
  });
});

/*
 * The S3 adapter runs against S3_ENDPOINT when one is configured (compose's
 * SeaweedFS, `npm run test:engines`), else against s3rver, an S3 server in
 * JavaScript started here: it serves everything the contract needs,
 * presigned (SigV4 query) PUTs included.
 */
const configured = {
  endpoint: process.env.S3_ENDPOINT,
  accessKeyId: process.env.S3_ACCESS_KEY_ID,
  secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
};
const external = Boolean(
  configured.endpoint && configured.accessKeyId && configured.secretAccessKey,
);
describe(`s3 object storage (${external ? 'S3_ENDPOINT' : 's3rver in this process'})`, () => {
  // s3rver's own fixed credentials.
  const s3 = external
    ? configured
    : { endpoint: '', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let s3rver: S3rver | undefined;
  let directory: string | undefined;
  beforeAll(async () => {
    if (external) return;
    directory = mkdtempSync(join(tmpdir(), 'packmeet-s3rver-'));
    s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
    const { port } = await s3rver.run();
    s3.endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3rver?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  const bucket = process.env.S3_BUCKET ?? 'packmeet-contract';
  objectStorageContract(
    () =>
      S3ObjectStorage.open({
        endpoint: s3.endpoint!,
        publicEndpoint: process.env.S3_PUBLIC_ENDPOINT ?? s3.endpoint!,
        region: process.env.S3_REGION ?? 'us-east-1',
        bucket,
        accessKeyId: s3.accessKeyId!,
        secretAccessKey: s3.secretAccessKey!,
        forcePathStyle: true,
      }),
    {
      uploadUrlsAreDirect: true,
      readUploadUrl: (url) => {
        const parsed = new URL(url);
        // Path style: /<bucket>/<key>, signed with SigV4 query parameters.
        const key = decodeURIComponent(parsed.pathname.replace(`/${bucket}/`, ''));
        const signedAt = parsed.searchParams.get('X-Amz-Date') ?? '';
        const expiresIn = Number(parsed.searchParams.get('X-Amz-Expires'));
        expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
        const iso = signedAt.replace(
          /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
          '$1-$2-$3T$4:$5:$6Z',
        );
        return { key, expiresAt: Date.parse(iso) / 1000 + expiresIn };
      },
    },
  );
});
