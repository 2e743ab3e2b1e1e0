import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { seedDemoCommunity } from '../src/demo/demo-community.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { demoTargets } from './hot-memory.js';
import { format, median, scratchDirectory, startServer, type Row } from './support.js';

const CONNECTIONS = 20;
const ROUND_SECONDS = 5;
const ROUNDS = 3;
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

interface Round {
  requestsPerSecond: number;
  p99: number;
  bytesPerRequest: number;
}

async function load(url: string, headers: Record<string, string>, seconds = ROUND_SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
  };
}

/**
 * `npm run bench -- reads`: anonymous `GET /api/meetups/by-slug/{slug}` on the
 * demo community, with and without gzip accepted, in alternating rounds
 * (20 connections, 5 s each) after a warm-up. The ratio is gzip accepted
 * against identity on the same server: an answer under the compression
 * threshold costs the same either way. The machine's load average is
 * printed with the figures, since other processes share its cores.
 */
export async function readsBench(): Promise<Row[]> {
  const dataDir = scratchDirectory('reads');
  const file = join(dataDir, 'events.sqlite');
  const store = new SqliteEventStore(file);
  await seedDemoCommunity(store, Gazetteer.load(), 'not-used', {
    scale: 0.1,
    seed: 2026,
    now: new Date(),
  });
  await store.close();
  const { meetups } = await demoTargets(file);
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  });
  try {
    const meetup = (await (await fetch(`${server.url}/api/meetups/${meetups[0]}`)).json()) as {
      slug: string;
    };
    const url = `${server.url}/api/meetups/by-slug/${meetup.slug}`;
    await load(url, {}, 2);
    await load(url, GZIP, 2);
    const plain: Round[] = [];
    const gzip: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      plain.push(await load(url, {}));
      gzip.push(await load(url, GZIP));
    }
    const figure = (rounds: Round[]) =>
      `${format(Math.round(median(rounds.map((r) => r.requestsPerSecond))))} req/s, p99 ${median(rounds.map((r) => r.p99))} ms, ${Math.round(median(rounds.map((r) => r.bytesPerRequest)))} B/answer`;
    const ratio = median(gzip.map((r, i) => r.requestsPerSecond / plain[i]!.requestsPerSecond));
    console.log(
      `reads: load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
    );
    return [
      {
        name: `GET by-slug, gzip accepted (${CONNECTIONS} connections, ${ROUNDS}x${ROUND_SECONDS} s)`,
        baseline: `${figure(plain)} (identity)`,
        measured: figure(gzip),
        ratio,
        target: '>= 0.9x',
        pass: ratio >= 0.9,
      },
    ];
  } finally {
    const { process: child } = server;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
