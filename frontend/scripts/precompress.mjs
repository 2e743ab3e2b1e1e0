/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file
 * of the built app, once at build time, at the highest levels: the server
 * sends them as they are (@fastify/static `preCompressed`) and never
 * compresses a file per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats; images, video and fonts are compressed by their own formats already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
]);

function* files(directory) {
  for (const entry of readdirSync(directory)) {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every compressible file under `directory`; returns how many. */
export function precompress(directory) {
  let count = 0;
  for (const path of files(directory)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    const content = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    count += 1;
  }
  return count;
}
