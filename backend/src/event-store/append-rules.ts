import {
  ConcurrencyError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  type StoredEvent,
  type StreamRevision,
} from './event-store.port.js';

/*
 * The rules every adapter applies before appending, in one place so SQLite and
 * in-memory cannot drift apart (EventStoreDB applies the same rules server-side).
 */

export function assertNotEmpty(stream: string, events: readonly EventToAppend[]): void {
  if (events.length === 0) throw new Error(`Append to ${stream} needs at least one event`);
}

/** `current` is the stream's last revision, or undefined when it has no events. */
export function assertExpectedRevision(
  stream: string,
  expected: ExpectedRevision,
  current: StreamRevision | undefined,
): void {
  const holds =
    expected === 'any' ||
    (expected === 'no_stream' && current === undefined) ||
    (expected === 'stream_exists' && current !== undefined) ||
    (typeof expected === 'bigint' && current === expected);
  if (!holds) throw new ConcurrencyError(stream, expected, current ?? 'no_stream');
}

/**
 * Idempotent retries: when the first event of a batch is already stored, the
 * batch is a retry of an append that succeeded, so nothing is appended and the
 * original outcome is returned, whatever the expected revision says now. A
 * batch that is only partly stored is a client bug (ids reused for different
 * events) and is refused.
 */
export function findRetriedAppend(
  stream: string,
  events: readonly EventToAppend[],
  lookup: (
    eventId: string,
  ) => Pick<StoredEvent, 'streamName' | 'revision' | 'position'> | undefined,
): AppendResult | undefined {
  const first = events[0];
  if (!first || !lookup(first.eventId)) return undefined;
  const stored = events.map((event) => lookup(event.eventId));
  const isSameBatch = stored.every(
    (event, index) =>
      event !== undefined &&
      event.streamName === stream &&
      (index === 0 || event.revision === stored[index - 1]!.revision + 1n),
  );
  if (!isSameBatch) {
    throw new Error(
      `Append to ${stream} reuses event ids that are stored as a different batch; use fresh ids`,
    );
  }
  const last = stored.at(-1)!;
  return { nextExpectedRevision: last.revision, position: last.position };
}
