import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiskObjectStorage } from './disk.object-storage.js';
import { UploadUrlSigner } from './upload-url-signer.js';

describe('disk object storage files', () => {
  const directory = mkdtempSync(join(tmpdir(), 'packmeet-objects-'));
  const signer = new UploadUrlSigner('a test secret of at least thirty-two characters');
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('writes each object as a plain file under the directory, typed by a sidecar', async () => {
    const storage = await DiskObjectStorage.open(directory, signer);
    await storage.put('photos/p.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    expect(readFileSync(join(directory, 'photos', 'p.jpg'), 'utf8')).toBe('jpeg bytes');
    expect(JSON.parse(readFileSync(join(directory, 'photos', 'p.jpg.meta.json'), 'utf8'))).toEqual({
      contentType: 'image/jpeg',
    });
    // Nothing is left behind in the temporary directory.
    expect(readdirSync(join(directory, '.tmp'))).toEqual([]);
    // A sidecar is not an object of its own.
    await expect(storage.get('photos/p.jpg.meta.json')).rejects.toThrow(/Invalid object key/);
  });
});
