import {
  DuplicateKeyError,
  type Document,
  type DocumentStore,
} from '../store/document-store.port.js';

/** The collection holding the projections worker's lease (one document). */
export const WORKER_LEASES = 'projection_worker_leases';

export interface WorkerLeaseDocument extends Document {
  _id: string;
  /** Who holds it: host and process, for the logs of the one waiting. */
  holder: string;
  /** ISO-8601: after this, another worker may take it. */
  expiresAt: string;
}

export interface WorkerLeaseOptions {
  /** Identifies this worker in the lease ('host:pid'). */
  holder: string;
  /** How long a lease lasts without renewal (ms); renewed every third of it. */
  ttlMs?: number;
  now?: () => Date;
}

/**
 * One projections worker at a time (compose mode): two folding the same log
 * into the same collections would race each other's checkpoints, as during a
 * rolling deploy that starts the new worker before the old one stopped. The
 * worker holds a lease document with an expiry in the read store and renews
 * it; another waits until it is released or expires. Taking it is one
 * conditional upsert: it matches only a free, expired or own lease, and when
 * someone else holds it the upsert collides on `_id`, so of two workers
 * racing exactly one wins, in MongoDB as in the memory store.
 */
export class WorkerLease {
  private readonly ttlMs: number;
  private readonly now: () => Date;
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: DocumentStore,
    private readonly options: WorkerLeaseOptions,
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.now = options.now ?? (() => new Date());
  }

  private get leases() {
    return this.store.collection<WorkerLeaseDocument>(WORKER_LEASES);
  }

  /** Takes or renews the lease; false while another worker holds it. */
  async tryAcquire(): Promise<boolean> {
    const now = this.now();
    try {
      await this.leases.updateOne(
        {
          _id: 'projections',
          $or: [{ holder: this.options.holder }, { expiresAt: { $lt: now.toISOString() } }],
        },
        {
          $set: {
            holder: this.options.holder,
            expiresAt: new Date(now.getTime() + this.ttlMs).toISOString(),
          },
        },
        { upsert: true },
      );
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Who holds the lease now, if anyone. */
  async holder(): Promise<string | null> {
    return (await this.leases.findOne({ _id: 'projections' }))?.holder ?? null;
  }

  /**
   * Waits until the lease is ours (trying every third of its lifetime), then
   * keeps renewing it; `onLost` is called if a renewal finds it taken (this
   * worker was paused past the expiry): the caller must stop folding.
   */
  async hold(onWaiting: (holder: string | null) => void, onLost: () => void): Promise<void> {
    while (!(await this.tryAcquire())) {
      onWaiting(await this.holder());
      await new Promise((resolve) => setTimeout(resolve, this.ttlMs / 3));
    }
    this.renewal = setInterval(() => {
      this.tryAcquire().then(
        (held) => {
          if (!held) {
            clearInterval(this.renewal);
            onLost();
          }
        },
        // The read store unreachable: the next renewal tries again before the lease runs out.
        () => undefined,
      );
    }, this.ttlMs / 3);
    this.renewal.unref();
  }

  /** Stops renewing and frees the lease, so the next worker need not wait for it to expire. */
  async release(): Promise<void> {
    clearInterval(this.renewal);
    await this.leases.deleteOne({ _id: 'projections', holder: this.options.holder });
  }
}
