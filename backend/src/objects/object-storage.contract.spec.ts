import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
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

const s3 = {
  endpoint: process.env.S3_ENDPOINT,
  accessKeyId: process.env.S3_ACCESS_KEY_ID,
  secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
};
const s3Configured = Boolean(s3.endpoint && s3.accessKeyId && s3.secretAccessKey);
if (!s3Configured) {
  console.warn(
    'S3 object storage contract suite skipped: set S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (e.g. the compose SeaweedFS: http://localhost:8333, packmeet, packmeet-local-secret) to run it.',
  );
}
describe.skipIf(!s3Configured)(
  's3 object storage (needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
  () => {
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
  },
);
