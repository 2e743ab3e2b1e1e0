import { Module } from '@nestjs/common';
import { RecordDemandHandler } from './commands/record-demand/record-demand.handler.js';
import { DemandSignals } from './demand-signals.js';
import { UnmetDemandController } from './queries/unmet-demand/unmet-demand.http.controller.js';
import { GetUnmetDemandHandler } from './queries/unmet-demand/unmet-demand.query-handler.js';
import { WaitlistDemandReaction } from './reactions/waitlist-demand.reaction.js';

/**
 * City demand signals: what owners looked for and did not find. Reads that
 * notice it record it through DemandSignals; a waitlisted RSVP is recorded by
 * a reaction to its event; the admin page lists them.
 */
@Module({
  controllers: [UnmetDemandController],
  providers: [RecordDemandHandler, DemandSignals, GetUnmetDemandHandler, WaitlistDemandReaction],
  exports: [DemandSignals],
})
export class DemandModule {}
