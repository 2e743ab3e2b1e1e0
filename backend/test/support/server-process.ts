import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
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
  /** The server's shifted clock, when it was started with `clock`. */
  clock: TestClock | null;
}

/** A server's clock as a test moves it: real time plus an offset (test-clock.preload.ts). */
export interface TestClock {
  offsetMs: number;
  /** The server's time now. */
  now(): number;
  /** Moves the server's time so that it reads `at` now; resolves once the server reads it. */
  set(at: number): Promise<void>;
}

const testClockPreload = pathToFileURL(join(import.meta.dirname, 'test-clock.preload.ts')).href;

/**
 * Starts the real server exactly as `npm start` runs it (TypeScript loader, built
 * frontend, embedded engines) on a free port, with its own data directory.
 */
export function startServer(
  options: {
    dataDir?: string;
    env?: Record<string, string>;
    /** Runs the server on a clock the test moves, starting `offsetMs` ahead of real time. */
    clock?: { offsetMs: number };
  } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'packmeet-e2e-'));
  const clock = options.clock ? ['--import', testClockPreload] : [];
  return launch({
    args: ['--import', registerTypeScript, ...clock, join(repositoryRoot, 'backend/src/main.ts')],
    clockOffsetMs: options.clock?.offsetMs,
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
  clockOffsetMs,
  env,
  dataDir,
  keepDataDir,
  host,
}: {
  args: string[];
  /** Set when the server runs on a test clock. */
  clockOffsetMs?: number;
  env: NodeJS.ProcessEnv;
  dataDir: string;
  keepDataDir: boolean;
  /** The host tests reach it at. */
  host: string;
}): Promise<ServerProcess> {
  const clocked = clockOffsetMs !== undefined;
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: clocked ? { ...env, PACKMEET_TEST_CLOCK_OFFSET_MS: String(clockOffsetMs) } : env,
    stdio: clocked ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
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
        clock: clocked ? testClock(child, clockOffsetMs) : null,
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

function testClock(child: ChildProcess, offsetMs: number): TestClock {
  const clock: TestClock = {
    offsetMs,
    now: () => Date.now() + clock.offsetMs,
    set: (at) => {
      const wanted = at - Date.now();
      return new Promise((resolve, reject) => {
        const answered = (message: unknown) => {
          const { clockOffsetMs } = message as { clockOffsetMs?: number };
          if (clockOffsetMs !== wanted) return;
          child.off('message', answered);
          clock.offsetMs = wanted;
          resolve();
        };
        child.on('message', answered);
        child.send({ clockOffsetMs: wanted }, (error) => error && reject(error));
      });
    },
  };
  return clock;
}
