import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../src/app.js';
import { registerUser } from './support/accounts.js';
import { createGroup } from './support/groups.js';
import { scheduleMeetup } from './support/meetups.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body stays as sent: fetch would decode it and hide the encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const SCRIPT = `export const greeting = ${JSON.stringify('calm dogs '.repeat(400))};\n`;
const INDEX = '<!doctype html><title>PackMeet</title><div id="root"></div>';
/** Public files the build did not compress (too small, or already compressed formats). */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600)}</svg>`;

describe('compression and caching', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    // A built app as frontend/scripts/precompress.mjs leaves it. The copies hold marked
    // content, so a test can tell the file the build compressed from a per-request compression.
    dist = mkdtempSync(join(tmpdir(), 'packmeet-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(`${INDEX}<!-- br -->`));
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(`${INDEX}<!-- gz -->`));
    const script = join(dist, 'assets', 'index-Ab12Cd34.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(`${SCRIPT}// br`));
    writeFileSync(`${script}.gz`, gzipSync(`${SCRIPT}// gz`));
    writeFileSync(join(dist, 'favicon.svg'), ICON);
    app = await startTestApp({ env: { FRONTEND_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
    rawGet(`${app.url}${path}`, { 'accept-encoding': acceptEncoding, ...headers });

  it("sends a built file's brotli copy to browsers that take br, else its gzip copy, else the file", async () => {
    const path = '/assets/index-Ab12Cd34.js';
    const br = await get(path, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${SCRIPT}// br`);

    const gz = await get(path, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(`${SCRIPT}// gz`);

    const plain = await get(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The uncompressed answer varies by encoding too, or a shared cache could hand it to a browser that takes br.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('never compresses a built file per request, nor serves the copies by their own names', async () => {
    // No copy beside it: sent as it is, even to a browser that takes gzip.
    const icon = await get('/favicon.svg', 'gzip, br');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.toString()).toBe(ICON);

    for (const copy of ['/assets/index-Ab12Cd34.js.br', '/index.html.gz']) {
      const response = await get(copy, 'gzip, br');
      expect(response.headers['content-encoding'], copy).not.toBe('br');
      expect(response.headers['content-type'], copy).toContain('text/html');
    }
  });

  it('caches hashed assets for a year as immutable, and revalidates index.html and public files', async () => {
    const script = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // '/' is the landing page's own head (site-pages.http.controller.ts); the file is /index.html.
    for (const path of ['/index.html', '/favicon.svg']) {
      const response = await get(path, 'br');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      const etag = response.headers.etag as string;
      expect(etag, path).toBeTruthy();
      expect(response.headers['last-modified'], path).toBeTruthy();
      const again = await get(path, 'br', { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
    }
    // Each encoding is its own representation, with its own validator.
    const gz = await get('/index.html', 'gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${INDEX}<!-- gz -->`);
    expect(gz.headers.etag).not.toBe((await get('/index.html', 'br')).headers.etag);
  });

  it('gzips API answers from the threshold on, and sends smaller ones as they are', async () => {
    const large = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(large.headers.vary).toMatch(/accept-encoding/i);
    const document = gunzipSync(large.body).toString();
    expect(document.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(JSON.parse(document)).toHaveProperty('openapi');

    // One meetup as a visitor reads it: about 1.5 KB, a dynamic answer read far more often than written.
    const organizer = await registerUser(app.http, { firstName: 'Marcus' });
    const group = await createGroup(app.http, organizer.token, { name: 'Barton Creek Pack' });
    const meetup = await scheduleMeetup(app.http, organizer.token, group.id);
    const small = await get(`/api/meetups/by-slug/${meetup.slug}`, 'gzip, deflate, br');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);
    expect(small.body.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(JSON.parse(small.body.toString())).toMatchObject({ slug: meetup.slug });
  });
});
