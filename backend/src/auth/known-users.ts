import { Inject, Injectable } from '@nestjs/common';
import { USERS } from '../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { AuthenticatedUser } from '../http/request-context.js';
import { Caches } from '../infrastructure/caching/caches.js';
import { MiB, type BoundedCache } from '../shared/bounded-cache.js';

/** A user as the guard needs them: who, whether an administrator, which tokens are current. */
export interface KnownUser extends AuthenticatedUser {
  tokenVersion: number;
}

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
export class KnownUsers {
  private readonly known: BoundedCache<string, KnownUser>;

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(Caches) caches: Caches,
  ) {
    this.known = caches.create({
      name: 'known_users',
      purpose: 'a users read-model lookup (and a promise) per signed-in request',
      // About 50,000 users.
      maxBytes: 2 * MiB,
      sizeOf: (user) => 2 * user.id.length + 96,
      dropOn: { [USERS]: 'key' },
    });
  }

  /** The remembered answer, or undefined when it has to be looked up. */
  remembered(userId: string): KnownUser | undefined {
    return this.known.get(userId);
  }

  /** Asks the read model; null when no such user exists. */
  async lookUp(userId: string): Promise<KnownUser | null> {
    // A lookup that raced a change to the users does not remember what it read.
    const mark = this.known.mark();
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
    this.known.setIfUnchanged(mark, userId, known);
    return known;
  }
}
