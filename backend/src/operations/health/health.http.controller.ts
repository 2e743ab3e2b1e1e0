import { Controller, Get, Inject } from '@nestjs/common';
import { CHECKPOINTS, type CheckpointDocument } from '@packmeet/projections/runner/checkpoint';
import { fromPositionKey } from '@packmeet/projections/runner/position-key';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ENGINES, type Engines } from '../../infrastructure/engines.js';

interface ProjectionHealth {
  name: string;
  version: number;
  state: CheckpointDocument['state'] | 'not_started';
  checkpoint: string;
  /** Events stored after the checkpoint (null where the engine's positions are not event counts). */
  lag: number | null;
  lastError: CheckpointDocument['lastError'];
  updatedAt: string | null;
}

/**
 * GET /api/health: which engines this process uses and, for every projection,
 * its checkpoint, lag and state, read from the checkpoints collection so it
 * shows the projections worker's progress too in compose mode.
 */
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ENGINES) private readonly engines: Engines,
  ) {}

  @Get()
  async health() {
    const head = await this.engines.eventStore.headPosition();
    const stored = await this.engines.documentStore
      .collection<CheckpointDocument>(CHECKPOINTS)
      .find({});
    const densePositions = this.engines.eventStore.engine !== 'eventstoredb';
    const projections: ProjectionHealth[] = this.engines.projections.map((projection) => {
      const checkpoint = stored.find((document) => document._id === projection.name);
      const position = checkpoint ? fromPositionKey(checkpoint.position) : 0n;
      return {
        name: projection.name,
        version: projection.version,
        state: checkpoint?.state ?? 'not_started',
        checkpoint: position.toString(),
        lag: densePositions ? Number(head > position ? head - position : 0n) : null,
        lastError: checkpoint?.lastError ?? null,
        updatedAt: checkpoint?.updatedAt ?? null,
      };
    });
    // A failed projection, or a dropped subscription being re-established: read models stand still.
    const healthy = projections.every(
      (projection) => projection.state !== 'failed' && projection.state !== 'reconnecting',
    );
    return {
      status: healthy ? 'ok' : 'degraded',
      mode: this.config.mode,
      engines: {
        eventStore: this.engines.eventStore.engine,
        documentStore: this.engines.documentStore.engine,
        objectStorage: this.engines.objectStorage.engine,
        projectionsInProcess: this.config.runProjections,
      },
      headPosition: head.toString(),
      projections,
    };
  }
}
