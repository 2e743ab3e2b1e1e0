import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Serves the built single-page app from the same origin as the API. Text
 * files are sent as the brotli or gzip copy the build wrote beside them
 * (frontend/scripts/precompress.mjs), as the request's Accept-Encoding allows,
 * with `Vary: Accept-Encoding`. Register it before @fastify/compress: its
 * routes then never compress per request, so no file is compressed twice.
 * Hashed assets (Vite's `assets/`) are immutable for a year; everything else
 * (index.html, public files) is revalidated each time by its ETag and
 * Last-Modified, so a deploy shows at once. Unknown client routes fall back
 * to index.html in HttpErrorFilter.
 */
export async function serveFrontend(
  app: NestFastifyApplication,
  distDirectory: string,
): Promise<boolean> {
  if (!existsSync(join(distDirectory, 'index.html'))) return false;
  const hashed = join(distDirectory, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: distDirectory,
    prefix: '/',
    wildcard: false,
    // '/' is the landing page's own head (site/site-pages.http.controller.ts), not the bare index.html.
    index: false,
    preCompressed: true,
    // The compressed copies are chosen by encoding, not requested by name.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (response, path) => {
      void response.header(
        'cache-control',
        path.startsWith(hashed) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
