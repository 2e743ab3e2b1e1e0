import { boot, mib, rssKiB, stop } from './boot-process.js';
import { mixedTraffic } from './boot-traffic.js';
import type { Community } from './soak-traffic.js';
import { format, type Row } from './support.js';

/** A Prometheus gauge's samples in `metrics`: each one's first label value and its figure. */
const figures = (metrics: string, name: string): (readonly [string, number])[] =>
  [...metrics.matchAll(new RegExp(`^${name}\\{[^=]+="([^"]*)"[^}]*\\} (\\S+)$`, 'gm'))].map(
    (match) => [match[1]!, Number(match[2])] as const,
  );

/**
 * BOOT_ONLY=memory: a first boot writes the snapshots, the second serves from
 * them with --expose-gc; its RSS at serving and after SECONDS of the mix, what
 * the caches and read models say they hold (/metrics), then live heap and RSS
 * after a full collection: which part of the RSS is data, cache or growth.
 */
export async function memoryAfterTraffic(
  dataDir: string,
  community: Community,
  demo: string,
  { scale, seconds, bootMs }: { scale: number; seconds: number; bootMs: number },
): Promise<Row> {
  // A first start folds the log; its clean stop leaves every snapshot written.
  await stop(await boot(dataDir, {}, bootMs), 'SIGTERM');
  const server = await boot(
    dataDir,
    { BENCH_ROUTES: 'true', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc` },
    bootMs,
  );
  try {
    const pid = server.process.pid!;
    const atServing = rssKiB(pid);
    const load = await mixedTraffic(server.url, community);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const afterTraffic = rssKiB(pid);
    const run = load.stop();
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const caches = figures(metrics, 'packmeet_cache_bytes').sort((a, b) => b[1] - a[1]);
    const total = (pairs: (readonly [string, number])[]) =>
      mib(pairs.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024);
    const largest = caches
      .slice(0, 5)
      .map(([name, bytes]) => `${name} ${mib(bytes / 1024)}`)
      .join(', ');
    const memory = (await (
      await fetch(`${server.url}/api/bench/memory`, { method: 'POST' })
    ).json()) as { heapUsed: number; heapTotal: number; collected: boolean };
    if (!memory.collected) throw new Error('the server runs without --expose-gc');
    const collected = rssKiB(pid);
    const target = scale >= 20 ? 1536 : 500;
    return {
      name: `RSS from snapshots: at serving, after ${seconds} s of mixed traffic (${format(run.sent)} requests, ${run.failed} not 2xx), after a full collection; HEAP_GROWTH_PERCENT ${process.env.HEAP_GROWTH_PERCENT ?? 'default'}, ${demo}`,
      baseline: `at serving ${mib(atServing)}`,
      measured: `after traffic ${mib(afterTraffic)} (caches ${total(caches)}: ${largest}; read models ${total(figures(metrics, 'packmeet_read_model_bytes'))} as /metrics counts them); collected: RSS ${mib(collected)}, heap used ${mib(memory.heapUsed / 1024)} of ${mib(memory.heapTotal / 1024)}`,
      ratio: afterTraffic / atServing,
      target: `<= ${target} MiB after traffic`,
      pass: afterTraffic / 1024 <= target,
    };
  } finally {
    await stop(server, 'SIGTERM');
  }
}
