import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anEvent, collect } from './event-store.contract.js';
import { SqliteEventStore } from './sqlite.event-store.js';
import { WalCheckpoints } from './wal-checkpoints.js';

/** `count` events of about 4 KB each: in the log (-wal) until a checkpoint copies them back. */
async function appendNotes(store: SqliteEventStore, stream: string, count: number) {
  const note = 'n'.repeat(4_000);
  for (let i = 0; i < count; i++) {
    await store.append(stream, [anEvent('NoteWritten', { note, i })], {
      expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1),
    });
  }
}

/** Never within a test: the thread is there but has not checkpointed yet. */
const AN_HOUR = 3_600_000;

async function until(condition: () => boolean, what: string) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 15_000) throw new Error(`still waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('WAL checkpoints on their own thread', () => {
  let directory: string;
  let file: string;
  const size = (path: string) => (existsSync(path) ? statSync(path).size : 0);

  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'packmeet-wal-'));
    file = join(directory, 'events.sqlite');
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("takes checkpoints out of the store's commits", async () => {
    const store = new SqliteEventStore(file, { checkpoints: new WalCheckpoints(AN_HOUR) });
    // 6 MB: SQLite's own commits would have checkpointed past 1,000 pages (4 MB).
    await appendNotes(store, 'notes-1', 1_500);
    expect(size(`${file}-wal`)).toBeGreaterThan(6_000_000);
    expect(size(file)).toBeLessThan(1_000_000);
    await store.close();
    // The thread closed its connection first, so the store's was the last: it checkpointed and removed the log.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new SqliteEventStore(file);
    expect(await collect(reopened.readStream('notes-1'))).toHaveLength(1_500);
    await reopened.close();
  });

  it('copies the log into the database from the thread', async () => {
    const store = new SqliteEventStore(file, { checkpoints: new WalCheckpoints(25) });
    await appendNotes(store, 'notes-1', 500);
    await until(() => size(file) > 2_000_000, 'the database file to hold the events');
    await appendNotes(store, 'notes-2', 500);
    await until(() => size(file) > 4_000_000, 'the second lot in the database file');
    await store.close();
  });

  it('gives the files back to automatic checkpoints when the thread ends', async () => {
    const checkpoints = new WalCheckpoints(AN_HOUR);
    const store = new SqliteEventStore(file, { checkpoints });
    await appendNotes(store, 'notes-1', 10);
    await checkpoints.close();
    await appendNotes(store, 'notes-2', 1_500);
    // Copied by the store's own commits, with no thread left to do it.
    expect(size(file)).toBeGreaterThan(3_000_000);
    await store.close();
  });
});
