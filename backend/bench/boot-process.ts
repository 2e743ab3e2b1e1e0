import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registerTypeScript } from '../scripts/register-typescript.path.js';

/*
 * The server processes the boot bench starts: `npm start` on a data
 * directory, stopped with a signal, and `projections verify --snapshots`.
 */

/** A process's resident set, in KiB, from /proc. */
export const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
export const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

export const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';
const MAIN = join(import.meta.dirname, '../src/main.ts');

export interface Booted {
  url: string;
  process: ChildProcess;
  /** Everything it printed so far (kept growing). */
  output: () => string;
  /** The server's own figures: bootMs from `PackMeet is serving`, the rest from `read models caught up`. */
  bootMs: number;
  catchUpMs: number;
  restored: number;
  folded: number;
}

export const field = (line: string | undefined, name: string) => {
  const value = new RegExp(`"${name}":(\\d+)`).exec(line ?? '')?.[1];
  if (value === undefined) throw new Error(`no ${name} in the boot log line: ${line}`);
  return Number(value);
};

/** `npm start` on the data directory; resolves once it serves (or throws after `timeoutMs`), with the figures its boot logged. */
export function boot(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 600_000,
): Promise<Booted> {
  // BENCH_PROFILE_DIR=<dir>: a CPU profile of each server, as startServer() in support.ts.
  const profile = process.env.BENCH_PROFILE_DIR;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', registerTypeScript, MAIN], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      JWT_SECRET,
      AUTH_RATE_LIMIT_IP_PER_MIN: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`the server did not start within ${timeoutMs / 60_000} minutes:\n${output}`),
      );
    }, timeoutMs);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before serving:\n${output}`));
    };
    child.once('exit', onExit);
    const onData = () => {
      const lines = output.split('\n');
      const serving = lines.find((line) => line.includes('PackMeet is serving on'));
      if (!serving) return;
      child.stdout.off('data', onData);
      child.off('exit', onExit);
      clearTimeout(timer);
      const caughtUp = lines.find((line) => line.includes('read models caught up'));
      resolve({
        url: `http://127.0.0.1:${/localhost:(\d+)/.exec(serving)![1]}`,
        process: child,
        output: () => output,
        bootMs: field(serving, 'bootMs'),
        catchUpMs: field(caughtUp, 'ms'),
        restored: caughtUp?.includes('restoredFromSnapshots')
          ? field(caughtUp, 'restoredFromSnapshots')
          : 0,
        folded: field(caughtUp, 'eventsFolded'),
      });
    };
    child.stdout.on('data', onData);
  });
}

/** Sends the signal and waits for the process to end; throws if it does not end cleanly on SIGTERM. */
export async function stop(server: Booted, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  const code = await exited;
  if (signal === 'SIGTERM' && code !== 0)
    throw new Error(`the server exited with ${code} on SIGTERM:\n${server.output()}`);
}

/** Waits until the server has logged `text` (after the first `from` characters of its output), or throws after `ms`. */
export async function logged(server: Booted, text: string, ms: number, from = 0): Promise<void> {
  const until = Date.now() + ms;
  while (!server.output().includes(text, from)) {
    if (Date.now() > until)
      throw new Error(`the server never logged "${text}":\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** `npm run projections -- verify --snapshots` on the data directory; its output, or a throw on differences. */
export function verifySnapshots(dataDir: string): Promise<string> {
  const script = join(import.meta.dirname, '../scripts/projections.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', registerTypeScript, script, 'verify', '--snapshots'],
      {
        env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`projections verify --snapshots exited with ${code}:\n${output}`)),
    );
  });
}
