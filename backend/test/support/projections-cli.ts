import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run projections -- <args>` as a real child process (stdout is a pipe, not a TTY). */
export function projectionsCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return scriptCli('backend/scripts/projections.ts', args, env);
}

/** One of backend/scripts as `npm run` starts it, from the repository's root. */
export function scriptCli(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<CliRun> {
  const child = spawn(
    process.execPath,
    ['--import', registerTypeScript, join(repositoryRoot, script), ...args],
    { cwd: repositoryRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
