import {
  ANY,
  BACKWARDS,
  DeadlineExceededError,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  STREAM_EXISTS,
  NotLeaderError,
  StreamNotFoundError,
  TimeoutError,
  UnavailableError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  ConcurrencyError,
  EventStoreUnavailableError,
  START,
  type AppendOptions,
  type AppendResult,
  type EventHandler,
  type EventMetadata,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type StoredEvent,
  type StreamRevision,
  type SubscribeOptions,
  type Subscription,
} from './event-store.port.js';
import { assertNotEmpty } from './append-rules.js';

/*
 * A thin adapter over the official gRPC client. EventStoreDB checks expected
 * revisions and event-id idempotency itself; this file only translates.
 *
 * Positions: in $all an event is identified by (commit, prepare). Events of one
 * append share their commit position and differ in prepare position, so the
 * commit position alone is not unique. The port's single bigint packs both:
 * commit in the high 64 bits, prepare in the low 64, which keeps $all's order.
 */
const LOW_64_BITS = (1n << 64n) - 1n;

export function toGlobalPosition(position: Position): GlobalPosition {
  return (position.commit << 64n) | position.prepare;
}

export function toEsdbPosition(position: GlobalPosition): ReadPosition {
  if (position === START) return ESDB_START;
  return { commit: position >> 64n, prepare: position & LOW_64_BITS };
}

function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (expected === 'any') return ANY;
  return expected;
}

function toStoredEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | undefined {
  const recorded = resolved.event;
  if (!recorded || !recorded.isJson || recorded.type.startsWith('$')) return undefined;
  return {
    eventId: recorded.id,
    type: recorded.type,
    data: recorded.data,
    metadata: recorded.metadata as unknown as EventMetadata,
    streamName: recorded.streamId,
    revision: recorded.revision,
    position: recorded.position ? toGlobalPosition(recorded.position) : START,
  };
}

export class EventStoreDbEventStore implements EventStore {
  readonly engine = 'eventstoredb';
  private readonly client: EventStoreDBClient;

  /** @param connectionString e.g. `esdb://eventstore:2113?tls=false` */
  constructor(connectionString: string) {
    this.client = EventStoreDBClient.connectionString(connectionString);
  }

  async append(
    stream: string,
    events: readonly EventToAppend[],
    { expectedRevision }: AppendOptions,
  ): Promise<AppendResult> {
    assertNotEmpty(stream, events);
    try {
      const result = await this.client.appendToStream(
        stream,
        events.map((event) =>
          jsonEvent({
            id: event.eventId,
            type: event.type,
            data: event.data as JSONType,
            metadata: event.metadata as unknown as JSONType,
          }),
        ),
        { expectedRevision: toEsdbExpectedRevision(expectedRevision) },
      );
      return {
        nextExpectedRevision: result.nextExpectedRevision,
        position: await positionOfAppend(result, () =>
          this.readStream(stream, result.nextExpectedRevision),
        ),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual: StreamRevision | 'no_stream' =
          typeof error.actualVersion === 'bigint' ? error.actualVersion : 'no_stream';
        throw new ConcurrencyError(stream, expectedRevision, actual);
      }
      throw asUnavailable(error);
    }
  }

  async *readStream(stream: string, fromRevision: StreamRevision = 0n): AsyncIterable<StoredEvent> {
    try {
      for await (const resolved of this.client.readStream(stream, {
        fromRevision,
        direction: FORWARDS,
      })) {
        const event = toStoredEvent(resolved);
        if (event) yield event;
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return;
      throw error;
    }
  }

  async *readAll(fromPosition: GlobalPosition = START): AsyncIterable<StoredEvent> {
    for await (const resolved of this.client.readAll({
      fromPosition: toEsdbPosition(fromPosition),
      direction: FORWARDS,
      resolveLinkTos: false,
    })) {
      const event = toStoredEvent(resolved);
      // readAll includes the event at fromPosition; the port's position is exclusive.
      if (event && event.position > fromPosition) yield event;
    }
  }

  subscribeToAll(
    fromPosition: GlobalPosition,
    handler: EventHandler,
    options: SubscribeOptions = {},
  ): Subscription {
    const subscription = this.client.subscribeToAll({
      fromPosition: toEsdbPosition(fromPosition),
      filter: excludeSystemEvents(),
    });
    /*
     * The client emits caughtUp from its transform, while events read before
     * it may still wait in the stream's buffer: announce it only once the
     * handler has had every event that came before it.
     */
    let caughtUp: 'no' | 'pending' | 'announced' = 'no';
    let handling = false;
    const announceIfDrained = () => {
      if (caughtUp !== 'pending' || handling || subscription.readableLength > 0) return;
      caughtUp = 'announced';
      options.onCaughtUp?.();
    };
    subscription.once('caughtUp', () => {
      caughtUp = 'pending';
      announceIfDrained();
    });
    const running = (async () => {
      try {
        for await (const resolved of subscription) {
          const event = toStoredEvent(resolved);
          handling = true;
          if (event && event.position > fromPosition) await handler(event);
          handling = false;
          announceIfDrained();
        }
      } catch (error) {
        options.onError?.(asUnavailable(error));
      }
    })();
    return {
      stop: async () => {
        await subscription.unsubscribe();
        await running;
      },
    };
  }

  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: 1,
    })) {
      const position = resolved.event?.position;
      if (position) return toGlobalPosition(position);
    }
    return START;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** The engine's transient failures (unreachable, deadline, leader change) as the port's. */
function asUnavailable(error: unknown): unknown {
  if (
    error instanceof UnavailableError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError ||
    error instanceof NotLeaderError
  ) {
    return new EventStoreUnavailableError(`EventStoreDB is unavailable: ${error.message}`, {
      cause: error,
    });
  }
  return error;
}

/**
 * The global position of an append's last event. EventStoreDB's append answer
 * may leave it out; then it is read back from the stream (the last event is at
 * nextExpectedRevision), since read-your-writes needs a real position: START
 * would let the command answer before its read models moved.
 */
export async function positionOfAppend(
  result: { position?: Position },
  readBack: () => AsyncIterable<StoredEvent>,
): Promise<GlobalPosition> {
  if (result.position) return toGlobalPosition(result.position);
  for await (const event of readBack()) {
    if (event.position !== START) return event.position;
  }
  throw new EventStoreUnavailableError(
    'EventStoreDB stored the events but reported no position for them',
  );
}
