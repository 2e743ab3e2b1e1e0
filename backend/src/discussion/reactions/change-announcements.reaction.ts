import { Inject, Injectable } from '@nestjs/common';
import type { MeetupUpdated } from '../../contracts/events/meetup.events.js';
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
import { DomainError } from '../../shared/errors.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { AnnounceToMeetup } from '../commands/announce/announce.command.js';

type Updated = StoredEvent<'MeetupUpdated', MeetupUpdated['data']>;

/**
 * "A change of time or place was announced from the edit form, so also post
 * the announcement": a reaction to `MeetupUpdated` carrying `announcement`,
 * like the waitlist-demand reaction. The announcement's id is the event's
 * id, so handling an event again (a restart before the checkpoint was
 * stored, a second API process) finds the announcement there already and
 * appends nothing: each person going or waitlisted hears of it once.
 */
@Injectable()
export class ChangeAnnouncementsReaction extends EventReaction {
  constructor(
    @Inject(EVENT_STORE) events: EventStore,
    @Inject(REACTION_CHECKPOINTS) checkpoints: ReactionCheckpoints,
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(LOGGER) logger: Logger,
  ) {
    super('change-announcements', events, checkpoints, logger);
  }

  protected wants(event: StoredEvent): boolean {
    return (
      event.type === 'MeetupUpdated' && typeof (event as Updated).data.announcement === 'string'
    );
  }

  protected async handle(stored: StoredEvent): Promise<void> {
    const event = stored as Updated;
    const { meetupId, announcement, announcedBy } = event.data;
    const by = announcedBy ?? event.metadata.userId;
    // Its author was forgotten since: the words are gone, and so is the announcement.
    if (!announcement || !by || announcement === '[removed]') return;
    const context = {
      correlationId: event.metadata.correlationId,
      commandId: event.eventId,
      userId: by,
      now: new Date(event.metadata.occurredAt),
    };
    try {
      await this.commands.sendOnly(
        new AnnounceToMeetup(
          meetupId,
          { id: by, isAdmin: false },
          announcement,
          false,
          context,
          event.eventId,
          'meetup-changed',
        ),
      );
    } catch (error) {
      // Announced already (this event was handled before a restart): nothing more to do.
      if (error instanceof DomainError && error.code === 'DISCUSSION.ALREADY_EXISTS') return;
      this.logger.warn({ err: error, eventId: event.eventId }, 'change not announced');
    }
  }
}
