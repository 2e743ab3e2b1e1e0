import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

export interface WorkerProcess {
  /** The worker's admin endpoint. */
  adminUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the projections worker exactly as compose runs it
 * (backend/src/projections-worker.ts), here on the embedded engines, with its
 * admin endpoint on a free port.
 */
export function startWorker(dataDir: string, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    ['--import', registerTypeScript, join(repositoryRoot, 'backend/src/projections-worker.ts')],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PROJECTIONS_ADMIN_PORT: '0',
        REPLAY_REST_MS: '0',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<WorkerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker did not serve its admin endpoint in 60 s:\n${output}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}:\n${output}`));
    });
    const poll = setInterval(() => {
      const match = /admin endpoint on port (\d+)/.exec(output);
      if (!match) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({
        adminUrl: `http://127.0.0.1:${match[1]}`,
        output: () => output,
        stop: async () => {
          if (child.exitCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      });
    }, 50);
  });
}
