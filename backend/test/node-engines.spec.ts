import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { FileTypeValidator } from '@nestjs/common';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import semver from 'semver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The README promises the Node.js of the root package.json's `engines`. Three dependencies'
 * newest majors want Node 22 (file-type under @nestjs/common, cookie under light-my-request,
 * content-disposition under @fastify/static); `overrides` holds them at majors made for Node
 * 20. This checks the promise against every package the lockfile installs, and that each held
 * package still does what its dependent asks of it.
 */

const root = new URL('../../', import.meta.url);
const readJson = async (name: string) =>
  JSON.parse(await readFile(new URL(name, root), 'utf8')) as Record<string, unknown>;

describe('the Node.js the README promises', () => {
  it('is what every installed package supports, so npm ci warns of no engine', async () => {
    const manifest = (await readJson('package.json')) as { engines: { node: string } };
    const lock = (await readJson('package-lock.json')) as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    expect(semver.satisfies(process.version, manifest.engines.node)).toBe(true);

    const refusing = Object.entries(lock.packages)
      .filter(([path, info]) => path !== '' && info.engines?.node !== undefined)
      .filter(([, info]) => !semver.satisfies(oldest, info.engines!.node!))
      .map(([path, info]) => `${path}@${info.version}: node ${info.engines!.node}`);
    expect(refusing, `packages that do not support Node ${oldest}`).toEqual([]);
  });
});

describe('the dependencies held at Node 20 majors do their dependents’ work', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'packmeet-engines-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('content-disposition names a download from @fastify/static; cookie sends an injected cookie', async () => {
    await writeFile(join(dir, 'export.json'), '{"dogs":[]}');
    const app = new FastifyAdapter().getInstance();
    await app.register(fastifyStatic, { root: dir, serve: false });
    app.get('/download', (_request, reply) => reply.download('export.json', 'my dogs.json'));
    app.get('/echo-cookie', (request) => ({ cookie: request.headers.cookie ?? null }));
    try {
      const download = await app.inject({ url: '/download' });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe('attachment; filename="my dogs.json"');
      expect(download.body).toBe('{"dogs":[]}');

      // light-my-request turns `cookies` into the Cookie header with the cookie package.
      const echoed = await app.inject({ url: '/echo-cookie', cookies: { pack: 'met up' } });
      expect(echoed.json()).toEqual({ cookie: 'pack=met%20up' });
    } finally {
      await app.close();
    }
  });

  it('file-type sniffs a PNG by its bytes for Nest’s FileTypeValidator', async () => {
    const png = await sharp({
      create: { width: 2, height: 2, channels: 3, background: '#2f6f4f' },
    })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const pngOnly = new FileTypeValidator({ fileType: 'image/png' });
    expect(await pngOnly.isValid({ mimetype: 'image/png', buffer: png } as never)).toBe(true);
    // Named a PNG, but the bytes say JPEG: refused by what the bytes are.
    expect(await pngOnly.isValid({ mimetype: 'image/png', buffer: jpeg } as never)).toBe(false);
  });
});
