/**
 * Checkpoints of the server's SQLite files, on a thread of their own.
 *
 * In WAL mode SQLite copies its log back into the database at a checkpoint,
 * which by default runs inside the commit that takes the log past 1,000
 * pages: on the event loop, with an fsync of the database file. With the
 * image process writing album sizes beside it, one such commit took 47 ms,
 * a stall every request in flight shared (docs/adr/043-checkpoints-off-the-event-loop.md).
 * A file handed to `watch` has automatic checkpoints turned off on its
 * connection, and this thread's own connection to it runs a PASSIVE
 * checkpoint every `everyMs`: PASSIVE never waits for the writer or the
 * readers and never makes them wait, so a commit on the event loop only
 * appends to the log.
 *
 * One thread per process for every file (a thread costs about 16 MiB of
 * RSS). It never keeps the process alive, and should it fail, the files it
 * watched go back to SQLite's automatic checkpoints.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';

/** SQLite's own default, restored on a connection if the thread fails. */
const AUTOMATIC_PAGES = 1_000;

/**
 * The thread's code, plain CommonJS evaluated as it starts: the TypeScript
 * loader the server runs with is not set up inside worker threads under
 * every runner (vitest's among them). `driver` is better-sqlite3's resolved path.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const open = new Map();
function checkpointAll() {
  for (const db of open.values()) {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy: the next tick tries again */ }
  }
}
setInterval(checkpointAll, workerData.everyMs);
parentPort.on('message', ({ id, watch, forget }) => {
  if (watch !== undefined) {
    const db = new Database(watch);
    db.pragma('busy_timeout = 1000');
    open.set(watch, db);
  }
  if (forget !== undefined) {
    open.get(forget)?.close();
    open.delete(forget);
  }
  parentPort.postMessage({ id });
});
`;

export class WalCheckpoints {
  private worker: Worker | undefined;
  private readonly watched = new Map<string, Database.Database>();
  private readonly pending = new Map<number, () => void>();
  private nextId = 0;

  constructor(private readonly everyMs = 500) {}

  /** Takes over `file`'s checkpoints from `db` (its connection in WAL mode); resolves once the thread has it open. */
  async watch(file: string, db: Database.Database): Promise<void> {
    db.pragma('wal_autocheckpoint = 0');
    this.watched.set(file, db);
    await this.ask({ watch: file });
  }

  /**
   * Gives `file` back: the thread closes its connection, so `db` may close
   * last and remove the log. The thread ends with its last file: a test
   * runner that opens and closes servers all day keeps no idle threads.
   */
  async forget(file: string): Promise<void> {
    if (!this.watched.delete(file) || this.worker === undefined) return;
    await this.ask({ forget: file });
    if (this.watched.size === 0) await this.close();
  }

  private ask(message: { watch?: string; forget?: string }): Promise<void> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      worker.postMessage({ id, ...message });
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(THREAD, {
      eval: true,
      workerData: {
        driver: createRequire(import.meta.url).resolve('better-sqlite3'),
        everyMs: this.everyMs,
      },
    });
    worker.unref();
    worker.on('message', ({ id }: { id: number }) => {
      this.pending.get(id)?.();
      this.pending.delete(id);
    });
    // Why the check: a thread that ended on purpose may report its exit after a new one started.
    const failed = () => this.worker === worker && this.failed();
    worker.on('error', failed);
    worker.on('exit', failed);
    this.worker = worker;
    return worker;
  }

  /** The thread is gone: SQLite checkpoints the files again, and nobody waits on an answer. */
  private failed(): void {
    this.worker = undefined;
    for (const db of this.watched.values()) {
      if (db.open) db.pragma(`wal_autocheckpoint = ${AUTOMATIC_PAGES}`);
    }
    for (const resolve of this.pending.values()) resolve();
    this.pending.clear();
  }

  /** Ends the thread; files still watched go back to SQLite's automatic checkpoints. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.failed();
    this.watched.clear();
    await worker?.terminate();
  }
}
