import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anEvent, collect } from './event-store.contract.js';
import { START, type StoredEvent } from './event-store.port.js';
import { SqliteEventStore } from './sqlite.event-store.js';
import { registerTypeScript } from '../../scripts/register-typescript.path.js';

const run = promisify(execFile);
const writerScript = join(import.meta.dirname, '../../test/processes/append-events.process.ts');

/** Appends from a separate Node process, as a second API instance would. */
function appendFromAnotherProcess(file: string, stream: string, count: number, batchSize = 1) {
  return run(process.execPath, [
    '--import',
    registerTypeScript,
    writerScript,
    file,
    stream,
    String(count),
    String(batchSize),
  ]);
}

describe('sqlite event store, beyond the contract', () => {
  let directory: string;
  let file: string;

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'packmeet-sqlite-'));
    file = join(directory, 'nested', 'events.sqlite');
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps events across close and reopen', async () => {
    const first = new SqliteEventStore(file);
    await first.append('user-1', [anEvent('UserRegistered', { email: 'a@b.c' })], {
      expectedRevision: 'no_stream',
    });
    await first.close();

    const reopened = new SqliteEventStore(file);
    const events = await collect(reopened.readStream('user-1'));
    expect(events.map((event) => event.data)).toEqual([{ email: 'a@b.c' }]);
    await expect(
      reopened.append('user-1', [anEvent()], { expectedRevision: 'no_stream' }),
    ).rejects.toThrow(/expected revision no_stream/);
    await reopened.close();
  });

  it("delivers another process's appends to a live subscriber, without gaps, while they commit", async () => {
    const store = new SqliteEventStore(file, { pollIntervalMs: 10 });
    await store.append('seed', [anEvent()], { expectedRevision: 'no_stream' });
    const seen: StoredEvent[] = [];
    const subscription = store.subscribeToAll(START, async (event) => {
      seen.push(event);
      // A slow consumer makes the reads interleave with the other process's commits.
      if (seen.length % 100 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    });

    await Promise.all([
      appendFromAnotherProcess(file, 'counter-a', 600, 3),
      appendFromAnotherProcess(file, 'counter-b', 600, 1),
    ]);
    const deadline = Date.now() + 10_000;
    while (seen.length < 1201 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await subscription.stop();

    expect(seen).toHaveLength(1201);
    expect(seen.map((event) => event.position)).toEqual(
      Array.from({ length: 1201 }, (_, i) => BigInt(i + 1)),
    );
    for (const stream of ['counter-a', 'counter-b']) {
      const numbers = seen
        .filter((event) => event.streamName === stream)
        .map((event) => (event.data as { n: number }).n);
      expect(numbers).toEqual(Array.from({ length: 600 }, (_, i) => i));
    }
    await store.close();
  });

  it('serialises writers from two processes on the same stream', async () => {
    const store = new SqliteEventStore(file);
    // Both processes start the stream with 'no_stream': exactly one can succeed.
    const outcomes = await Promise.allSettled([
      appendFromAnotherProcess(file, 'contended', 1),
      appendFromAnotherProcess(file, 'contended', 1),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(String((rejected as PromiseRejectedResult).reason)).toMatch(
      /ConcurrencyError|expected revision/,
    );
    expect(await collect(store.readStream('contended'))).toHaveLength(1);
    await store.close();
  });
});
