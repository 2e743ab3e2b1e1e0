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
import type { RsvpWaitlisted } from '../../contracts/events/meetup.events.js';
import {
  EVENT_STORE,
  START,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type Subscription,
} from '../../event-store/event-store.port.js';
import { GetMeetup } from '../../meetups/index.js';
import { CommandSender } from '../../shared/application/command-sender.js';
import { LOGGER, type Logger } from '../../shared/logger.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../shared/read-model-sync.port.js';
import { RecordDemand } from '../commands/record-demand/record-demand.command.js';
import { waitlistDemand } from '../unmet-demand.js';

/** Where each reaction of the API process resumes, beside the projections' checkpoints. */
export const REACTION_CHECKPOINTS = 'reaction_checkpoints';
const NAME = 'waitlist-demand';
/** Events passed over between two stored checkpoints when none of them is for this reaction. */
const SKIPPED_PER_CHECKPOINT = 1_000;

interface ReactionCheckpoint extends Document {
  _id: string;
  position: string;
}

/**
 * "An owner was put on a meetup's waitlist, so also count it as demand near
 * the meetup": a reaction to `RsvpWaitlisted`, whatever sent the RSVP.
 *
 * It follows the log from a stored checkpoint and sends `RecordDemand` with
 * the event's own time and id as the command's clock and causation. Exactly
 * once comes from the demand decider, as the series process manager's comes
 * from its deciders: an owner counts once per ISO week, city and activity, and
 * the week is the event's, so handling an event again (a restart before the
 * checkpoint was stored, a second API process following the same log) appends
 * nothing. Only meetups everyone may see count: a private group's full meetup
 * is nobody else's business.
 */
@Injectable()
export class WaitlistDemandReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | null = null;
  private handled: GlobalPosition = START;
  private skipped = 0;

  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The last event this process has reacted to (or passed over): what tests wait for. */
  get position(): GlobalPosition {
    return this.handled;
  }

  async onApplicationBootstrap(): Promise<void> {
    const stored = await this.checkpoints().findOne({ _id: NAME });
    this.handled = stored ? fromPositionKey(stored.position) : START;
    this.subscription = this.events.subscribeToAll(this.handled, (event) => this.react(event), {
      onError: (error) => this.logger.error({ err: error }, 'waitlist demand reaction stopped'),
    });
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.subscription) return;
    await this.subscription.stop();
    this.subscription = null;
    // A clean stop resumes exactly where it left off.
    await this.storeCheckpoint();
  }

  private async react(event: StoredEvent): Promise<void> {
    if (event.type === 'RsvpWaitlisted') {
      await this.record(event as StoredEvent<'RsvpWaitlisted', RsvpWaitlisted['data']>);
      this.handled = event.position;
      await this.storeCheckpoint();
      return;
    }
    this.handled = event.position;
    if (++this.skipped >= SKIPPED_PER_CHECKPOINT) await this.storeCheckpoint();
  }

  private async record(event: StoredEvent<'RsvpWaitlisted', RsvpWaitlisted['data']>) {
    const { meetupId, userId } = event.data;
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

  private async storeCheckpoint(): Promise<void> {
    this.skipped = 0;
    try {
      await this.checkpoints().updateOne(
        { _id: NAME },
        { $set: { position: positionKey(this.handled) } },
        { upsert: true },
      );
    } catch (error) {
      // The reaction goes on; a later checkpoint, or handling again after a restart, covers it.
      this.logger.warn({ err: error }, 'waitlist demand checkpoint not stored');
    }
  }

  private checkpoints() {
    return this.store.collection<ReactionCheckpoint>(REACTION_CHECKPOINTS);
  }
}
