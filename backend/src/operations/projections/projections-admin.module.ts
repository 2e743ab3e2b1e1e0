import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.js';
import { ENGINES } from '../../infrastructure/engines.js';
import { LOGGER } from '../../shared/logger.js';
import { projectionOperationsFor } from './projection-operations.js';
import { PROJECTION_OPERATIONS } from './projection-operations.port.js';
import { ProjectionsAdminGateway } from './projections-admin.gateway.js';
import { ProjectionsAdminController } from './projections-admin.http.controller.js';
import { BenchRoutesOnly, ReadModelTamperController } from './read-model-tamper.http.controller.js';

/** Operators' projections API: admin HTTP routes and the admin socket watch. */
@Module({
  controllers: [ProjectionsAdminController, ReadModelTamperController],
  providers: [
    {
      provide: PROJECTION_OPERATIONS,
      inject: [APP_CONFIG, ENGINES, LOGGER],
      useFactory: projectionOperationsFor,
    },
    BenchRoutesOnly,
    ProjectionsAdminGateway,
  ],
  exports: [PROJECTION_OPERATIONS],
})
export class ProjectionsAdminModule {}
