import type {
  ChangeEvent,
  ChangeStream,
  CollectionName,
  Document,
  DocumentStore,
  WatchOptions,
} from '@packmeet/projections/store/document-store.port';

type Listener = (change: ChangeEvent) => void;

interface Watched {
  stream: ChangeStream;
  fullDocument: boolean;
  listeners: Set<Listener>;
}

/**
 * The read store's change notifications with one watch per collection per
 * process, shared by every subscriber (the caches in front of the read
 * models, the live pushes). A subscriber that needs the changed document (`fullDocument`)
 * makes the collection's one watch ask for it; the others ignore it.
 */
export class ReadModelChanges {
  private readonly watched = new Map<string, Watched>();

  constructor(private readonly store: DocumentStore) {}

  /** Calls `listener` with every change to `collection` from now on; the answer unsubscribes. */
  subscribe<T extends Document = Document>(
    collection: CollectionName<T>,
    listener: (change: ChangeEvent<T>) => void,
    options: WatchOptions = {},
  ): () => void {
    const fullDocument = options.fullDocument === 'updateLookup';
    let watched = this.watched.get(collection);
    if (!watched || (fullDocument && !watched.fullDocument)) {
      // Subscriptions are made as providers are built. The new watch opens before the old one
      // closes: a change in flight may reach a subscriber twice, never not at all (dropping a
      // cache entry or re-checking access twice does no harm).
      if (watched) void watched.stream.close();
      const listeners: Set<Listener> = watched?.listeners ?? new Set();
      const stream = this.store.collection(collection).watch(
        (change) => {
          for (const each of listeners) each(change);
        },
        fullDocument ? { fullDocument: 'updateLookup' } : {},
      );
      watched = { stream, fullDocument, listeners };
      this.watched.set(collection, watched);
    }
    const { listeners } = watched;
    const each = listener as Listener;
    listeners.add(each);
    return () => listeners.delete(each);
  }

  /** The collections watched now (tests). */
  collections(): string[] {
    return [...this.watched.keys()];
  }

  async close(): Promise<void> {
    const streams = [...this.watched.values()].map((watched) => watched.stream);
    this.watched.clear();
    await Promise.all(streams.map((stream) => stream.close()));
  }
}
