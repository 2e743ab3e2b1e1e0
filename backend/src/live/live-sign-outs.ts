import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { USERS } from '../contracts/read-models.js';
import { ReadModelChanges } from '../infrastructure/caching/read-model-changes.js';

type Listener = (userId: string, tokenVersion: number | null) => void;

/**
 * Tells the live channel when a person's token version may have changed (a
 * password change or reset, "sign out of all devices"), or the person is
 * gone (null: deleted, or forgotten by an administrator), so their open sockets can be checked against it: a token
 * void over HTTP must not keep a socket listening.
 */
@Injectable()
export class LiveSignOuts implements OnModuleDestroy {
  private readonly unsubscribe: () => void;
  private listener: Listener = () => {};

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(ReadModelChanges) changes: ReadModelChanges,
  ) {
    this.unsubscribe = changes.subscribe(USERS, (change) => {
      const userId = change.documentKey?._id;
      if (userId) void this.check(userId);
    });
  }

  onChange(listener: Listener): void {
    this.listener = listener;
  }

  private async check(userId: string): Promise<void> {
    const user = await this.store
      .collection(USERS)
      .findOne({ _id: userId }, { projection: { tokenVersion: 1, forgottenAt: 1 } });
    // A forgotten member's profile stays (as "Former member"), but they are gone.
    const gone = !user || user.forgottenAt !== undefined;
    this.listener(userId, gone ? null : (user.tokenVersion ?? 0));
  }

  onModuleDestroy(): void {
    this.unsubscribe();
  }
}
