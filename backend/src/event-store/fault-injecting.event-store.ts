import {
  EventStoreUnavailableError,
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

/** Where an injected append failure strikes: before anything is stored, or after (the answer is lost). */
export type AppendFault = 'before_commit' | 'after_commit';

/**
 * Any adapter, with the failures a networked engine has (EventStoreDB's
 * dropped subscriptions, deadlines, early caughtUp), injected on demand so
 * the runner and the command side are tested against them without a server.
 * Each fault is queued and used once, in order.
 */
export class FaultInjectingEventStore implements EventStore {
  private readonly subscriptionFaults: number[] = [];
  private readonly appendFaults: AppendFault[] = [];
  private readonly earlyCaughtUp: number[] = [];
  private readonly open = new Set<() => Promise<void>>();
  private down = false;
  /** How many subscriptions were opened, resubscriptions included. */
  subscriptions = 0;
  /** Where each subscription started, in order. */
  readonly subscribedFrom: GlobalPosition[] = [];

  constructor(readonly inner: EventStore) {}

  get engine(): string {
    return this.inner.engine;
  }

  /** The next subscription opened fails (onError, unavailable) after delivering `events` events. */
  failNextSubscriptionAfter(...events: number[]): this {
    this.subscriptionFaults.push(...events);
    return this;
  }

  /**
   * The next subscription announces caughtUp just before it hands over its
   * `beforeEvent`-th event, while that event and the ones after it are still
   * to come: the EventStoreDB client emits caughtUp while events read with it
   * still wait in its buffer.
   */
  announceCaughtUpEarly(beforeEvent = 1): this {
    this.earlyCaughtUp.push(beforeEvent);
    return this;
  }

  /**
   * The engine goes away: open subscriptions drop, new ones fail at once and
   * every append fails unavailable (nothing stored) until comeBack().
   */
  async goDown(): Promise<void> {
    this.down = true;
    await this.dropOpenSubscriptions();
  }

  comeBack(): void {
    this.down = false;
  }

  /** Every open subscription fails now, as when the engine restarts or the network drops. */
  async dropOpenSubscriptions(): Promise<void> {
    const open = [...this.open];
    this.open.clear();
    for (const drop of open) await drop();
  }

  /** The next appends fail as unavailable, one fault each. */
  failNextAppends(...faults: AppendFault[]): this {
    this.appendFaults.push(...faults);
    return this;
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (this.down) throw unavailable('append while the engine is down (nothing stored)');
    const fault = this.appendFaults.shift();
    if (fault === 'before_commit') throw unavailable('append (nothing stored)');
    const result = await this.inner.append(stream, events, options);
    if (fault === 'after_commit') throw unavailable('append (stored, answer lost)');
    return result;
  }

  readStream(stream: string, fromRevision?: StreamRevision): AsyncIterable<StoredEvent> {
    return this.inner.readStream(stream, fromRevision);
  }

  readAll(fromPosition?: GlobalPosition): AsyncIterable<StoredEvent> {
    return this.inner.readAll(fromPosition);
  }

  subscribeToAll(
    fromPosition: GlobalPosition,
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): Subscription {
    this.subscriptions += 1;
    this.subscribedFrom.push(fromPosition);
    if (this.down) {
      const refused = setTimeout(() => options.onError?.(unavailable('engine down')), 0);
      return { stop: async () => clearTimeout(refused) };
    }
    const failAfter = this.subscriptionFaults.shift();
    const earlyBefore = this.earlyCaughtUp.shift();
    let delivered = 0;
    let announced = false;
    let ended = false;
    const announce = () => {
      if (announced || ended) return;
      announced = true;
      options.onCaughtUp?.();
    };
    const fail = (error: unknown) => {
      if (ended) return;
      ended = true;
      this.open.delete(drop);
      options.onError?.(error);
    };
    const inner = this.inner.subscribeToAll(
      fromPosition,
      (event) => {
        if (ended) return;
        // Throwing from the handler stops the adapter's subscription and reaches onError.
        if (failAfter !== undefined && delivered >= failAfter) {
          throw unavailable(`subscription dropped after ${delivered} events`);
        }
        delivered += 1;
        if (delivered === earlyBefore) announce();
        return handler(event);
      },
      { onCaughtUp: announce, onError: fail },
    );
    const drop = async () => {
      await inner.stop();
      fail(unavailable('subscription dropped'));
    };
    this.open.add(drop);
    return {
      stop: async () => {
        ended = true;
        this.open.delete(drop);
        await inner.stop();
      },
    };
  }

  headPosition(): Promise<GlobalPosition> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

const unavailable = (what: string) =>
  new EventStoreUnavailableError(`Injected fault: the event store is unavailable: ${what}`);
