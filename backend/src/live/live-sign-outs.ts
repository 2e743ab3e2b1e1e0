import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type ChangeStream,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { USERS } from '../contracts/read-models.js';

type Listener = (userId: string, tokenVersion: number | null) => void;

/**
 * Tells the live channel when a person's token version may have changed (a
 * password change or reset, "sign out of all devices"), or the person is
 * gone (null), so their open sockets can be checked against it: a token
 * void over HTTP must not keep a socket listening.
 */
@Injectable()
export class LiveSignOuts implements OnModuleDestroy {
  private readonly watch: ChangeStream;
  private listener: Listener = () => {};

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {
    this.watch = store.collection(USERS).watch((change) => {
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
      .findOne({ _id: userId }, { projection: { tokenVersion: 1 } });
    this.listener(userId, user ? (user.tokenVersion ?? 0) : null);
  }

  async onModuleDestroy(): Promise<void> {
    await this.watch.close();
  }
}
