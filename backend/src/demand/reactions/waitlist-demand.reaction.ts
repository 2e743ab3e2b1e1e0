import { Inject, Injectable } from '@nestjs/common';
import type { RsvpWaitlisted } from '../../contracts/events/meetup.events.js';
import {
  EVENT_STORE,
  type EventStore,
  type StoredEvent,
} from '../../event-store/event-store.port.js';
import { GetMeetup } from '../../meetups/index.js';
import { CommandSender } from '../../shared/application/command-sender.js';
import {
  REACTION_CHECKPOINTS,
  type ReactionCheckpoints,
} from '../../infrastructure/reaction-checkpoints/reaction-checkpoints.port.js';
import { EventReaction } from '../../shared/application/event-reaction.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../shared/read-model-sync.port.js';
import { RecordDemand } from '../commands/record-demand/record-demand.command.js';
import { waitlistDemand } from '../unmet-demand.js';

type Waitlisted = StoredEvent<'RsvpWaitlisted', RsvpWaitlisted['data']>;

/**
 * "An owner was put on a meetup's waitlist, so also count it as demand near
 * the meetup": a reaction to `RsvpWaitlisted`, whatever sent the RSVP.
 *
 * It sends `RecordDemand` with the event's own time and id as the command's
 * clock and causation. Exactly once comes from the demand decider: an owner
 * counts once per ISO week, city and activity, and the week is the event's,
 * so handling an event again (a restart before the checkpoint was stored, a
 * second API process following the same log) appends nothing. Only meetups
 * everyone may see count: a private group's full meetup is nobody else's
 * business.
 */
@Injectable()
export class WaitlistDemandReaction extends EventReaction {
  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(REACTION_CHECKPOINTS) checkpoints: ReactionCheckpoints,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(LOGGER) logger: Logger,
  ) {
    super('waitlist-demand', events, checkpoints, logger);
  }

  protected wants(event: StoredEvent): boolean {
    return event.type === 'RsvpWaitlisted';
  }

  protected async handle(event: StoredEvent): Promise<void> {
    const { meetupId, userId } = (event as Waitlisted).data;
    try {
      // The meetup's place and visibility come from the read models as of this event.
      await this.readModels.waitFor(event.position);
      const seenByAll = await this.commands
        .ask(new GetMeetup({ _id: meetupId }, null))
        .catch(() => null);
      if (!seenByAll) return;
      const context = {
        correlationId: event.metadata.correlationId,
        commandId: event.eventId,
        userId,
        now: new Date(event.metadata.occurredAt),
      };
      for (const signal of waitlistDemand(seenByAll)) {
        await this.commands.sendOnly(new RecordDemand(userId, signal, context));
      }
    } catch (error) {
      // Demand is a count, not a promise to anyone: a failure is logged and the log goes on.
      this.logger.warn({ err: error, eventId: event.eventId }, 'waitlist demand not recorded');
    }
  }
}
