import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidObjectKeyError } from './object-key.js';
import type { ObjectStorage } from './object-storage.port.js';

export interface ObjectStorageContractOptions {
  /** The key and expiry (unix seconds) an upload URL grants: each adapter encodes them its own way. */
  readUploadUrl(url: string): { key: string; expiresAt: number };
  /**
   * True when an upload URL can be used as it is (S3). The disk adapter's URLs
   * are routes of our own API: the HTTP tests of the upload flow use them.
   */
  uploadUrlsAreDirect: boolean;
}

const byKey = (a: { key: string }, b: { key: string }) => a.key.localeCompare(b.key);

/*
 * The one contract every object-storage adapter passes. Keys get a fresh
 * prefix per run so the suite can share a bucket with other data.
 */
export function objectStorageContract(
  makeStorage: () => Promise<ObjectStorage>,
  options: ObjectStorageContractOptions,
): void {
  let storage: ObjectStorage;
  const prefix = `contract-${randomUUID()}`;
  const key = (name: string) => `${prefix}/${name}`;

  beforeAll(async () => {
    storage = await makeStorage();
  });
  afterAll(() => storage.close());

  describe('put and get', () => {
    it('returns what was put, with its content type', async () => {
      await storage.put(key('hello.txt'), Buffer.from('hello'), 'text/plain');
      const stored = await storage.get(key('hello.txt'));
      expect(stored?.body.toString()).toBe('hello');
      expect(stored?.contentType).toBe('text/plain');
    });

    it('answers null for a missing object', async () => {
      expect(await storage.get(key('missing'))).toBeNull();
      expect(await storage.stat(key('missing'))).toBeNull();
    });

    it('overwrites an object, content type included', async () => {
      await storage.put(key('overwritten'), Buffer.from('first'), 'text/plain');
      await storage.put(key('overwritten'), Buffer.from([1, 2, 3]), 'image/png');
      const stored = await storage.get(key('overwritten'));
      expect(stored?.body).toEqual(Buffer.from([1, 2, 3]));
      expect(stored?.contentType).toBe('image/png');
    });

    it('keeps binary bodies byte for byte', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
      const large = randomBytes(1_500_000);
      await storage.put(key('every-byte.bin'), everyByte, 'application/octet-stream');
      await storage.put(key('large.bin'), large, 'application/octet-stream');
      await storage.put(key('empty.bin'), Buffer.alloc(0), 'application/octet-stream');
      expect((await storage.get(key('every-byte.bin')))?.body.equals(everyByte)).toBe(true);
      expect((await storage.get(key('large.bin')))?.body.equals(large)).toBe(true);
      expect((await storage.get(key('empty.bin')))?.body.length).toBe(0);
    });

    it('treats slashes as part of the key: nested keys are independent', async () => {
      await storage.put(key('photos/a/one.jpg'), Buffer.from('one'), 'image/jpeg');
      await storage.put(key('photos/a/two.jpg'), Buffer.from('two'), 'image/jpeg');
      await storage.put(key('photos/b/one.jpg'), Buffer.from('three'), 'image/jpeg');
      await storage.delete(key('photos/a/one.jpg'));
      expect(await storage.get(key('photos/a/one.jpg'))).toBeNull();
      expect((await storage.get(key('photos/a/two.jpg')))?.body.toString()).toBe('two');
      expect((await storage.get(key('photos/b/one.jpg')))?.body.toString()).toBe('three');
      expect(await storage.get(key('photos/a'))).toBeNull();
    });
  });

  describe('stat', () => {
    it('gives the size and content type without the body', async () => {
      await storage.put(key('sized.webp'), Buffer.alloc(12_345, 7), 'image/webp');
      expect(await storage.stat(key('sized.webp'))).toEqual({
        size: 12_345,
        contentType: 'image/webp',
      });
    });
  });

  describe('delete', () => {
    it('removes the object', async () => {
      await storage.put(key('deleted'), Buffer.from('bye'), 'text/plain');
      await storage.delete(key('deleted'));
      expect(await storage.get(key('deleted'))).toBeNull();
      expect(await storage.stat(key('deleted'))).toBeNull();
    });

    it('is quiet about a missing object', async () => {
      await expect(storage.delete(key('never-there'))).resolves.toBeUndefined();
    });
  });

  describe('list', () => {
    it('lists every object under a folder, nested ones included, with its size and write time', async () => {
      const before = Date.now();
      await storage.put(key('listed/a/one'), Buffer.alloc(10), 'application/octet-stream');
      await storage.put(key('listed/a/two.bin'), Buffer.alloc(20), 'application/octet-stream');
      await storage.put(key('listed/b/deep/three'), Buffer.alloc(0), 'image/png');
      await storage.put(key('listed-not/a/four'), Buffer.alloc(40), 'application/octet-stream');
      const after = Date.now();

      const listed = await storage.list(key('listed/'));
      expect(listed.map(({ key, size }) => ({ key, size })).sort(byKey)).toEqual([
        { key: key('listed/a/one'), size: 10 },
        { key: key('listed/a/two.bin'), size: 20 },
        { key: key('listed/b/deep/three'), size: 0 },
      ]);
      for (const { modifiedAt } of listed) {
        // Some stores keep whole seconds, and a store's clock is its own: a little slack.
        expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
        expect(modifiedAt.getTime()).toBeLessThanOrEqual(after + 5_000);
      }
      expect((await storage.list(key('listed/a/'))).map(({ key }) => key).sort()).toEqual([
        key('listed/a/one'),
        key('listed/a/two.bin'),
      ]);
    });

    it('no longer lists a deleted object, and lists nothing under a missing folder', async () => {
      await storage.put(key('emptied/x'), Buffer.from('x'), 'text/plain');
      await storage.delete(key('emptied/x'));
      expect(await storage.list(key('emptied/'))).toEqual([]);
      expect(await storage.list(key('never-written/'))).toEqual([]);
    });

    it.each([
      ['no trailing slash', 'uploads'],
      ['a parent segment', 'uploads/../'],
      ['an absolute path', '/uploads/'],
      ['only a slash', '/'],
      ['nothing', ''],
    ])('refuses a folder with %s (%j) before any I/O', async (_case, badPrefix) => {
      await expect(storage.list(badPrefix)).rejects.toEqual(expect.any(InvalidObjectKeyError));
    });
  });

  describe('keys', () => {
    it.each([
      ['a parent segment', '../outside'],
      ['a parent segment inside', 'photos/../../outside'],
      ['an absolute path', '/etc/passwd'],
      ['an empty segment', 'photos//x.jpg'],
      ['a dot segment', './x.jpg'],
      ['a hidden segment', 'photos/.x'],
      ['a backslash', 'photos\\..\\x'],
      ['a percent-escape', 'photos/%2e%2e/x'],
      ['a trailing slash', 'photos/'],
      ['nothing', ''],
    ])('refuses %s (%j) before any I/O', async (_case, badKey) => {
      const refused = expect.any(InvalidObjectKeyError);
      await expect(storage.put(badKey, Buffer.from('x'), 'text/plain')).rejects.toEqual(refused);
      await expect(storage.get(badKey)).rejects.toEqual(refused);
      await expect(storage.stat(badKey)).rejects.toEqual(refused);
      await expect(storage.delete(badKey)).rejects.toEqual(refused);
      await expect(storage.createUploadUrl(badKey, 60)).rejects.toEqual(refused);
    });
  });

  describe('createUploadUrl', () => {
    it('returns a URL for that key that expires after the given time', async () => {
      const uploadKey = key('uploads/user-1/upload-1');
      const before = Math.floor(Date.now() / 1000);
      const url = await storage.createUploadUrl(uploadKey, 900);
      const after = Math.ceil(Date.now() / 1000);
      const granted = options.readUploadUrl(url);
      expect(granted.key).toBe(uploadKey);
      expect(granted.expiresAt).toBeGreaterThanOrEqual(before + 900 - 1);
      expect(granted.expiresAt).toBeLessThanOrEqual(after + 900 + 1);
    });

    it.runIf(options.uploadUrlsAreDirect)(
      'accepts a PUT of the file, which can then be read back',
      async () => {
        const uploadKey = key('uploads/user-1/direct');
        const file = randomBytes(100_000);
        const url = await storage.createUploadUrl(uploadKey, 60);
        const response = await fetch(url, {
          method: 'PUT',
          body: file,
          headers: { 'content-type': 'image/jpeg' },
        });
        expect(response.status, await response.text()).toBe(200);
        const stored = await storage.get(uploadKey);
        expect(stored?.body.equals(file)).toBe(true);
        expect(stored?.contentType).toBe('image/jpeg');
      },
    );
  });
}
