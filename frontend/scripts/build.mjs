/**
 * Builds the frontend into frontend/dist, with brotli and gzip copies of its
 * text files. With --if-stale it skips the build when dist is newer than every
 * source file, so `npm start` stays quick.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDirectory = join(frontend, 'dist');
const dist = join(distDirectory, 'index.html');

function newestSource(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestSource(join(path, entry))));
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts']
  .map((entry) => join(frontend, entry))
  .filter(existsSync);
const stale = !existsSync(dist) || Math.max(...sources.map(newestSource)) > statSync(dist).mtimeMs;

if (process.argv.includes('--if-stale') && !stale) {
  console.log('frontend/dist is up to date');
} else {
  execFileSync(
    process.execPath,
    [
      join(frontend, '..', 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--config',
      join(frontend, 'vite.config.ts'),
      frontend,
    ],
    {
      stdio: 'inherit',
    },
  );
  await prerender(frontend, distDirectory);
  console.log(`precompressed ${precompress(distDirectory)} files (brotli and gzip)`);
}
