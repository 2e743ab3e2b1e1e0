import type { Collection } from '@packmeet/projections/store/document-store.port';
import type { CheckpointDocument } from '@packmeet/projections/runner/checkpoint';
import { fromPositionKey } from '@packmeet/projections/runner/position-key';
import type { GlobalPosition } from '../event-store/event-store.port.js';
import type { ReadModelSync } from '../shared/read-model-sync.port.js';

const POLL_MS = 10;

/**
 * Read-your-writes when the projections run in another process (compose
 * mode): poll the checkpoints the worker keeps until every projection that
 * is not failed has passed the position, or the timeout ends.
 */
export class CheckpointReadModelSync implements ReadModelSync {
  constructor(
    private readonly checkpoints: Collection<CheckpointDocument>,
    private readonly projectionNames: readonly string[],
    private readonly timeoutMs = 5_000,
  ) {}

  async waitFor(position: GlobalPosition | null): Promise<void> {
    if (position === null) return;
    const deadline = Date.now() + this.timeoutMs;
    while (Date.now() < deadline) {
      const stored = await this.checkpoints.find({ _id: { $in: [...this.projectionNames] } });
      const applied = this.projectionNames.every((name) => {
        const checkpoint = stored.find((document) => document._id === name);
        return (
          checkpoint?.state === 'failed' ||
          (checkpoint !== undefined && fromPositionKey(checkpoint.position) >= position)
        );
      });
      if (applied) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
