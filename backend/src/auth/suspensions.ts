import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { SUSPENSIONS, isSuspended, type SuspensionDocument } from '../contracts/moderation.js';
import { Caches } from '../infrastructure/caching/caches.js';
import { MiB, type BoundedCache } from '../shared/bounded-cache.js';

type Known = Pick<SuspensionDocument, 'until' | 'reason'> | null;
/** What is kept per member: their suspension, or that they have none. */
interface Kept {
  known: Known;
}

/**
 * The moderation read model's answer to "is this member suspended now?",
 * remembered per member until their suspension document changes (the same
 * change notifications as `KnownUsers`), so the guard asks it without a
 * promise. The end of a period is compared with the clock at each request.
 */
@Injectable()
export class Suspensions {
  private readonly known: BoundedCache<string, Kept>;
  private readonly listeners: ((userId: string) => void)[] = [];

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(Caches) caches: Caches,
  ) {
    this.known = caches.create({
      name: 'suspensions',
      purpose: 'a suspensions read-model lookup (and a promise) per signed-in request',
      // About 50,000 members, nearly all without a suspension.
      maxBytes: 1 * MiB,
      sizeOf: (kept, userId) => 2 * (userId.length + (kept.known?.reason.length ?? 0)) + 96,
      dropOn: {
        [SUSPENSIONS]: (change, cache) => {
          if (!change.documentKey || change.operationType === 'drop') return cache.invalidateAll();
          const userId = change.documentKey._id;
          cache.invalidate(userId);
          void this.announce(userId);
        },
      },
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
    if (remembered !== undefined) return inForce(remembered.known, now);
    return this.lookUp(userId).then((found) => inForce(found, now));
  }

  private async lookUp(userId: string): Promise<Known> {
    const mark = this.known.mark();
    const found = await this.store.collection(SUSPENSIONS).findOne({ _id: userId });
    const known = found ? { until: found.until, reason: found.reason } : null;
    this.known.setIfUnchanged(mark, userId, { known });
    return known;
  }
}

const inForce = (suspension: Known, now: Date): Known =>
  suspension && isSuspended(suspension, now) ? suspension : null;
