import {
  START,
  type EventHandler,
  type GlobalPosition,
  type StoredEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port.js';
import { CatchUpSubscription } from './catch-up-subscription.js';

/** Events per page when reading the whole log: memory stays flat however long it is. */
const READ_ALL_PAGE_SIZE = 5_000;

/**
 * What the SQLite and in-memory adapters share: each can read its log a page
 * at a time, so reading it all and catch-up subscriptions are built once, on
 * `readPage`. An adapter wakes the subscriptions after each of its appends.
 */
export abstract class PagedEventStore {
  private readonly subscriptions = new Set<CatchUpSubscription>();

  /** Up to `limit` events after `after`, in global order: for readAll, subscribers and replays. */
  abstract readPage(after: GlobalPosition, limit: number): StoredEvent[];

  async *readAll(fromPosition: GlobalPosition = START): AsyncIterable<StoredEvent> {
    let after = fromPosition;
    for (;;) {
      const page = this.readPage(after, READ_ALL_PAGE_SIZE);
      for (const event of page) yield event;
      if (page.length < READ_ALL_PAGE_SIZE) return;
      after = page.at(-1)!.position;
    }
  }

  subscribeToAll(
    fromPosition: GlobalPosition,
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): Subscription {
    const subscription = new CatchUpSubscription(
      fromPosition,
      async (after, limit) => this.readPage(after, limit),
      handler,
      options,
      () => {
        this.subscriptions.delete(subscription);
        if (this.subscriptions.size === 0) this.lastSubscriptionStopped();
      },
    );
    this.subscriptions.add(subscription);
    if (this.subscriptions.size === 1) this.firstSubscriptionStarted();
    subscription.start();
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }

  /** New events may be stored: every subscription reads again. */
  protected wakeSubscriptions(): void {
    for (const subscription of this.subscriptions) subscription.wake();
  }

  /**
   * An append in this process wakes the subscriptions itself; an adapter whose
   * log other processes append to as well watches for their commits from the
   * first subscription to the last.
   */
  protected firstSubscriptionStarted(): void {}

  protected lastSubscriptionStopped(): void {}
}
