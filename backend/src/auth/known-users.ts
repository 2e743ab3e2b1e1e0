import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { USERS } from '../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type ChangeStream,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { AuthenticatedUser } from '../http/request-context.js';
import { BoundedMap } from '../shared/bounded-map.js';

/** A user as the guard needs them: who, whether an administrator, which tokens are current. */
export interface KnownUser extends AuthenticatedUser {
  tokenVersion: number;
}

/** Users remembered at once; beyond this the oldest is looked up again when seen. */
const REMEMBERED_USERS = 50_000;

/**
 * The users read model's answer to "does this user exist, and are they an
 * administrator?", remembered until that user's document changes. Every
 * signed-in request asks it; answering from memory lets the guard decide
 * without a promise, which was a third of the cost of a cached read.
 * Changes arrive through the store's change notifications: at once in
 * embedded mode, through MongoDB change streams in compose mode (an admin
 * grant there takes effect within the stream's latency).
 */
@Injectable()
export class KnownUsers implements OnModuleDestroy {
  private readonly known = new BoundedMap<string, KnownUser>(REMEMBERED_USERS);
  /** Counts changes, so a lookup that raced one does not remember what it read. */
  private changes = 0;
  private readonly watch: ChangeStream;

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {
    this.watch = store.collection(USERS).watch((change) => {
      this.changes++;
      if (change.documentKey) this.known.delete(change.documentKey._id);
      else this.known.clear();
    });
  }

  /** The remembered answer, or undefined when it has to be looked up. */
  remembered(userId: string): KnownUser | undefined {
    return this.known.get(userId);
  }

  /** Asks the read model; null when no such user exists. */
  async lookUp(userId: string): Promise<KnownUser | null> {
    const changesBefore = this.changes;
    const user = await this.store
      .collection(USERS)
      .findOne({ _id: userId }, { projection: { isAdmin: 1, tokenVersion: 1, forgottenAt: 1 } });
    // A deleted (forgotten) account is gone: its tokens answer 401 like an unknown user's.
    if (!user || user.forgottenAt !== undefined) return null;
    const known = {
      id: userId,
      isAdmin: user.isAdmin === true,
      tokenVersion: user.tokenVersion ?? 0,
    };
    if (changesBefore === this.changes) this.known.set(userId, known);
    return known;
  }

  async onModuleDestroy(): Promise<void> {
    await this.watch.close();
  }
}
