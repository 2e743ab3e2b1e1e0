import { join } from 'node:path';
import autocannon from 'autocannon';
import { format, median, scratchDirectory, startServer, type Row } from './support.js';

const ROUNDS = 5;
const ROUND_SECONDS = 4;
const WARM_UP_SECONDS = 2;
const CONNECTIONS = 50;

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

interface Throughput {
  requestsPerSecond: number;
  p99: number;
}

export interface Comparison {
  baseline: Throughput;
  ours: Throughput;
  /** Median over the rounds of ours / baseline, each round's pair measured back to back. */
  ratio: number;
  p99Ratio: number;
}

/**
 * The baseline and ours under the same load (autocannon, 50 connections),
 * in alternating rounds after a warm-up of each (JIT, connection pools).
 * Why rounds: on our shared virtual cores the machine's speed drifts by up
 * to 2x within a minute, and a pair measured back to back sees the same
 * machine. Throughput and p99 are medians over the rounds.
 */
export async function compare(baseline: Target, ours: Target): Promise<Comparison> {
  await run(baseline, WARM_UP_SECONDS);
  await run(ours, WARM_UP_SECONDS);
  const rounds: { baseline: Throughput; ours: Throughput }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({ baseline: await run(baseline), ours: await run(ours) });
  }
  return {
    baseline: {
      requestsPerSecond: median(rounds.map((r) => r.baseline.requestsPerSecond)),
      p99: median(rounds.map((r) => r.baseline.p99)),
    },
    ours: {
      requestsPerSecond: median(rounds.map((r) => r.ours.requestsPerSecond)),
      p99: median(rounds.map((r) => r.ours.p99)),
    },
    ratio: median(rounds.map((r) => r.ours.requestsPerSecond / r.baseline.requestsPerSecond)),
    p99Ratio: median(rounds.map((r) => r.ours.p99 / Math.max(1, r.baseline.p99))),
  };
}

async function run({ url, headers = {} }: Target, seconds = ROUND_SECONDS): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/**
 * (c) The empty route and a canned 2 KB JSON route through PackMeet's full
 * stack (helmet, correlation ids, validation pipe, error filter, static
 * files, throttler module) against bare Nest on Fastify, each in its own
 * process, measured in alternating rounds with the same load.
 */
export async function httpBench(): Promise<Row[]> {
  const full = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: scratchDirectory('http'),
    LOG_LEVEL: 'info', // the 'serving on' line is how startServer learns the port
    BENCH_ROUTES: 'true',
  });
  const bare = await startServer(join(import.meta.dirname, 'bare-nest.ts'), {});
  const rows: Row[] = [];
  try {
    for (const route of ['empty', 'canned']) {
      const { baseline, ours, ratio } = await compare(
        { url: `${bare.url}/api/bench/${route}` },
        { url: `${full.url}/api/bench/${route}` },
      );
      rows.push({
        name: `GET ${route === 'empty' ? 'empty route' : 'canned 2 KB JSON'} (${CONNECTIONS} connections)`,
        baseline: `${format(Math.round(baseline.requestsPerSecond))} req/s, p99 ${baseline.p99} ms (bare Nest)`,
        measured: `${format(Math.round(ours.requestsPerSecond))} req/s, p99 ${ours.p99} ms`,
        ratio,
        target: '>= 0.75',
        pass: ratio >= 0.75,
      });
    }
  } finally {
    full.process.kill();
    bare.process.kill();
  }
  return rows;
}
