import type { ChangeStream, Collection } from '@packmeet/projections/store/document-store.port';
import type { CheckpointDocument } from '@packmeet/projections/runner/checkpoint';
import { fromPositionKey } from '@packmeet/projections/runner/position-key';
import { PositionWaiters } from '@packmeet/projections/runner/position-waiters';
import type { GlobalPosition } from '../event-store/event-store.port.js';
import type { ReadModelSync } from '../shared/read-model-sync.port.js';

/** While anyone waits, the checkpoints are also read this often, in case a change notice was lost. */
const SAFETY_READ_MS = 1_000;

/**
 * Read-your-writes when the projections run in another process (compose
 * mode). One watcher per process, not one poll per waiting command: it
 * follows the checkpoints collection's change notifications (a MongoDB change
 * stream), keeps each projection's position, and settles the waiting commands
 * (ordered by position) as soon as every projection that is not failed has
 * passed theirs, or after the timeout.
 */
export class CheckpointReadModelSync implements ReadModelSync {
  private readonly positions = new Map<string, GlobalPosition | 'failed'>();
  private readonly waiters = new PositionWaiters((position) => this.reached(position));
  private stream: ChangeStream | undefined;
  private loaded: Promise<void> | undefined;
  private safety: NodeJS.Timeout | undefined;
  /** How many times the checkpoints were read in full (the first load, and safety reads). */
  reads = 0;

  constructor(
    private readonly checkpoints: Collection<CheckpointDocument>,
    private readonly projectionNames: readonly string[],
    private readonly timeoutMs = 5_000,
  ) {}

  async waitFor(position: GlobalPosition | null): Promise<void> {
    if (position === null) return;
    await this.start();
    if (this.reached(position)) return;
    this.safety ??= setInterval(() => void this.readAll(), SAFETY_READ_MS).unref();
    await this.waiters.waitFor(position, this.timeoutMs);
    if (this.waiters.size === 0) {
      clearInterval(this.safety);
      this.safety = undefined;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.safety);
    this.waiters.cancel();
    await this.stream?.close();
  }

  private start(): Promise<void> {
    this.loaded ??= (async () => {
      // Watch first, then read: a change between the two is not missed.
      this.stream = this.checkpoints.watch(
        (change) => {
          if (change.fullDocument) this.remember(change.fullDocument);
          else if (change.operationType === 'drop') void this.readAll();
          this.waiters.release();
          // The position is in the document: without it every update would be a read here.
        },
        { fullDocument: 'updateLookup' },
      );
      await this.readAll();
    })();
    return this.loaded;
  }

  private async readAll(): Promise<void> {
    this.reads += 1;
    const stored = await this.checkpoints.find({ _id: { $in: [...this.projectionNames] } });
    for (const checkpoint of stored) this.remember(checkpoint);
    this.waiters.release();
  }

  private remember(checkpoint: CheckpointDocument): void {
    if (!this.projectionNames.includes(checkpoint._id)) return;
    this.positions.set(
      checkpoint._id,
      checkpoint.state === 'failed' ? 'failed' : fromPositionKey(checkpoint.position),
    );
  }

  /** Every projection that is not failed has applied `position`. */
  private reached(position: GlobalPosition): boolean {
    return this.projectionNames.every((name) => {
      const applied = this.positions.get(name);
      return applied === 'failed' || (applied !== undefined && applied >= position);
    });
  }
}
