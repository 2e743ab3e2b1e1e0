import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerTypeScript } from '../scripts/register-typescript.path.js';

export const scratchDirectory = (name: string) =>
  mkdtempSync(join(tmpdir(), `packmeet-bench-${name}-`));

export interface Row {
  name: string;
  baseline: string;
  measured: string;
  ratio: number;
  target: string;
  pass: boolean;
}

export function printRows(title: string, rows: Row[]): void {
  console.log(`\n## ${title}\n`);
  console.log('| measurement | baseline (same run) | PackMeet | ratio | target | |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.baseline} | ${row.measured} | ${row.ratio.toFixed(2)} | ${row.target} | ${row.pass ? 'ok' : 'MISSED'} |`,
    );
  }
}

export const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
export const format = (value: number) => value.toLocaleString('en-US');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How a child process runs: another tree's TypeScript loader (an old build's), extra environment. */
export interface ChildOptions {
  register?: string;
  env?: Record<string, string>;
}

/** Runs a TypeScript entry in a fresh Node process and resolves with what it printed. */
export function runScript(
  entry: string,
  args: string[],
  { register = registerTypeScript, env = {} }: ChildOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', register, entry, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${entry} exited with ${code}`)),
    );
  });
}

/** Starts a Node process running a TypeScript entry and resolves with its URL once it logs one. */
export function startServer(
  entry: string,
  env: Record<string, string>,
  { register = registerTypeScript }: ChildOptions = {},
): Promise<{ url: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    // BENCH_PROFILE_DIR=<dir>: a CPU profile of each server, to see where a figure comes from.
    const profile = process.env.BENCH_PROFILE_DIR;
    const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
    const child = spawn(process.execPath, [...flags, '--import', register, entry], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /https?:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        child.stdout?.off('data', onData);
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, process: child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}:\n${output}`)));
    const timer = setTimeout(() => {
      // Not left running behind a bench that gave up on it. The demo at --scale 5 is folded
      // into memory at boot; on a busy machine that takes minutes.
      child.kill();
      reject(new Error(`${entry} did not report its URL within 5 minutes:\n${output}`));
    }, 300_000);
    timer.unref();
  });
}

/**
 * Starts the app as `npm start` does, on a fresh data directory and a free
 * port, with room for a bench's many sign-ups from one address.
 */
export const startApp = (name: string, env: Record<string, string> = {}) =>
  startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: scratchDirectory(name),
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_IP_PER_MIN: '10000',
    ...env,
  });

/** Stops a server started by `startServer` and waits for its exit. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill();
  await exited;
}

export type Json = Record<string, unknown>;

/** An API call with an optional bearer token; throws on an error answer. */
export async function call(
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as Json;
}

/** Registers a member (in the Austin area) and answers their token. */
export async function member(base: string, index: number): Promise<string> {
  const body = {
    email: `life-${index}-${Date.now()}@example.com`,
    username: `life${index}${Date.now()}`,
    password: 'correct horse battery',
    firstName: `Owner${index}`,
    lastName: 'Bench',
    city: 'Austin',
    state: 'TX',
  };
  return (await call(base, 'POST', '/api/auth/register', undefined, body)).token as string;
}

/** A member who founds a public group in Austin: their token and the group's id. */
export async function organizerWithGroup(base: string, name: string) {
  const organizer = await member(base, 0);
  const group = await call(base, 'POST', '/api/groups', organizer, {
    name,
    description: 'A group for a benchmark.',
    city: 'Austin',
    state: 'TX',
  });
  return { organizer, groupId: String(group.id) };
}
