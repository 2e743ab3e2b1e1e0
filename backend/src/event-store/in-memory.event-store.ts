import {
  START,
  type AppendOptions,
  type AppendResult,
  type EventHandler,
  type EventStore,
  type EventToAppend,
  type GlobalPosition,
  type StoredEvent,
  type StreamRevision,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port.js';
import { assertExpectedRevision, assertNotEmpty, findRetriedAppend } from './append-rules.js';
import { CatchUpSubscription } from './catch-up-subscription.js';

/**
 * Keeps events in arrays. For unit tests and deciders' integration tests:
 * same contract as the durable adapters, nothing survives the process.
 */
export class InMemoryEventStore implements EventStore {
  readonly engine = 'in-memory';
  private readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly byEventId = new Map<string, StoredEvent>();
  private readonly subscriptions = new Set<CatchUpSubscription>();

  async append(
    stream: string,
    events: readonly EventToAppend[],
    { expectedRevision }: AppendOptions,
  ): Promise<AppendResult> {
    assertNotEmpty(stream, events);
    const alreadyStored = findRetriedAppend(stream, events, (id) => this.byEventId.get(id));
    if (alreadyStored) return alreadyStored;

    const existing = this.streams.get(stream) ?? [];
    const current = existing.at(-1)?.revision;
    assertExpectedRevision(stream, expectedRevision, current);

    let revision = current ?? -1n;
    const appended = events.map((event) => {
      revision += 1n;
      const stored: StoredEvent = {
        ...structuredClone(event),
        streamName: stream,
        revision,
        position: BigInt(this.log.length + 1),
      };
      this.log.push(stored);
      this.byEventId.set(stored.eventId, stored);
      return stored;
    });
    this.streams.set(stream, [...existing, ...appended]);
    for (const subscription of this.subscriptions) subscription.wake();
    const last = appended.at(-1)!;
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async *readStream(stream: string, fromRevision: StreamRevision = 0n): AsyncIterable<StoredEvent> {
    for (const event of this.streams.get(stream) ?? []) {
      if (event.revision >= fromRevision) yield structuredClone(event);
    }
  }

  async *readAll(fromPosition: GlobalPosition = START): AsyncIterable<StoredEvent> {
    // Positions are 1-based array indexes, so the event after `fromPosition` sits at index fromPosition.
    for (let index = Number(fromPosition); index < this.log.length; index++) {
      yield structuredClone(this.log[index]!);
    }
  }

  subscribeToAll(
    fromPosition: GlobalPosition,
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): Subscription {
    const subscription = new CatchUpSubscription(
      fromPosition,
      async (after, limit) => {
        const page: StoredEvent[] = [];
        for (let index = Number(after); index < this.log.length && page.length < limit; index++) {
          page.push(structuredClone(this.log[index]!));
        }
        return page;
      },
      handler,
      options,
      () => this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    subscription.start();
    return subscription;
  }

  async headPosition(): Promise<GlobalPosition> {
    return BigInt(this.log.length);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }
}
