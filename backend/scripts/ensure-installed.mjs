/**
 * Runs before `npm start` and `npm test`: installs dependencies when they are
 * missing or older than package-lock.json, so a fresh clone needs one command.
 */
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const installed = join(root, 'node_modules', '.package-lock.json');
const lock = join(root, 'package-lock.json');

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci', { cwd: root, stdio: 'inherit' });
}
