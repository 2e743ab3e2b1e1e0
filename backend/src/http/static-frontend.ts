import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Serves the built single-page app from the same origin as the API. Hashed
 * assets are immutable for a year; index.html is revalidated every time so a
 * deploy shows at once. Unknown client routes fall back to index.html in
 * HttpErrorFilter.
 */
export async function serveFrontend(
  app: NestFastifyApplication,
  distDirectory: string,
): Promise<boolean> {
  if (!existsSync(join(distDirectory, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDirectory,
    prefix: '/',
    wildcard: false,
    // '/' is the landing page's own head (site/site-pages.http.controller.ts), not the bare index.html.
    index: false,
    setHeaders: (response, path) => {
      const immutable = path.includes(`${join(distDirectory, 'assets')}`);
      void response.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}
