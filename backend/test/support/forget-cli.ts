import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

/** Runs `npm run forget -- <userId>` the way npm does, against `dataDir`, beside the running server. */
export function forgetCli(dataDir: string, userId: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      registerTypeScript,
      join(repositoryRoot, 'backend/scripts/forget-member.ts'),
      userId,
    ],
    { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, output })),
  );
}
