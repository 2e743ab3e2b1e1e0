/**
 * The collections of one memory store and what every handle on them shares:
 * their documents (in insertion order), indexes and change notifications.
 */
import { ChangeNotifications } from './change-notifications.js';
import { DiskDocuments, ScratchDatabase } from './disk-documents.js';
import { DiskKeyEntries } from './disk-key-entries.js';
import { HeapDocuments, type Documents } from './documents.js';
import { Indexes } from './indexes.js';
import { pooledCopy } from './snapshots.js';

export interface CollectionState {
  readonly documents: Documents;
  readonly indexes: Indexes;
  /** The collections found holding this one's `_id`s (see Catalog.sharedId). */
  readonly idPartners: Set<string>;
  /** How many `_id`s Catalog.sharedId was asked for here. */
  idsAsked: number;
}

/** A collection asks every other one for the `_id`s of its first documents, and of every 1,024th. */
const ASK_ALL_FIRST = 32;
const ASK_ALL_EVERY = 1_024;

/** The collections of one store and what every handle on them shares. */
export class Catalog {
  readonly collections = new Map<string, CollectionState>();
  readonly notifications = new ChangeNotifications();
  private closed = false;
  /** Opened with the first collection kept on disk. */
  private scratch: ScratchDatabase | null = null;

  constructor(
    readonly generateId: () => string,
    /** Whether a collection's documents are kept on disk (disk-documents.ts) rather than in the heap. */
    private readonly onDisk: (name: string) => boolean = () => false,
  ) {}

  assertOpen(): void {
    if (this.closed) throw new Error('MemoryDocumentStore is closed');
  }

  create(name: string): CollectionState {
    let state = this.collections.get(name);
    if (state === undefined) {
      if (this.onDisk(name)) {
        // Why both in the scratch database: a collection on disk keeps neither its documents nor its keys in the heap.
        const scratch = (this.scratch ??= new ScratchDatabase());
        state = {
          documents: new DiskDocuments(scratch.table()),
          indexes: new Indexes(() => new DiskKeyEntries(scratch)),
          idPartners: new Set(),
          idsAsked: 0,
        };
      } else {
        state = {
          documents: new HeapDocuments(),
          indexes: new Indexes(),
          idPartners: new Set(),
          idsAsked: 0,
        };
      }
      this.collections.set(name, state);
    }
    return state;
  }

  /**
   * The copy of `id` that another collection already holds, else the string
   * pool's, else `id`. Read models keep documents about one thing under one
   * id (an RSVP, its notification facts and its search answer; a member and
   * its notification facts), so each `_id` was stored once per collection:
   * 342,686 copies, 29.8 MiB at `--scale 5` (docs/adr/037). A collection
   * learns which others hold its ids by asking all of them now and then,
   * and otherwise asks only those: a lookup or two per document stored.
   */
  sharedId(name: string, state: CollectionState, id: string): string {
    const askAll = state.idsAsked < ASK_ALL_FIRST || state.idsAsked % ASK_ALL_EVERY === 0;
    state.idsAsked++;
    for (const other of askAll ? this.collections.keys() : state.idPartners) {
      if (other === name) continue;
      const held = this.collections.get(other)?.documents.idOf(id);
      if (held === undefined) continue;
      if (askAll) state.idPartners.add(other);
      return held;
    }
    return pooledCopy(id);
  }

  /** Removes collection `name`, freeing what its documents and indexes hold off the heap; false when there was none. */
  remove(name: string): boolean {
    const state = this.collections.get(name);
    if (state === undefined) return false;
    this.collections.delete(name);
    state.documents.dispose();
    state.indexes.dispose();
    return true;
  }

  close(): void {
    this.closed = true;
    this.notifications.close();
    this.scratch?.close();
  }
}

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || name === '' || name.includes('$') || name.includes('\0')) {
    throw new Error(`Invalid collection name: ${JSON.stringify(name)}`);
  }
}
