import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';
import { rememberDataDirSecret } from './account-links.js';
import { rememberInbox } from './smtp.js';

const repositoryRoot = join(import.meta.dirname, '..', '..', '..');

export interface ServerProcess {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server exactly as `npm start` runs it (TypeScript loader, built
 * frontend, embedded engines) on a free port, with its own data directory.
 */
export function startServer(
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'packmeet-e2e-'));
  const child = spawn(
    process.execPath,
    ['--import', registerTypeScript, join(repositoryRoot, 'backend/src/main.ts')],
    {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_IP_PER_MIN: '10000',
        // Tests replay small logs and want them done; the bench measures the resting default.
        REPLAY_REST_MS: '0',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in 60 s:\n${output}`)),
      60_000,
    );
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    const poll = setInterval(() => {
      const match = /PackMeet is serving on http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearInterval(poll);
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const url = `http://127.0.0.1:${match[1]}`;
      rememberDataDirSecret(url, dataDir, options.env);
      rememberInbox(url, options.env?.SMTP_URL);
      resolve({
        url,
        dataDir,
        process: child,
        output: () => output,
        stop: async () => {
          if (child.exitCode === null) {
            const exited = new Promise((done) => child.once('exit', done));
            child.kill('SIGTERM');
            await exited;
          }
          if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
        },
      });
    }, 50);
  });
}
