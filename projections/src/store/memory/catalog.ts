/**
 * The collections of one memory store and what every handle on them shares:
 * their documents (in insertion order), indexes and change notifications.
 */
import { ChangeNotifications } from './change-notifications.js';
import { Documents } from './documents.js';
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

  constructor(readonly generateId: () => string) {}

  assertOpen(): void {
    if (this.closed) throw new Error('MemoryDocumentStore is closed');
  }

  create(name: string): CollectionState {
    let state = this.collections.get(name);
    if (state === undefined) {
      state = {
        documents: new Documents(),
        indexes: new Indexes(),
        idPartners: new Set(),
        idsAsked: 0,
      };
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

  close(): void {
    this.closed = true;
    this.notifications.close();
  }
}

export function assertCollectionName(name: string): void {
  if (typeof name !== 'string' || name === '' || name.includes('$') || name.includes('\0')) {
    throw new Error(`Invalid collection name: ${JSON.stringify(name)}`);
  }
}
