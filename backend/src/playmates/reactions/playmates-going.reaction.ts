import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { PLAYMATE_LINKS } from '../../contracts/read-models.js';
import {
  EVENT_STORE,
  type EventStore,
  type StoredEvent,
} from '../../event-store/event-store.port.js';
import { CommandSender } from '../../shared/application/command-sender.js';
import {
  REACTION_CHECKPOINTS,
  type ReactionCheckpoints,
} from '../../infrastructure/reaction-checkpoints/reaction-checkpoints.port.js';
import { EventReaction } from '../../shared/application/event-reaction.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../shared/read-model-sync.port.js';
import { NotifyPlaymatesGoing } from '../commands/notify-playmates-going/notify-playmates-going.command.js';

type Answered = StoredEvent<
  'RsvpSet' | 'WaitlistPromoted' | 'RsvpDogsChanged',
  { meetupId: string; userId: string; status?: string }
>;

/**
 * "An owner is going to a meetup, so also tell their dogs' playmates' owners
 * who asked for it": a reaction to the answers that make an owner go with
 * dogs (`RsvpSet` going, `WaitlistPromoted`, `RsvpDogsChanged`), like the
 * waitlist-demand reaction. Exactly once comes from the playmate-going
 * decider (one stream per meetup and dog, holding who was told), so handling
 * an event again, or going again after not going, tells nobody twice. A
 * withdrawal does nothing: what was said was true when it was said.
 */
@Injectable()
export class PlaymatesGoingReaction extends EventReaction {
  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
    @Inject(REACTION_CHECKPOINTS) checkpoints: ReactionCheckpoints,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(LOGGER) logger: Logger,
  ) {
    super('playmates-going', events, checkpoints, logger);
  }

  protected wants(event: StoredEvent): boolean {
    if (event.type === 'RsvpSet') return (event as Answered).data.status === 'going';
    return event.type === 'WaitlistPromoted' || event.type === 'RsvpDogsChanged';
  }

  protected async handle(stored: StoredEvent): Promise<void> {
    const event = stored as Answered;
    const { meetupId, userId } = event.data;
    try {
      // The links and preferences the handler reads are those of this moment of the log, or later.
      await this.readModels.waitFor(event.position);
      const links = (await this.documents.collection(PLAYMATE_LINKS).find({ userIds: userId })).map(
        (link) => {
          const own = link.userIds[0] === userId ? 0 : 1;
          const other = 1 - own;
          return {
            dogId: link.dogIds[own],
            playmate: { dogId: link.dogIds[other]!, userId: link.userIds[other]! },
          };
        },
      );
      if (links.length === 0) return;
      await this.commands.sendOnly(
        new NotifyPlaymatesGoing(meetupId, userId, event.position, links, {
          correlationId: event.metadata.correlationId,
          commandId: event.eventId,
          userId,
          now: new Date(event.metadata.occurredAt),
        }),
      );
    } catch (error) {
      // A notice is a courtesy, not a promise: a failure is logged and the log goes on.
      this.logger.warn({ err: error, eventId: event.eventId }, 'playmates not told');
    }
  }
}
