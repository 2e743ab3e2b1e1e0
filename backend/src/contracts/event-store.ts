/**
 * The event store port: the only thing the command side writes to, and the
 * source every projection folds. Three adapters implement it (SQLite for the
 * embedded mode, EventStoreDB for compose mode, in-memory for fast tests) and
 * all three pass the same contract suite (`event-store.contract.ts`).
 */

/** A stream's revision: 0n for its first event. */
export type StreamRevision = bigint;

/**
 * A place in the global order of all events. Strictly increasing in commit
 * order; not necessarily dense (EventStoreDB positions are log offsets).
 * `START` (0n) is before every event.
 */
export type GlobalPosition = bigint;
export const START: GlobalPosition = 0n;

/**
 * What the writer believes about the stream it appends to:
 * - 'no_stream': the stream must not exist yet (reservations, creations);
 * - 'stream_exists': the stream must have at least one event;
 * - 'any': no check;
 * - a revision: the stream's last event must have exactly this revision.
 */
export type ExpectedRevision = 'no_stream' | 'stream_exists' | 'any' | StreamRevision;

export interface EventMetadata {
  /** Ties together everything one request caused (HTTP request -> command -> events -> projection logs). */
  correlationId: string;
  /** The id of what directly caused this event: the command id, or the event that triggered a process. */
  causationId: string;
  /** The signed-in user who caused it, or null for system actions and anonymous sign-ups. */
  userId: string | null;
  /** ISO-8601 timestamp chosen by the command side's clock. */
  occurredAt: string;
  /** Version of the event's data schema, so old events can be upcast when a schema evolves. */
  schemaVersion: number;
}

/** An event as handed to `append`. */
export interface EventToAppend<Type extends string = string, Data = unknown> {
  /** A uuid. Appending an eventId that is already stored is a no-op, so clients can retry safely. */
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/** An event as stored and read back. */
export interface StoredEvent<Type extends string = string, Data = unknown> extends EventToAppend<
  Type,
  Data
> {
  streamName: string;
  revision: StreamRevision;
  position: GlobalPosition;
}

export interface AppendOptions {
  expectedRevision: ExpectedRevision;
}

export interface AppendResult {
  /** The revision of the last event now in the stream: pass it as `expectedRevision` to append next. */
  nextExpectedRevision: StreamRevision;
  /** The global position of the last appended event. */
  position: GlobalPosition;
}

export type EventHandler = (event: StoredEvent) => void | Promise<void>;

export interface SubscribeOptions {
  /** Called once when the subscription has delivered everything that was stored when it caught up. */
  onCaughtUp?: () => void;
  /** Called when the handler throws or the engine fails; the subscription is stopped by then. */
  onError?: (error: unknown) => void;
}

export interface Subscription {
  /** Stops delivery; resolves once the handler is no longer running. */
  stop(): Promise<void>;
}

export interface EventStore {
  /** Which engine this is, for /api/health. */
  readonly engine: string;

  /**
   * Appends events to one stream, all or nothing.
   * @throws ConcurrencyError when `expectedRevision` does not hold.
   */
  append(
    stream: string,
    events: readonly EventToAppend[],
    options: AppendOptions,
  ): Promise<AppendResult>;

  /** The stream's events in revision order, from `fromRevision` (inclusive); empty when the stream does not exist. */
  readStream(stream: string, fromRevision?: StreamRevision): AsyncIterable<StoredEvent>;

  /** Every event after `fromPosition` (exclusive: pass a checkpoint), in global order. */
  readAll(fromPosition?: GlobalPosition): AsyncIterable<StoredEvent>;

  /**
   * Delivers every event after `fromPosition`, in global order and one at a
   * time (the handler's promise is awaited), first catching up with what is
   * stored and then staying live. Never skips an event.
   */
  subscribeToAll(
    fromPosition: GlobalPosition,
    handler: EventHandler,
    options?: SubscribeOptions,
  ): Subscription;

  /** Position of the newest stored event (START when empty); used for lag. */
  headPosition(): Promise<GlobalPosition>;

  close(): Promise<void>;
}

/** The stream is not at the revision the writer expected: reload, decide again, retry. */
export class ConcurrencyError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: StreamRevision | 'no_stream',
  ) {
    super(`Stream ${stream}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = 'ConcurrencyError';
  }
}

/**
 * The engine did not answer in time or could not be reached (EventStoreDB's
 * unavailable and deadline errors). Transient: an append that failed this way
 * may or may not be stored, so it is retried with the same event ids (which
 * the port makes idempotent), never reported as stored or refused.
 */
export class EventStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EventStoreUnavailableError';
  }
}
