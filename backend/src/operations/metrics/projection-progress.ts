import { CHECKPOINTS, type CheckpointDocument } from '@packmeet/projections/runner/checkpoint';
import { fromPositionKey } from '@packmeet/projections/runner/position-key';
import type { Engines } from '../../infrastructure/engines.js';
import type { ProjectionProgress } from './metrics.js';

/**
 * Each projection's state and lag, read from the checkpoints collection like
 * /api/health does, so an API process in compose mode reports the worker's
 * progress too.
 */
export async function readProjectionProgress(
  engines: Pick<Engines, 'eventStore' | 'documentStore' | 'projections'>,
): Promise<ProjectionProgress[]> {
  const head = await engines.eventStore.headPosition();
  const stored = await engines.documentStore.collection<CheckpointDocument>(CHECKPOINTS).find({});
  const byName = new Map(stored.map((checkpoint) => [checkpoint._id, checkpoint]));
  // EventStoreDB positions are log offsets, not event counts: their difference is no lag.
  const densePositions = engines.eventStore.engine !== 'eventstoredb';
  return engines.projections.map(({ name }) => {
    const checkpoint = byName.get(name);
    const position = checkpoint ? fromPositionKey(checkpoint.position) : 0n;
    return {
      name,
      state: checkpoint?.state ?? 'not_started',
      lag: densePositions ? Number(head > position ? head - position : 0n) : null,
    };
  });
}
