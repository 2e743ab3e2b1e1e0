import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type ChangeStream,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { SUSPENSIONS, isSuspended, type SuspensionDocument } from '../contracts/moderation.js';
import { BoundedMap } from '../shared/bounded-map.js';

const REMEMBERED = 50_000;

type Known = Pick<SuspensionDocument, 'until' | 'reason'> | null;

/**
 * The moderation read model's answer to "is this member suspended now?",
 * remembered per member until their suspension document changes (the same
 * change notifications as `KnownUsers`), so the guard asks it without a
 * promise. The end of a period is compared with the clock at each request.
 */
@Injectable()
export class Suspensions implements OnModuleDestroy {
  private readonly known = new BoundedMap<string, Known>(REMEMBERED);
  private changes = 0;
  private readonly watch: ChangeStream;
  private readonly listeners: ((userId: string) => void)[] = [];

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {
    this.watch = store.collection(SUSPENSIONS).watch((change) => {
      this.changes++;
      if (change.documentKey) {
        const userId = change.documentKey._id;
        this.known.delete(userId);
        void this.announce(userId);
      } else this.known.clear();
    });
  }

  /** Calls `listener` with each member suspended from now on (the live gateway closes their sockets). */
  onSuspended(listener: (userId: string) => void): void {
    this.listeners.push(listener);
  }

  private async announce(userId: string): Promise<void> {
    if (this.listeners.length === 0) return;
    if (await this.of(userId)) for (const listener of this.listeners) listener(userId);
  }

  /** The suspension in force, or null; a promise only when it has to be looked up. */
  of(userId: string, now = new Date()): Known | Promise<Known> {
    const remembered = this.known.get(userId);
    if (remembered !== undefined) return inForce(remembered, now);
    return this.lookUp(userId).then((found) => inForce(found, now));
  }

  private async lookUp(userId: string): Promise<Known> {
    const changesBefore = this.changes;
    const found = await this.store.collection(SUSPENSIONS).findOne({ _id: userId });
    const known = found ? { until: found.until, reason: found.reason } : null;
    if (changesBefore === this.changes) this.known.set(userId, known);
    return known;
  }

  async onModuleDestroy(): Promise<void> {
    await this.watch.close();
  }
}

const inForce = (suspension: Known, now: Date): Known =>
  suspension && isSuspended(suspension, now) ? suspension : null;
