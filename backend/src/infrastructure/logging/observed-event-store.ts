import type {
  AppendOptions,
  AppendResult,
  EventHandler,
  EventStore,
  EventToAppend,
  GlobalPosition,
  StoredEvent,
  StreamRevision,
  SubscribeOptions,
  Subscription,
} from '../../event-store/event-store.port.js';

export type AppendObserver = (
  stream: string,
  events: readonly EventToAppend[],
  result: AppendResult,
) => void;

/**
 * The event store port, unchanged, telling `onAppended` about every
 * successful append (the command log and the events_appended_total counter).
 * A decorator, so no adapter knows about logs or metrics.
 */
export class ObservedEventStore implements EventStore {
  constructor(
    /** The adapter itself, for what the port does not cover (a replay's paced pages). */
    readonly inner: EventStore,
    private readonly onAppended: AppendObserver,
  ) {}

  get engine(): string {
    return this.inner.engine;
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    const result = await this.inner.append(stream, events, options);
    this.onAppended(stream, events, result);
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
    options?: SubscribeOptions,
  ): Subscription {
    return this.inner.subscribeToAll(fromPosition, handler, options);
  }

  headPosition(): Promise<GlobalPosition> {
    return this.inner.headPosition();
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
