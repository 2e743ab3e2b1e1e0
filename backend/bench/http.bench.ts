import { join } from 'node:path';
import autocannon from 'autocannon';
import { format, scratchDirectory, startServer, type Row } from './support.js';

const DURATION_SECONDS = 8;
const CONNECTIONS = 50;

export async function load(
  url: string,
  seconds = DURATION_SECONDS,
  connections = CONNECTIONS,
  headers: Record<string, string> = {},
) {
  // Warm up (JIT, connection pools), then measure.
  await autocannon({ url, connections, duration: 2, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

/**
 * (c) The empty route and a canned 2 KB JSON route through PackMeet's full
 * stack (helmet, correlation ids, validation pipe, error filter, static
 * files, throttler module) against bare Nest on Fastify, each in its own
 * process, measured one after the other with the same load.
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
      const baseline = await load(`${bare.url}/api/bench/${route}`);
      const ours = await load(`${full.url}/api/bench/${route}`);
      const ratio = ours.requestsPerSecond / baseline.requestsPerSecond;
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
