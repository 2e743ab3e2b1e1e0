import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import type { DirectoryResponse } from '../src/contracts/locations.js';
import { seedDemoCommunity } from '../src/demo/demo-community.js';
import { SqliteEventStore } from '../src/event-store/sqlite.event-store.js';
import { Gazetteer } from '../src/geography/gazetteer.js';
import { random } from '../src/demo/demo-random.js';
import { nextRequest, readCommunity, type Kind, type Planned } from './soak-traffic.js';
import { format, scratchDirectory, startServer, type Row } from './support.js';

const SCALE = 2;
const RATE = 150;
/** SOAK_SECONDS shortens the soak for a quick try; the figures are for the default. */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
/** The first tenth runs the same traffic unmeasured: JIT, caches, connection pools. */
const WARM_UP_MS = SECONDS * 100;
const RSS_SAMPLE_MS = 5_000;
const GROWTH_TARGET = 0.1;
const PERSONAS = 400;
/**
 * Requests waiting for an answer at most; one due beyond that is not sent and
 * counts as an error. A server that falls behind fails the run instead of
 * queueing it for ever.
 */
const MAX_IN_FLIGHT = 600;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

interface Sample {
  kind: Kind;
  due: number;
  ms: number;
}

const rssKiB = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
/** What live objects hold, from the bench route that runs a full collection first. */
interface LiveMemory {
  heapUsed: number;
  external: number;
  collected: boolean;
}
const liveMemory = async (url: string) =>
  (await (await fetch(`${url}/api/bench/memory`, { method: 'POST' })).json()) as LiveMemory;
const liveMiB = (memory: LiveMemory) =>
  `${((memory.heapUsed + memory.external) / 2 ** 20).toFixed(0)} MiB`;
const liveRatio = (end: LiveMemory, start: LiveMemory) =>
  (end.heapUsed + end.external) / (start.heapUsed + start.external);
const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const quantile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;

/**
 * `npm run bench -- soak`: the demo community at `--scale 2` served for five
 * minutes (SOAK_SECONDS) of mixed traffic at 150 requests/s, open loop
 * (requests leave on schedule whatever the server does, latency counted from
 * when each was due): page loads, anonymous and signed-in reads, and writes
 * (RSVPs and taking them back, posts, comments, joining and leaving). Every
 * request is one the product answers 2xx. Targets: no error, and memory held
 * by live objects (JS heap and external buffers after a full collection) at
 * the end within 10% of the middle. RSS is reported beside it: V8 and the
 * allocator keep pages after a peak, so RSS rises where live memory does not.
 */
