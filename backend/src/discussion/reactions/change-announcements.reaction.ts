import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { fromPositionKey, positionKey } from '@packmeet/projections/runner/position-key';
import type { Document } from '../../contracts/read-models.js';
import type { MeetupUpdated } from '../../contracts/events/meetup.events.js';
import {
  EVENT_STORE,
  START,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type Subscription,
} from '../../event-store/event-store.port.js';
import { CommandSender } from '../../shared/application/command-sender.js';
import { DomainError } from '../../shared/errors.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { AnnounceToMeetup } from '../commands/announce/announce.command.js';

/** Where each reaction of the API process resumes, beside the projections' checkpoints. */
const REACTION_CHECKPOINTS = 'reaction_checkpoints';
const NAME = 'change-announcements';
/** Events passed over between two stored checkpoints when none of them is for this reaction. */
const SKIPPED_PER_CHECKPOINT = 1_000;

interface ReactionCheckpoint extends Document {
  _id: string;
  position: string;
}

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
export class ChangeAnnouncementsReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | null = null;
  private handled: GlobalPosition = START;
  private skipped = 0;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stored = await this.checkpoints().findOne({ _id: NAME });
    this.handled = stored ? fromPositionKey(stored.position) : START;
    this.subscription = this.events.subscribeToAll(this.handled, (event) => this.react(event), {
      onError: (error) => this.logger.error({ err: error }, 'change announcements stopped'),
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.subscription) return;
    await this.subscription.stop();
    this.subscription = null;
    await this.storeCheckpoint();
  }

  private async react(event: StoredEvent): Promise<void> {
    const updated = event as Updated;
    if (event.type === 'MeetupUpdated' && typeof updated.data.announcement === 'string') {
      await this.announce(updated);
      this.handled = event.position;
      await this.storeCheckpoint();
      return;
    }
    this.handled = event.position;
    if (++this.skipped >= SKIPPED_PER_CHECKPOINT) await this.storeCheckpoint();
  }

  private async announce(event: Updated): Promise<void> {
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

  private async storeCheckpoint(): Promise<void> {
    this.skipped = 0;
    try {
      await this.checkpoints().updateOne(
        { _id: NAME },
        { $set: { position: positionKey(this.handled) } },
        { upsert: true },
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'change announcements checkpoint not stored');
    }
  }

  private checkpoints() {
    return this.store.collection<ReactionCheckpoint>(REACTION_CHECKPOINTS);
  }
}
