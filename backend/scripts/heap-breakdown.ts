/**
 * `npm run heap:breakdown -- [--data-dir DIR] [--metrics URL]`: where the
 * embedded server's memory goes, measured rather than estimated. It loads the
 * read-model snapshots in DIR/snapshots (read only: nothing is written) into
 * a memory store as boot does, then, after a full collection each time:
 *
 * - each index's heap, by creating the projections' indexes one at a time;
 * - each collection's heap (documents, their Map and indexes), by dropping
 *   the collections one at a time;
 * - what remains (code, modules, the store's empty shell).
 *
 * With `--metrics`, it also prints a running server's RSS, heap and caches
 * from its /metrics. Run it beside or without the server: the figures in
 * docs/performance.md come from it.
 */
import { join } from 'node:path';
import { allProjections } from '@packmeet/projections/projections';
import { isColdCollection } from '@packmeet/projections/cold-collections';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { ProjectionSnapshots } from '@packmeet/projections/snapshots/projection-snapshots';
import { SqliteKeyStore } from '../src/event-store/personal-data/sqlite.key-store.js';
import { cliArguments } from './cli-arguments.js';

const USAGE = `Usage: npm run heap:breakdown -- [--data-dir DIR] [--metrics URL]

  --data-dir DIR   the server's DATA_DIR, whose snapshots are loaded (default: $DATA_DIR or ./data)
  --metrics URL    also print a running server's RSS, heap and caches (e.g. http://localhost:3000/metrics)

READ_MODELS_ON_DISK=false keeps the cold collections in the heap too, as the server then does.`;

const MiB = 1024 * 1024;
const mib = (bytes: number) => (bytes / MiB).toFixed(1).padStart(8);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

function collect(): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('Run with node --expose-gc (npm run heap:breakdown does)');
  gc();
  return process.memoryUsage().heapUsed;
}

async function main() {
  const { values } = cliArguments(USAGE, {
    'data-dir': { type: 'string' },
    metrics: { type: 'string' },
  });
  const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './data';
  const keyStore = new SqliteKeyStore(join(dataDir, 'keys.sqlite'));
  const sealing = await keyStore.keyFor('read-model-snapshots');
  await keyStore.close();
  if (!sealing) throw new Error(`${dataDir} has no snapshot key`);

  const empty = collect();
  // As the server builds it: the cold collections on disk unless READ_MODELS_ON_DISK=false.
  const onDisk = process.env.READ_MODELS_ON_DISK !== 'false';
  const store = new MemoryDocumentStore(onDisk ? { onDisk: isColdCollection } : {});
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const snapshots = new ProjectionSnapshots({
    key: sealing.key,
    directory: join(dataDir, 'snapshots'),
    store,
    projections: allProjections,
    logger: quiet,
  });
  const restoring = performance.now();
  const report = await snapshots.restore();
  const restored = performance.now() - restoring;
  for (const { name, reason } of report.ignored) console.log(`not loaded: ${name} (${reason})`);
  const loaded = collect();

  console.log(`\nIndexes (heap each adds, created one at a time):`);
  let indexTotal = 0;
  let indexing = 0;
  for (const projection of allProjections) {
    for (const { collection, spec } of projection.indexes ?? []) {
      const before = collect();
      const started = performance.now();
      const name = await store.collection(collection).createIndex(spec);
      indexing += performance.now() - started;
      const bytes = collect() - before;
      indexTotal += bytes;
      console.log(`${mib(bytes)} MiB  ${collection}.${name}`);
    }
  }
  console.log(`${mib(indexTotal)} MiB  all indexes, built in ${seconds(indexing)} s`);

  console.log(`\nCollections (documents, their Map and indexes; dropped one at a time):`);
  const stats = await store.collectionStats();
  const rows: { name: string; documents: number; json: number; heap: number }[] = [];
  for (const { name, documents, bytes } of stats) {
    const before = collect();
    await store.collection(name).drop();
    rows.push({ name, documents, json: bytes, heap: before - collect() });
  }
  rows.sort((a, b) => b.heap - a.heap);
  console.log(`     heap          JSON   documents  collection`);
  for (const row of rows) {
    const documents = String(row.documents).padStart(10);
    console.log(`${mib(row.heap)} MiB ${mib(row.json)} MiB ${documents}  ${row.name}`);
  }
  const total = rows.reduce((sum, row) => sum + row.heap, 0);
  const json = rows.reduce((sum, row) => sum + row.json, 0);
  console.log(`${mib(total)} MiB ${mib(json)} MiB  read models in all`);
  console.log(`\nHeap: ${mib(empty)} MiB before loading, ${mib(loaded)} MiB loaded (no indexes)`);
  console.log(`Snapshots loaded in ${seconds(restored)} s`);
  console.log(`RSS of this process at the end: ${mib(process.memoryUsage().rss)} MiB`);

  if (values.metrics) await printServer(values.metrics);
}

/** A running server's memory and caches, from its /metrics. */
async function printServer(url: string) {
  const text = await (await fetch(url)).text();
  const series = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm'))].map((match) => ({
      labels: match[1] ?? '',
      value: Number(match[2]),
    }));
  console.log(`\nServer at ${url}:`);
  for (const name of [
    'process_resident_memory_bytes',
    'nodejs_heap_size_used_bytes',
    'nodejs_heap_size_total_bytes',
    'nodejs_external_memory_bytes',
  ]) {
    for (const { value } of series(name)) console.log(`${mib(value)} MiB  ${name}`);
  }
  const limits = new Map(series('packmeet_cache_limit_bytes').map((s) => [s.labels, s.value]));
  for (const { labels, value } of series('packmeet_cache_bytes')) {
    console.log(`${mib(value)} MiB  cache ${labels} (of ${mib(limits.get(labels) ?? 0)} MiB)`);
  }
}

await main();
