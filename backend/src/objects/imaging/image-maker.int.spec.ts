import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerTypeScript } from '../../../scripts/register-typescript.path.js';
import { jpegWithGps, png } from '../../../test/support/images.js';
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
