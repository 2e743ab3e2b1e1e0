import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { ENGINES } from '../../infrastructure/engines.js';
import { LOGGER } from '../../shared/logger.js';
import { OperatorTokens } from './operator-token.js';
import { projectionOperationsFor } from './projection-operations.js';
import { PROJECTION_OPERATIONS } from './projection-operations.port.js';
import { ProjectionsAdminGateway } from './projections-admin.gateway.js';
import { ProjectionsAdminController } from './projections-admin.http.controller.js';
import { BenchRoutesOnly, ReadModelTamperController } from './read-model-tamper.http.controller.js';
import { RequireAdmin } from './require-admin.guard.js';

/** Operators' projections API: admin HTTP routes and the admin socket watch. */
@Module({
  controllers: [ProjectionsAdminController, ReadModelTamperController],
  providers: [
    {
      provide: OperatorTokens,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new OperatorTokens(config.jwt.secret),
    },
    {
      provide: PROJECTION_OPERATIONS,
      inject: [APP_CONFIG, ENGINES, LOGGER],
      useFactory: projectionOperationsFor,
    },
    RequireAdmin,
    BenchRoutesOnly,
    ProjectionsAdminGateway,
  ],
  exports: [PROJECTION_OPERATIONS, OperatorTokens, RequireAdmin],
})
export class ProjectionsAdminModule {}
