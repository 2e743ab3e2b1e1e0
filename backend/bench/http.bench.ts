import { join } from 'node:path';
import autocannon from 'autocannon';
import { format, median, scratchDirectory, startServer, type Row } from './support.js';

const ROUNDS = 5;
const ROUND_SECONDS = 4;
/** (c) starts this many fresh pairs of server processes, each measured for PAIR_ROUNDS rounds. */
const PROCESS_PAIRS = 3;
const PAIR_ROUNDS = 3;
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

/** One side of a comparison as a row shows it. */
export const throughput = ({ requestsPerSecond, p99 }: Throughput) =>
  `${format(Math.round(requestsPerSecond))} req/s, p99 ${p99} ms`;

export interface Comparison {
  baseline: Throughput;
  ours: Throughput;
  /** Median over the rounds of ours / baseline, each round's pair measured back to back. */
  ratio: number;
  p99Ratio: number;
  /** Each round's ours / baseline. */
  ratios: number[];
}

/**
 * The baseline and ours under the same load (autocannon, 50 connections),
 * in alternating rounds after a warm-up of each (JIT, connection pools).
 * Why rounds: on our shared virtual cores the machine's speed drifts by up
 * to 2x within a minute, and a pair measured back to back sees the same
 * machine. Throughput and p99 are medians over the rounds.
 */
export async function compare(
  baseline: Target,
  ours: Target,
  roundCount = ROUNDS,
): Promise<Comparison> {
  await run(baseline, WARM_UP_SECONDS);
  await run(ours, WARM_UP_SECONDS);
  const rounds: { baseline: Throughput; ours: Throughput }[] = [];
  for (let round = 0; round < roundCount; round++) {
    rounds.push({ baseline: await run(baseline), ours: await run(ours) });
  }
  const ratios = rounds.map((r) => r.ours.requestsPerSecond / r.baseline.requestsPerSecond);
  return {
    baseline: {
      requestsPerSecond: median(rounds.map((r) => r.baseline.requestsPerSecond)),
      p99: median(rounds.map((r) => r.baseline.p99)),
    },
    ours: {
      requestsPerSecond: median(rounds.map((r) => r.ours.requestsPerSecond)),
      p99: median(rounds.map((r) => r.ours.p99)),
    },
    ratio: median(ratios),
    p99Ratio: median(rounds.map((r) => r.ours.p99 / Math.max(1, r.baseline.p99))),
    ratios,
  };
}

async function run({ url, headers = {} }: Target, seconds = ROUND_SECONDS): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

const ROUTES = [
  { path: 'empty', name: 'GET empty route' },
  { path: 'canned', name: 'GET canned 2 KB JSON' },
];

/**
 * (c) The empty route and a canned 2 KB JSON route through PackMeet's full
 * stack (security headers, correlation ids, metrics, validation pipe, error
 * filter, static files, socket.io, throttler module) against bare Nest on
 * Fastify, each in its own process, measured in alternating rounds with the
 * same load. Why several fresh pairs of processes: one server process runs
 * steadily for its whole life, but the next one of the same code can run
 * 10-20% faster or slower (what V8 decided while it booted and warmed up), so
 * one pair is one draw. The ratio is the median over every round of every
 * pair.
 */
export async function httpBench(): Promise<Row[]> {
  const results = ROUTES.map(() => [] as Comparison[]);
  for (let pair = 0; pair < PROCESS_PAIRS; pair++) {
    const full = await startServer(join(import.meta.dirname, '../src/main.ts'), {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: scratchDirectory('http'),
      LOG_LEVEL: 'info', // the 'serving on' line is how startServer learns the port
      BENCH_ROUTES: 'true',
    });
    const bare = await startServer(join(import.meta.dirname, 'bare-nest.ts'), {});
    try {
      for (const [index, route] of ROUTES.entries()) {
        results[index]!.push(
          await compare(
            { url: `${bare.url}/api/bench/${route.path}` },
            { url: `${full.url}/api/bench/${route.path}` },
            PAIR_ROUNDS,
          ),
        );
      }
    } finally {
      full.process.kill();
      bare.process.kill();
    }
  }
  return ROUTES.map((route, index) => {
    const comparisons = results[index]!;
    const ratio = median(comparisons.flatMap((comparison) => comparison.ratios));
    const requestsPerSecond = (side: 'baseline' | 'ours') =>
      format(Math.round(median(comparisons.map((c) => c[side].requestsPerSecond))));
    const p99 = (side: 'baseline' | 'ours') => median(comparisons.map((c) => c[side].p99));
    const perPair = comparisons.map((comparison) => comparison.ratio.toFixed(2)).join(', ');
    return {
      name: `${route.name} (${CONNECTIONS} connections, ${PROCESS_PAIRS} process pairs x ${PAIR_ROUNDS} rounds; pairs: ${perPair})`,
      baseline: `${requestsPerSecond('baseline')} req/s, p99 ${p99('baseline')} ms (bare Nest)`,
      measured: `${requestsPerSecond('ours')} req/s, p99 ${p99('ours')} ms`,
      ratio,
      target: '>= 0.75',
      pass: ratio >= 0.75,
    };
  });
}
