import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandSender } from '../http/command-sender.js';
import type { Caller } from '../http/request-context.js';
import { LOGGER, type Logger } from '../shared/logger.js';
import { GetMeetup } from '../meetups/queries/get-meetup/get-meetup.query.js';
import { RecordDemand, type DemandSignal } from './commands/record-demand/record-demand.command.js';
import { waitlistDemand } from './unmet-demand.js';

/**
 * How a route that noticed unmet demand (Find Groups with nothing in range, an
 * RSVP put on a waitlist) records it: through the RecordDemand command, after
 * its own answer is ready. The caller's request never fails because of it.
 */
@Injectable()
export class DemandSignals {
  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * The caller was put on a meetup's waitlist. Counted only for a meetup
   * everyone may see: a private group's full meetup is nobody else's business.
   */
  async waitlisted(caller: Caller, meetupId: string): Promise<void> {
    const seenByAll = await this.commands
      .ask(new GetMeetup({ _id: meetupId }, null))
      .catch(() => null);
    if (seenByAll) await this.record(caller, waitlistDemand(seenByAll));
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
