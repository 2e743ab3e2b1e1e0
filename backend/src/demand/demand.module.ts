import { Module } from '@nestjs/common';
import { ProjectionsAdminModule } from '../operations/projections/projections-admin.module.js';
import { RecordDemandHandler } from './commands/record-demand/record-demand.handler.js';
import { DemandSignals } from './demand-signals.js';
import { UnmetDemandController } from './queries/unmet-demand/unmet-demand.http.controller.js';
import { GetUnmetDemandHandler } from './queries/unmet-demand/unmet-demand.query-handler.js';

/**
 * City demand signals: what owners looked for and did not find. Routes that
 * notice it record it through DemandSignals; the admin page lists it.
 */
@Module({
  imports: [ProjectionsAdminModule],
  controllers: [UnmetDemandController],
  providers: [RecordDemandHandler, DemandSignals, GetUnmetDemandHandler],
  exports: [DemandSignals],
})
export class DemandModule {}
