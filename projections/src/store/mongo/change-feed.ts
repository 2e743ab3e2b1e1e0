import type { ChangeStreamDocument, Db } from 'mongodb';
import type { ChangeEvent, ChangeStream, WatchOptions } from '../document-store.port.js';
import { toChangeEvent, type StoredDocument } from './translation.js';

type Listener = (change: ChangeEvent) => void;

interface Watcher {
  listener: Listener;
  /** Wants updates with the document after them. */
  fullDocument: boolean;
}

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
 * Full documents only where needed: `updateLookup` is an option of the whole
 * stream, and most watchers (invalidations, live pushes by key) need only
 * an update's `_id`. So the stream asks for none, and an update to a
 * collection with a watcher that asked for its document is looked up here,
 * as `updateLookup` would on the server (the document as it is now, absent
 * when deleted since). While a lookup is under way, later changes wait for
 * it: every watcher sees changes in the stream's order.
 *
 * The driver resumes a stream by itself after a network blip. When it
 * cannot (the resume point fell off the oplog, the server refused the
 * cursor), the feed does not crash the process: it tells every listener
 * that each watched collection was dropped (so caches start afresh: a
 * change missed meanwhile cannot leave them stale) and reopens with backoff.
 */
export class ChangeFeed {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private stream: ReturnType<Db['watch']> | undefined;
  private reopenTimer: NodeJS.Timeout | undefined;
  /** Changes waiting behind a lookup, delivered in order; null when none is under way. */
  private delivering: Promise<void> | null = null;
  private failures = 0;
  private closed = false;
  /** How many streams were opened (one, unless some failed). */
  opened = 0;

  constructor(
    private readonly db: Pick<Db, 'watch' | 'collection'>,
    private readonly reopen = REOPEN,
  ) {}

  /** Calls `listener` with every later change to `collection`. */
  watch(collection: string, listener: Listener, options: WatchOptions = {}): ChangeStream {
    let set = this.watchers.get(collection);
    if (!set) this.watchers.set(collection, (set = new Set()));
    const watcher = { listener, fullDocument: options.fullDocument === 'updateLookup' };
    set.add(watcher);
    this.open();
    return {
      close: async () => {
        set.delete(watcher);
        if (set.size === 0) this.watchers.delete(collection);
        if (this.watchers.size === 0) await this.stop();
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  private open(): void {
    if (this.stream || this.reopenTimer || this.closed) return;
    // No `fullDocument` option: updates come id-only (see above).
    const stream = this.db.watch<StoredDocument>([]);
    this.stream = stream;
    this.opened += 1;
    stream.on('change', (change: ChangeStreamDocument<StoredDocument>) => {
      this.failures = 0;
      this.receive(change);
    });
    stream.on('error', () => {
      if (this.stream !== stream || this.closed) return;
      this.stream = undefined;
      void stream.close().catch(() => undefined);
      this.failed();
    });
  }

  /** Delivers at once, unless the change needs a lookup or waits behind one. */
  private receive(change: ChangeStreamDocument<StoredDocument>): void {
    const lookup = this.lookupFor(change);
    if (!this.delivering && !lookup) return this.dispatch(change, undefined);
    const delivered = (this.delivering ?? Promise.resolve())
      .then(() => lookup?.catch(() => null))
      // A failed lookup reads as "deleted since": watchers then read what they need afresh.
      .then((document) => this.dispatch(change, document ?? undefined));
    this.delivering = delivered;
    void delivered.finally(() => {
      if (this.delivering === delivered) this.delivering = null;
    });
  }

  /** The read `updateLookup` would do, when some watcher of the updated collection wants it. */
  private lookupFor(change: ChangeStreamDocument<StoredDocument>) {
    if (change.operationType !== 'update') return undefined;
    const wanted = [...(this.watchers.get(change.ns.coll) ?? [])].some((w) => w.fullDocument);
    if (!wanted) return undefined;
    return this.db
      .collection<StoredDocument>(change.ns.coll)
      .findOne({ _id: change.documentKey._id });
  }

  private dispatch(
    change: ChangeStreamDocument<StoredDocument>,
    lookedUp: StoredDocument | undefined,
  ): void {
    const names = new Set<string>();
    if ('ns' in change && change.ns && 'coll' in change.ns && change.ns.coll) {
      names.add(change.ns.coll);
    }
    if (change.operationType === 'rename') names.add(change.to.coll);
    for (const name of names) {
      const event = toChangeEvent(change, name);
      if (!event) continue;
      const withDocument = lookedUp ? { ...event, fullDocument: lookedUp } : event;
      this.emit(name, event, withDocument);
    }
  }

  /** Every watched collection reads as dropped; the stream reopens after a rest. */
  private failed(): void {
    for (const name of [...this.watchers.keys()]) {
      const drop: ChangeEvent = { operationType: 'drop', collection: name };
      this.emit(name, drop, drop);
    }
    const delay = Math.min(this.reopen.firstDelayMs * 2 ** this.failures, this.reopen.maxDelayMs);
    this.failures += 1;
    this.reopenTimer = setTimeout(() => {
      this.reopenTimer = undefined;
      if (this.watchers.size > 0) this.open();
    }, delay);
    this.reopenTimer.unref();
  }

  /** `event` to id-only watchers, `withDocument` to those that asked for documents. */
  private emit(collection: string, event: ChangeEvent, withDocument: ChangeEvent): void {
    for (const watcher of this.watchers.get(collection) ?? []) {
      try {
        watcher.listener(watcher.fullDocument ? withDocument : event);
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
