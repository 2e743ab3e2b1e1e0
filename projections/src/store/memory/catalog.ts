/**
 * The collections of one memory store and what every handle on them shares:
 * their documents (in insertion order), indexes and change notifications.
 */
import { ChangeNotifications } from './change-notifications.js';
import { Documents } from './documents.js';
import { Indexes } from './indexes.js';

export interface CollectionState {
  readonly documents: Documents;
  readonly indexes: Indexes;
}

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
      state = { documents: new Documents(), indexes: new Indexes() };
      this.collections.set(name, state);
    }
    return state;
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
