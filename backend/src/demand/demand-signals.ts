import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ACTIVITIES, type Activity } from '../contracts/activities.js';
import { CommandSender } from '../shared/application/command-sender.js';
import type { Caller } from '../http/request-context.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { RecordDemand, type DemandSignal } from './commands/record-demand/record-demand.command.js';

/**
 * How a read that noticed unmet demand (Find Groups or search with nothing in
 * range) records it: through the RecordDemand command, after its own answer is
 * ready. The caller's request never fails because of it. Such a read appends
 * no event a reaction could follow; a waitlisted RSVP does, so its demand is
 * recorded by `reactions/waitlist-demand.reaction.ts` instead.
 */
@Injectable()
export class DemandSignals {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A signed-in owner's search found no group within their radius: GET
   * /api/search's SearchDemand port (`search/search-demand.port.ts`), which
   * does not wait. One signal per activity searched for (any group when none).
   */
  onNoGroupFound(
    userId: string,
    place: { city: string; state: string } | null,
    activities: readonly string[],
  ): void {
    if (!place) return;
    const wanted = activities.filter((activity): activity is Activity =>
      (ACTIVITIES as readonly string[]).includes(activity),
    );
    const context = {
      correlationId: randomUUID(),
      commandId: randomUUID(),
      userId,
      now: new Date(),
    };
    void this.record(
      { user: { id: userId, isAdmin: false }, context },
      (wanted.length ? wanted : [null]).map((activity) => ({
        city: place.city,
        state: place.state,
        activity,
        reason: 'no-group-nearby' as const,
      })),
    );
  }

  async record({ user, context }: Caller, signals: readonly DemandSignal[]): Promise<void> {
    for (const signal of signals) {
      try {
        await this.commands.send(
          new RecordDemand(user.id, signal, { ...context, commandId: randomUUID() }),
        );
      } catch (error) {
        this.logger.warn({ err: error, signal }, 'Demand signal not recorded');
      }
    }
  }
}