export async function soakBench(): Promise<Row[]> {
  const dataDir = scratchDirectory('soak');
  const file = join(dataDir, 'events.sqlite');
  const store = new SqliteEventStore(file);
  const seeded = await seedDemoCommunity(store, Gazetteer.load(), 'not-used', {
    scale: SCALE,
    seed: 2026,
    now: new Date(),
  });
  await store.close();
  const community = await readCommunity(file, JWT_SECRET, PERSONAS);
  const server = await startServer(join(import.meta.dirname, '../src/main.ts'), {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    JWT_SECRET,
    BENCH_ROUTES: 'true',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`,
  });
  // Nothing reads the server's output once it is up; keep its pipes drained.
  server.process.stdout?.resume();
  server.process.stderr?.resume();
  const pid = server.process.pid!;
  try {
    const directory = (await (
      await fetch(`${server.url}/api/locations/directory`)
    ).json()) as DirectoryResponse;
    // Visitors go where the groups are: a city is asked for in proportion to its groups.
    const citySlugs = Object.values(directory).flatMap((state) =>
      Object.values(state.cities).flatMap((city) => Array<string>(city.groupCount).fill(city.slug)),
    );
    const index = await (await fetch(`${server.url}/`)).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(index)?.[1];
    if (!script) throw new Error('no script in the served index.html');

    const target = new URL(server.url);
    // Idle sockets are closed before the server's 72 s keep-alive timeout would: a request sent on
    // a socket the server is closing that moment reads ECONNRESET, a race of the client's making.
    const agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 30_000 });
    const samples: Sample[] = [];
    const failures = new Map<string, number>();
    const fail = (planned: Planned, what: string) => {
      const key = `${planned.route}: ${what}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
    };
    const send = (planned: Planned, due: number) =>
      new Promise<void>((resolve) => {
        const body = planned.body === undefined ? undefined : JSON.stringify(planned.body);
        const call = request(
          {
            host: target.hostname,
            port: target.port,
            method: planned.method,
            path: planned.path,
            agent,
            headers: {
              // As browsers do; a write's answer is read here, so it comes plain.
              ...(planned.done ? {} : { 'accept-encoding': 'gzip, br' }),
              ...(planned.token ? { authorization: `Bearer ${planned.token}` } : {}),
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => planned.done && chunks.push(chunk));
            response.on('end', () => {
              const status = response.statusCode ?? 0;
              samples.push({ kind: planned.kind, due, ms: performance.now() - due });
              if (status >= 200 && status < 300) {
                planned.done?.(
                  chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString()) : null,
                );
              } else {
                fail(planned, String(status));
                planned.done?.(undefined);
              }
              resolve();
            });
          },
        );
        call.on('error', (error) => {
          fail(planned, error.message);
          samples.push({ kind: planned.kind, due, ms: performance.now() - due });
          planned.done?.(undefined);
          resolve();
        });
        call.end(body);
      });

    const next = random(2026);
    const rss: { at: number; kib: number }[] = [];
    const started = performance.now();
    const sampler = setInterval(
      () => rss.push({ at: performance.now() - started, kib: rssKiB(pid) }),
      RSS_SAMPLE_MS,
    );
    const pending = new Set<Promise<void>>();
    const total = SECONDS * RATE;
    let warmRss = 0;
    let warmLive: Promise<LiveMemory> | undefined;
    let midLive: Promise<LiveMemory> | undefined;
    const middleIndex = Math.floor(total * 0.55);
    for (let i = 0; i < total; i++) {
      const due = started + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (!warmRss && due - started >= WARM_UP_MS) {
        warmRss = rssKiB(pid);
        warmLive = liveMemory(server.url);
      }
      if (i === middleIndex) midLive = liveMemory(server.url);
      const planned = nextRequest(community, next.next, citySlugs, script);
      if (pending.size >= MAX_IN_FLIGHT) {
        fail(planned, `not sent: ${MAX_IN_FLIGHT} requests already waiting`);
        planned.done?.(undefined);
        continue;
      }
      const sent = send(planned, due).then(() => {
        pending.delete(sent);
      });
      pending.add(sent);
    }
    await Promise.all(pending);
    clearInterval(sampler);
    const endRss = rssKiB(pid);
    const [warm, mid, end] = [await warmLive!, await midLive!, await liveMemory(server.url)];
    if (!end.collected) throw new Error('the server runs without --expose-gc: live memory unknown');
    const liveGrowth = liveRatio(end, mid) - 1;
    const elapsed = (performance.now() - started) / 1000;
    agent.destroy();

    const measured = samples.filter((sample) => sample.due - started >= WARM_UP_MS);
    const latencies = (kind?: Kind) =>
      measured
        .filter((sample) => !kind || sample.kind === kind)
        .map((sample) => sample.ms)
        .sort((a, b) => a - b);
    const all = latencies();
    const errors = [...failures.values()].reduce((sum, count) => sum + count, 0);
    const peak = Math.max(...rss.filter(({ at }) => at >= WARM_UP_MS).map(({ kib }) => kib));
    // The read models' snapshots handed to readers, city summaries and group lists fill as traffic
    // reaches more of the data, for minutes after the warm-up; growth after that is what a leak makes.
    const middle = WARM_UP_MS + (elapsed * 1000 - WARM_UP_MS) / 2;
    const midRss = rss.find(({ at }) => at >= middle)?.kib ?? endRss;
    const growth = endRss / midRss - 1;
    const percent = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`;
    for (const [failure, count] of failures) console.log(`  ${count} x ${failure}`);
    const traffic = `${format(total)} requests in ${elapsed.toFixed(0)} s at ${RATE}/s (demo --scale ${SCALE}: ${format(seeded.owners)} owners, ${format(seeded.groups)} groups; ${community.personas.length} signed-in visitors)`;
    const byKind = (['page', 'api read', 'signed-in read', 'write'] as const).map((kind) => {
      const sorted = latencies(kind);
      return {
        name: `  ${kind}s: ${format(sorted.length)} after the warm-up`,
        baseline: `p50 ${ms(quantile(sorted, 0.5))}`,
        measured: `p99 ${ms(quantile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`,
        ratio: quantile(sorted, 0.99) / quantile(sorted, 0.5),
        target: 'informational',
        pass: true,
      };
    });
    return [
      {
        name: `Errors (non-2xx or no answer): ${traffic}`,
        baseline: '0',
        measured: `${format(errors)} (${((errors / total) * 100).toFixed(3)}%)`,
        ratio: errors / total,
        target: '0',
        pass: errors === 0,
      },
      {
        name: `Latency from when each request was due, after the ${(WARM_UP_MS / 1000).toFixed(0)} s warm-up (${format(all.length)} requests)`,
        baseline: `p50 ${ms(quantile(all, 0.5))}`,
        measured: `p99 ${ms(quantile(all, 0.99))}, max ${ms(all.at(-1) ?? Number.NaN)}`,
        ratio: quantile(all, 0.99) / quantile(all, 0.5),
        target: 'informational',
        pass: true,
      },
      ...byKind,
      {
        name: 'Live memory (JS heap and external buffers after a full collection) from the warm-up to the middle: caches filling',
        baseline: `${liveMiB(warm)} after the warm-up`,
        measured: `${liveMiB(mid)} at the middle, ${percent(liveRatio(mid, warm) - 1)}`,
        ratio: liveRatio(mid, warm),
        target: 'informational',
        pass: true,
      },
      {
        name: 'Live memory over the second half of the run: a leak shows here',
        baseline: `${liveMiB(mid)} at the middle`,
        measured: `${liveMiB(end)} at the end, ${percent(liveGrowth)}`,
        ratio: liveGrowth + 1,
        target: `<= ${1 + GROWTH_TARGET}`,
        pass: liveGrowth < GROWTH_TARGET,
      },
      {
        name: `Server RSS (/proc/${pid}/status, every ${RSS_SAMPLE_MS / 1000} s; peak ${mib(peak)})`,
        baseline: `${mib(warmRss)} after the warm-up, ${mib(midRss)} at the middle`,
        measured: `${mib(endRss)} at the end, ${percent(growth)} over the second half`,
        ratio: endRss / midRss,
        target: 'informational',
        pass: true,
      },
    ];
  } finally {
    server.process.kill();
  }
}
