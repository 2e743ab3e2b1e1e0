import { Module } from '@nestjs/common';
import { HealthController } from './health/health.http.controller.js';
import { ProjectionsAdminModule } from './projections/projections-admin.module.js';

/** What operators use: health now; metrics and replays later. */
@Module({ imports: [ProjectionsAdminModule], controllers: [HealthController] })
export class OperationsModule {}
