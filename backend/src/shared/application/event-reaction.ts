import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import {
  START,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
  type Subscription,
} from '../../event-store/event-store.port.js';
import type { ReactionCheckpoints } from '../../infrastructure/reaction-checkpoints/reaction-checkpoints.port.js';
import type { Logger } from '../logger.js';

/** Events passed over between two stored checkpoints when none of them is for this reaction. */
const SKIPPED_PER_CHECKPOINT = 1_000;

/**
 * "After X, also do Y": follows the log from a stored checkpoint and hands
 * the events it `wants` to `handle`, which sends commands. The checkpoint is
 * stored after each handled event (and every 1,000 passed over), so a
 * restart may hand an event over again: exactly once comes from the commands'
 * deciders (an id taken from the event, a count per week), as the series
 * process manager's does.
 */
export abstract class EventReaction implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | null = null;
  private handled: GlobalPosition = START;
  private skipped = 0;

  protected constructor(
    /** The reaction's checkpoint id and the name its log lines carry. */
    private readonly name: string,
    private readonly events: EventStore,
    private readonly checkpoints: ReactionCheckpoints,
    protected readonly logger: Logger,
  ) {}

  /** Whether the reaction acts on this event; the others only move its checkpoint. */
  protected abstract wants(event: StoredEvent): boolean;

  /** Acts on one event. A failure here is the reaction's to log: the log goes on. */
  protected abstract handle(event: StoredEvent): Promise<void>;

  /** The last event this process has reacted to (or passed over): what tests wait for. */
  get position(): GlobalPosition {
    return this.handled;
  }

  async onApplicationBootstrap(): Promise<void> {
    this.handled = (await this.checkpoints.read(this.name)) ?? START;
    this.subscription = this.events.subscribeToAll(this.handled, (event) => this.react(event), {
      onError: (error) => this.logger.error({ err: error }, `${this.name} reaction stopped`),
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
    if (this.wants(event)) {
      await this.handle(event);
      this.handled = event.position;
      await this.storeCheckpoint();
      return;
    }
    this.handled = event.position;
    if (++this.skipped >= SKIPPED_PER_CHECKPOINT) await this.storeCheckpoint();
  }

  private async storeCheckpoint(): Promise<void> {
    this.skipped = 0;
    try {
      await this.checkpoints.save(this.name, this.handled);
    } catch (error) {
      // The reaction goes on; a later checkpoint, or handling again after a restart, covers it.
      this.logger.warn({ err: error }, `${this.name} checkpoint not stored`);
    }
  }
}
