import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Projection } from '@packmeet/projections/projection';
import { ProjectionRunner } from '@packmeet/projections/runner/projection-runner';
import type { DocumentStore } from '@packmeet/projections/store/document-store.port';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { generate } from '../../bench/rebuild.bench.js';
import type { EventStore } from '../../src/event-store/event-store.port.js';
import { SqliteEventStore } from '../../src/event-store/sqlite.event-store.js';
import type { ProjectionsOverviewResponse } from '../../src/contracts/admin.js';
import type { HttpClient } from './http-client.js';

/**
 * Fills a data directory's event log with `count` realistic account events
 * (sign-ups and profile edits, the benchmark's generator) before a server
 * opens it, so a replay has enough to fold that requests overlap it.
 */
export async function seedLog(dataDir: string, count: number): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'events.sqlite');
  await new SqliteEventStore(file).close();
  generate(file, count);
}

const running = (body: ProjectionsOverviewResponse) =>
  body.projections.some(
    (projection) =>
      projection.replay?.state === 'rebuilding' || projection.replay?.state === 'switching',
  );

/** Polls the admin API until no replay runs; returns the last overview. */
export async function waitForReplays(
  http: HttpClient,
  token: string,
  timeoutMs = 60_000,
): Promise<ProjectionsOverviewResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await http.get<ProjectionsOverviewResponse>('/api/admin/projections', token);
    expect(response.status, response.text).toBe(200);
    if (!running(response.body)) return response.body;
    if (Date.now() > deadline) throw new Error(`replays still running: ${response.text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every document of the projections' collections, by collection, sorted by _id. */
export async function dumpReadModels(store: DocumentStore, projections: readonly Projection[]) {
  const dump: Record<string, unknown[]> = {};
  for (const collection of projections.flatMap((projection) => projection.collections)) {
    dump[collection] = await store.collection(collection).find({}, { sort: { _id: 1 } });
  }
  return dump;
}

/** What the read models must equal: a fold of the whole log into a fresh memory store. */
export async function freshFold(events: EventStore, projections: readonly Projection[]) {
  const store = new MemoryDocumentStore();
  const runner = new ProjectionRunner({
    events,
    store,
    projections,
    logger: { info: () => {}, error: () => {} },
  });
  await runner.start();
  await runner.stop();
  return dumpReadModels(store, projections);
}
