import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDemoCommunity } from '../src/demo/demo-community.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import type { CitySummary, DirectoryResponse } from '../src/contracts/locations.js';
import type { SearchResponse } from '../src/contracts/search.js';
import { compare } from './http.bench.js';
import { format, scratchDirectory, startServer, type Row } from './support.js';

const SCALE = 5;
const THROUGHPUT_TARGET = 0.5;
const LATENCY_TARGET = 3;
/** Alternating rounds; `SEARCH_BENCH_ROUNDS=1` for a quick look that it works. */
const ROUNDS = Number(process.env.SEARCH_BENCH_ROUNDS ?? 5);

const throughput = (run: { requestsPerSecond: number; p99: number }) =>
  `${format(Math.round(run.requestsPerSecond))} req/s, p99 ${run.p99} ms`;

/**
 * `npm run bench -- search` (issue "Find the right meetup"): the demo
 * community at `--scale 5`; anonymous visitors search the busiest city's
 * meetups and groups within 25 miles (the first page of 20, soonest first)
 * against the canned 2 KB JSON route of the same server, 50 connections,
 * alternating rounds.
 */
export async function searchBench(): Promise<Row[]> {
  const dataDir = scratchDirectory('search');
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  await seedDemoCommunity(store, Gazetteer.load(), 'not-used', {
    scale: SCALE,
    seed: 2026,
    now: new Date(),
  });
  await store.close();
  const dist = scratchDirectory('search-dist');
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    DATA_DIR: dataDir,
    FRONTEND_DIST: dist,
    BENCH_ROUTES: 'true',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
  });
  const getJson = async <T>(path: string) => (await (await fetch(server.url + path)).json()) as T;
  try {
    const cities = Object.values(
      await getJson<DirectoryResponse>('/api/locations/directory'),
    ).flatMap((state) => Object.values(state.cities));
    const { slug } = cities.reduce((busiest, city) =>
      city.groupCount > busiest.groupCount ? city : busiest,
    );
    const city = await getJson<CitySummary>(`/api/locations/city/${slug}`);
    const query = new URLSearchParams({ city: city.city, state: city.state, radius: '25' });
    const url = `${server.url}/api/search?${query.toString()}`;
    const answer = await fetch(url);
    if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as SearchResponse;
    const bytes = JSON.stringify(body).length;
    // What browsers send with every request; the canned route is too small to compress.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    // fetch decodes bodies: the compressed size is in the header.
    const onTheWire = Number((await fetch(url, { headers })).headers.get('content-length'));
    const run = await compare(
      { url: `${server.url}/api/bench/canned`, headers },
      { url, headers },
      ROUNDS,
    );
    return [
      {
        name: `GET /api/search?${query.toString()} (${format(body.total)} matches, first page ${format(bytes)} bytes, ${format(onTheWire)} gzipped), anonymous, as browsers ask (Accept-Encoding: gzip), 50 connections, median of ${ROUNDS} alternating rounds`,
        baseline: `${throughput(run.baseline)} (canned 2 KB, same server)`,
        measured: `${throughput(run.ours)} (p99 ${run.p99Ratio.toFixed(2)}x)`,
        ratio: run.ratio,
        target: `>= ${THROUGHPUT_TARGET}, p99 <= ${LATENCY_TARGET}x`,
        pass: run.ratio >= THROUGHPUT_TARGET && run.p99Ratio <= LATENCY_TARGET,
      },
    ];
  } finally {
    server.process.kill();
  }
}
