import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { registerTypeScript } from '../scripts/register-typescript.path.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { issueOperatorToken } from '../src/auth/operator-token.js';
import type { ProjectionsOverviewResponse } from '../src/contracts/admin.js';
import { generate } from './rebuild.bench.js';
import { format, scratchDirectory, type Row } from './support.js';

/** Requests per second of the latency probe: steady, well below what the server can take. */
const RATE = 200;
const MEASURE_MS = 10_000;
const TARGET_RATIO = 3;

export interface Latencies {
  count: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** Every latency, ascending: rounds pooled give the p99 of a whole window. */
  samples: number[];
}

/**
 * An open-loop probe: requests leave on a fixed schedule whatever the server
 * does, and each latency is counted from when the request was due, so a
 * stalled event loop shows in full (no coordinated omission).
 */
export async function probe(
  url: string,
  headers: Record<string, string>,
  ms: number,
): Promise<Latencies> {
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const target = new URL(url);
  const samples: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round((ms / 1000) * RATE);
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise<void>((resolve) => {
        const call = request(
          { host: target.hostname, port: target.port, path: target.pathname, headers, agent },
          (response) => {
            response.resume();
            response.on('end', () => {
              if (response.statusCode === 200) samples.push(performance.now() - due);
              else failed += 1;
              resolve();
            });
          },
        );
        call.on('error', () => {
          failed += 1;
          resolve();
        });
        call.end();
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(share * samples.length))]!;
  return {
    count: samples.length,
    failed,
    p50: at(0.5),
    p99: at(0.99),
    max: samples.at(-1)!,
    samples,
  };
}

/** `npm start` on a data directory; a million events take a while to catch up, hence its own patient start. */
function startServer(dataDir: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', registerTypeScript, join(import.meta.dirname, '../src/main.ts')],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_IP_PER_MIN: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`the server did not start within 5 minutes:\n${output}`));
    }, 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PackMeet is serving on http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve({ url: `http://127.0.0.1:${match[1]}`, process: child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code}:\n${output}`));
    });
  });
}

async function api<T>(
  url: string,
  method: string,
  token: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, { method, headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as T };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * Responsiveness during a replay: p99 latency of an authenticated read that
 * hits the users read model (GET /api/profile), idle and then while every
 * projection is replayed from a 1M-event log in the same (embedded) process.
 * Target: p99 during the replay within 3x the idle p99.
 */
export async function replayLatencyBench(count = 1_000_000): Promise<Row[]> {
  const dataDir = scratchDirectory('replay');
  const file = join(dataDir, 'events.sqlite');
  await new SqliteEventStore(file).close();
  generate(file, count);

  const bootStarted = performance.now();
  const server = await startServer(dataDir);
  const bootMs = performance.now() - bootStarted;
  try {
    const operator = issueOperatorToken(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: 'Mark',
        username: 'bench_replay',
        email: 'bench.replay@example.com',
        password: 'correct horse battery',
        city: 'Austin',
        state: 'TX',
        isTrainer: false,
      }),
    });
    const { token } = (await registered.json()) as { token: string };
    const read = `${server.url}/api/profile`;
    const headers = { authorization: `Bearer ${token}` };

    await probe(read, headers, 2_000); // warm-up: JIT, sockets
    const idle = await probe(read, headers, MEASURE_MS);

    const replayStarted = performance.now();
    const started = await api<{ names: string[] }>(
      `${server.url}/api/admin/projections/replay-all`,
      'POST',
      operator,
    );
    if (started.status !== 202) throw new Error(`replay-all answered ${started.status}`);
    const during = await probe(read, headers, MEASURE_MS);
    let overview: ProjectionsOverviewResponse;
    let stillRunningAfterProbe: boolean | undefined;
    for (;;) {
      overview = (
        await api<ProjectionsOverviewResponse>(
          `${server.url}/api/admin/projections`,
          'GET',
          operator,
        )
      ).body;
      const states = overview.projections.map((projection) => projection.replay?.state);
      stillRunningAfterProbe ??= states.some(
        (state) => state === 'rebuilding' || state === 'switching',
      );
      if (states.every((state) => state === 'done' || state === 'failed')) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const replayMs = performance.now() - replayStarted;
    const replay = overview.projections[0]!.replay!;
    if (overview.projections.some((projection) => projection.replay?.state !== 'done')) {
      throw new Error(
        `a replay failed: ${JSON.stringify(overview.projections.map((p) => p.replay))}`,
      );
    }

    const ratio = during.p99 / idle.p99;
    return [
      {
        name: `p99 of GET /api/profile at ${RATE} req/s while all ${overview.projections.length} projections replay ${format(count)} events${stillRunningAfterProbe ? '' : ' (REPLAY ENDED BEFORE THE PROBE)'}`,
        baseline: `idle p99 ${ms(idle.p99)} (p50 ${ms(idle.p50)}, max ${ms(idle.max)})`,
        measured: `p99 ${ms(during.p99)} (p50 ${ms(during.p50)}, max ${ms(during.max)}, ${during.failed} failed)`,
        ratio,
        target: `<= ${TARGET_RATIO}, no failed read`,
        pass:
          ratio <= TARGET_RATIO &&
          during.failed === 0 &&
          idle.failed === 0 &&
          stillRunningAfterProbe === true,
      },
      {
        name: `the replay itself: ${format(replay.processed)} events, blue/green switch included`,
        baseline: `boot catch-up ${(bootMs / 1000).toFixed(1)} s (server start included)`,
        measured: `${(replayMs / 1000).toFixed(1)} s, ${format(Math.round(replay.processed / (replayMs / 1000)))} events/s`,
        ratio: replayMs / bootMs,
        target: 'informational',
        pass: true,
      },
    ];
  } finally {
    server.process.kill();
  }
}
