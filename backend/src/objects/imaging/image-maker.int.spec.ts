import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTypeScript } from '../../../scripts/register-typescript.path.js';
import { jpegWithGps, png } from '../../../test/support/images.js';
import { DiskObjectStorage } from '../../infrastructure/object-storage/disk.object-storage.js';
import { UploadUrlSigner } from '../../infrastructure/object-storage/upload-url-signer.js';
import { ImageMaker } from './image-maker.js';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A Linux thread's nice value: field 19 of /proc/<pid>/task/<tid>/stat. */
const niceOf = (pid: number, tid: string) =>
  Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);

describe('the image process', () => {
  let images: ImageMaker;
  afterEach(() => images.onModuleDestroy());

  it('makes images in a child whose every thread runs at nice 19', async () => {
    images = new ImageMaker();
    const sizes = await images.albumSizes(await jpegWithGps(), 'jpeg');
    const thumb = await sharp(sizes.thumb).metadata();
    expect([thumb.width, thumb.height, thumb.exif]).toEqual([160, 480, undefined]);
    await expect(images.photo(Buffer.from('GIF89a not really'), 'gif')).rejects.toMatchObject({
      code: 'OBJECTS.NOT_AN_IMAGE',
    });
    const pid = images.processId!;
    expect(pid).not.toBe(process.pid);
    if (process.platform !== 'linux') return console.log('nice values read from /proc: Linux only');
    const threads = readdirSync(`/proc/${pid}/task`);
    expect(threads.length).toBeGreaterThan(1);
    expect(new Set(threads.map((tid) => niceOf(pid, tid)))).toEqual(new Set([19]));
  });

  it('starts a new child after the old one was killed, and makes what it was making', async () => {
    images = new ImageMaker(1);
    await images.photo(await png(), 'png');
    const first = images.processId!;
    process.kill(first, 'SIGKILL');
    await vi.waitFor(() => expect(images.processId).toBeUndefined());
    await images.photo(await png(), 'png');
    const second = images.processId!;
    expect(second).not.toBe(first);

    const inFlight = images.photo(await jpegWithGps(), 'jpeg');
    process.kill(second, 'SIGKILL');
    const made = await sharp(await inFlight).metadata();
    expect([made.format, made.height]).toEqual(['jpeg', 2048]);
    expect(images.processId).not.toBe(second);
  });

  it('leaves with its API process, killed with kill -9', async () => {
    images = new ImageMaker();
    const api = spawn(
      process.execPath,
      [
        '--import',
        registerTypeScript,
        join(import.meta.dirname, '../../../test/support/image-maker.child.ts'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      let output = '';
      api.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /image process (\d+)/.exec(output);
        if (match) resolve(Number(match[1]));
      });
      api.once('exit', (code) => reject(new Error(`the API stand-in exited with ${code}`)));
    });
    expect(alive(pid)).toBe(true);
    api.kill('SIGKILL');
    await vi.waitFor(() => expect(alive(pid)).toBe(false), { timeout: 20_000, interval: 100 });
  });
});

describe("an album photo's sizes, from its upload's key", () => {
  let images: ImageMaker;
  let directory: string;
  afterEach(async () => {
    await images.onModuleDestroy();
    rmSync(directory, { recursive: true, force: true });
  });

  const keys = { thumbKey: 'album/p1/thumb.jpg', fullKey: 'album/p1/full.jpg' };

  /** A disk storage holding a JPEG with its GPS position and a GIF that is no image. */
  async function aStorage() {
    directory = mkdtempSync(join(tmpdir(), 'image-maker-'));
    const storage = await DiskObjectStorage.open(directory, new UploadUrlSigner('test secret'));
    await storage.put('uploads/u1/photo', await jpegWithGps(), 'image/jpeg');
    await storage.put('uploads/u1/fake', Buffer.from('GIF89a not really'), 'image/gif');
    return storage;
  }

  /** Both sizes are stored, upright and without metadata; refusals come back as themselves. */
  async function expectSizesStored(storage: DiskObjectStorage) {
    const made = await images.albumSizesStored('uploads/u1/photo', keys);
    const thumb = await sharp((await storage.get(keys.thumbKey))!.body).metadata();
    const full = await sharp((await storage.get(keys.fullKey))!.body).metadata();
    expect([thumb.width, thumb.height, thumb.exif]).toEqual([160, 480, undefined]);
    expect([full.format, full.exif]).toEqual(['jpeg', undefined]);
    expect(made).toEqual({ width: full.width, height: full.height });
    await expect(images.albumSizesStored('uploads/u1/fake', keys)).rejects.toMatchObject({
      kind: 'invalid',
      code: 'OBJECTS.NOT_AN_IMAGE',
    });
    await expect(images.albumSizesStored('uploads/u1/gone', keys)).rejects.toMatchObject({
      kind: 'not_found',
      code: 'OBJECTS.UPLOAD_NOT_FOUND',
    });
  }

  it('on the disk, the image process reads the upload and writes the sizes itself', async () => {
    const storage = await aStorage();
    images = new ImageMaker(1, { storage, directory });
    const get = vi.spyOn(storage, 'get');
    const put = vi.spyOn(storage, 'put');
    await expectSizesStored(storage);
    // Only the test's own reads: no byte of the upload or its sizes went through the API's storage.
    expect(get.mock.calls.map(([key]) => key)).toEqual([keys.thumbKey, keys.fullKey]);
    expect(put).not.toHaveBeenCalled();
  });

  it('where the image process cannot reach the storage (S3), the bytes pass through the API', async () => {
    const storage = await aStorage();
    images = new ImageMaker(1, { storage });
    const put = vi.spyOn(storage, 'put');
    await expectSizesStored(storage);
    expect(put.mock.calls.map(([key]) => key).sort()).toEqual([keys.fullKey, keys.thumbKey]);
  });

  it('starts the image process with the API, before the first image', async () => {
    const storage = await aStorage();
    images = new ImageMaker(1, { storage, directory });
    expect(images.processId).toBeUndefined();
    images.onApplicationBootstrap();
    const pid = images.processId!;
    expect(alive(pid)).toBe(true);
    await images.albumSizesStored('uploads/u1/photo', keys);
    expect(images.processId).toBe(pid);
  });
});
