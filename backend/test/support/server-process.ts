import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';
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
  return launch({
    args: ['--import', registerTypeScript, join(repositoryRoot, 'backend/src/main.ts')],
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
    dataDir,
    keepDataDir: Boolean(options.dataDir),
    host: '127.0.0.1',
  });
}

/**
 * The server as a person runs it from the README: the command `npm start` runs
 * once the frontend is built, with only PORT and DATA_DIR in its environment
 * (and `email`'s SMTP_URL and MAIL_FROM when given), nothing a test would add.
 * It listens on all interfaces, as it does by default, and is reached at
 * `http://localhost:<PORT>`, the origin its emails' links name.
 */
export async function startAsNpmStart(
  options: { email?: { SMTP_URL: string; MAIL_FROM: string } } = {},
): Promise<ServerProcess> {
  const scripts = JSON.parse(readFileSync(join(repositoryRoot, 'package.json'), 'utf8')).scripts;
  // "npm run build:frontend ... && node --import ... backend/src/main.ts": the part after the build.
  const [program, ...args] = (scripts.start as string).split('&&').at(-1)!.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`npm start no longer runs node: ${scripts.start}`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'packmeet-npm-start-'));
  return launch({
    args,
    env: { PORT: String(port), DATA_DIR: dataDir, ...options.email },
    dataDir,
    keepDataDir: false,
    host: 'localhost',
  });
}

/** A port nothing listens on right now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function launch({
  args,
  env,
  dataDir,
  keepDataDir,
  host,
}: {
  args: string[];
  env: NodeJS.ProcessEnv;
  dataDir: string;
  keepDataDir: boolean;
  /** The host tests reach it at. */
  host: string;
}): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
      const url = `http://${host}:${match[1]}`;
      rememberInbox(url, env.SMTP_URL);
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
          if (!keepDataDir) rmSync(dataDir, { recursive: true, force: true });
        },
      });
    }, 50);
  });
}
