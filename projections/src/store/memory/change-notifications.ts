/**
 * The memory store's change streams (MongoDB's `watch`), which mingo, being
 * a query library, has no notion of. Changes are queued and delivered in a
 * microtask, in write order, so a listener never runs inside the write that
 * caused it. A watcher is bound to a collection name, not to the documents
 * under it: it sees drops and renames of that name and keeps receiving later
 * changes made under it.
 */
import type { ChangeEvent, ChangeStream, Document, WatchOptions } from '../document-store.port.js';

type Listener = (change: ChangeEvent) => void;

interface Watcher {
  readonly listener: Listener;
  /** Only changes published after the watcher was opened reach it. */
  readonly after: number;
  /** Wants updates with their document; others get them by key, as from MongoDB. */
  readonly fullDocument: boolean;
  closed: boolean;
}

export class ChangeNotifications {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private queue: { seq: number; event: ChangeEvent }[] = [];
  private flushScheduled = false;
  private seq = 0;

  /** Queues a change for the watchers of `collection`; nothing when nobody watches it. */
  publish(collection: string, operationType: ChangeEvent['operationType'], doc?: Document): void {
    if (!this.watchers.has(collection)) return;
    const event: ChangeEvent = { operationType, collection };
    if (doc !== undefined) {
      event.documentKey = Object.freeze({ _id: doc._id });
      if (operationType !== 'delete') event.fullDocument = doc;
    }
    this.queue.push({ seq: ++this.seq, event: Object.freeze(event) });
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      queueMicrotask(() => this.flush());
    }
  }

  watch(collection: string, listener: Listener, options: WatchOptions = {}): ChangeStream {
    const fullDocument = options.fullDocument === 'updateLookup';
    const watcher: Watcher = { listener, after: this.seq, fullDocument, closed: false };
    let set = this.watchers.get(collection);
    if (set === undefined) this.watchers.set(collection, (set = new Set()));
    set.add(watcher);
    return {
      close: async () => {
        watcher.closed = true;
        const current = this.watchers.get(collection);
        current?.delete(watcher);
        if (current?.size === 0) this.watchers.delete(collection);
      },
    };
  }

  /** Stops every watcher; changes still queued are not delivered. */
  close(): void {
    for (const set of this.watchers.values()) for (const watcher of set) watcher.closed = true;
    this.watchers.clear();
    this.queue = [];
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.queue;
    this.queue = [];
    for (const { seq, event } of batch) {
      const byKey =
        event.operationType === 'update' ? Object.freeze(withoutDocument(event)) : event;
      for (const watcher of [...(this.watchers.get(event.collection) ?? [])]) {
        if (watcher.closed || seq <= watcher.after) continue;
        try {
          watcher.listener(watcher.fullDocument ? event : byKey);
        } catch (error) {
          // Why rethrow in a new task: a failing listener must neither break the
          // delivery to the others nor be swallowed; it surfaces like a throwing
          // EventEmitter listener would (an uncaught exception).
          setTimeout(() => {
            throw error;
          }, 0);
        }
      }
    }
  }
}

function withoutDocument({ fullDocument: _document, ...change }: ChangeEvent): ChangeEvent {
  return change;
}
