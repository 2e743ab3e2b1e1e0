import type { ChangeStreamDocument, Db } from 'mongodb';
import type { ChangeEvent, ChangeStream } from '../document-store.port.js';
import { toChangeEvent, type StoredDocument } from './translation.js';

type Listener = (change: ChangeEvent) => void;

/** After a stream failed for good: wait this long before reopening, doubling up to the maximum. */
const REOPEN = { firstDelayMs: 100, maxDelayMs: 10_000 };

/**
 * One change stream per process, fanned out in memory to every collection's
 * listeners: a process with twenty caches and live rooms holds one cursor on
 * the server, not twenty. It watches the database rather than collections: a
 * collection stream is invalidated (and ends) on drop or rename, and
 * renameCollection with dropTarget emits nothing on the target's stream
 * (SERVER-53478); a database stream survives both and reports the rename,
 * which reaches each name involved as a 'drop'.
 *
 * The driver resumes a stream by itself after a network blip. When it
 * cannot (the resume point fell off the oplog, the server refused the
 * cursor), the feed does not crash the process: it tells every listener
 * that each watched collection was dropped (so caches start afresh: a
 * change missed meanwhile cannot leave them stale) and reopens with backoff.
 */
export class ChangeFeed {
  private readonly listeners = new Map<string, Set<Listener>>();
  private stream: ReturnType<Db['watch']> | undefined;
  private reopenTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;
  /** How many streams were opened (one, unless some failed). */
  opened = 0;

  constructor(
    private readonly db: Pick<Db, 'watch'>,
    private readonly reopen = REOPEN,
  ) {}

  /** Calls `listener` with every later change to `collection`. */
  watch(collection: string, listener: Listener): ChangeStream {
    let set = this.listeners.get(collection);
    if (!set) this.listeners.set(collection, (set = new Set()));
    set.add(listener);
    this.open();
    return {
      close: async () => {
        set.delete(listener);
        if (set.size === 0) this.listeners.delete(collection);
        if (this.listeners.size === 0) await this.stop();
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private open(): void {
    if (this.stream || this.reopenTimer || this.closed) return;
    // Full documents: live rooms and caches patch themselves from them instead of reading again.
    const stream = this.db.watch<StoredDocument>([], { fullDocument: 'updateLookup' });
    this.stream = stream;
    this.opened += 1;
    stream.on('change', (change: ChangeStreamDocument<StoredDocument>) => {
      this.failures = 0;
      this.dispatch(change);
    });
    stream.on('error', () => {
      if (this.stream !== stream || this.closed) return;
      this.stream = undefined;
      void stream.close().catch(() => undefined);
      this.failed();
    });
  }

  private dispatch(change: ChangeStreamDocument<StoredDocument>): void {
    const names = new Set<string>();
    if ('ns' in change && change.ns && 'coll' in change.ns && change.ns.coll) {
      names.add(change.ns.coll);
    }
    if (change.operationType === 'rename') names.add(change.to.coll);
    for (const name of names) {
      const event = toChangeEvent(change, name);
      if (event) this.emit(name, event);
    }
  }

  /** Every watched collection reads as dropped; the stream reopens after a rest. */
  private failed(): void {
    for (const name of [...this.listeners.keys()]) {
      this.emit(name, { operationType: 'drop', collection: name });
    }
    const delay = Math.min(this.reopen.firstDelayMs * 2 ** this.failures, this.reopen.maxDelayMs);
    this.failures += 1;
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = undefined;
      if (this.listeners.size > 0) this.open();
    }, delay);
    this.reopenTimer.unref();
  }

  private emit(collection: string, event: ChangeEvent): void {
    for (const listener of this.listeners.get(collection) ?? []) {
      try {
        listener(event);
      } catch (error) {
        // A listener's own bug: surfaced, not swallowed, but without stopping the other listeners.
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  }

  private async stop(): Promise<void> {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = undefined;
    const stream = this.stream;
    this.stream = undefined;
    await stream?.close();
  }
}
