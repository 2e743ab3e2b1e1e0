import type {
  AppendOptions,
  AppendResult,
  EventStore,
  EventToAppend,
  GlobalPosition,
  StoredEvent,
  StreamRevision,
} from './event-store.port.js';
import { assertExpectedRevision, assertNotEmpty, findRetriedAppend } from './append-rules.js';
import { PagedEventStore } from './paged-event-store.js';

/**
 * Keeps events in arrays. For unit tests and deciders' integration tests:
 * same contract as the durable adapters, nothing survives the process.
 */
export class InMemoryEventStore extends PagedEventStore implements EventStore {
  readonly engine = 'in-memory';
  private readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private readonly byEventId = new Map<string, StoredEvent>();

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
    this.wakeSubscriptions();
    const last = appended.at(-1)!;
    return { nextExpectedRevision: last.revision, position: last.position };
  }

  async *readStream(stream: string, fromRevision: StreamRevision = 0n): AsyncIterable<StoredEvent> {
    for (const event of this.streams.get(stream) ?? []) {
      if (event.revision >= fromRevision) yield structuredClone(event);
    }
  }

  readPage(after: GlobalPosition, limit: number): StoredEvent[] {
    // Positions are 1-based array indexes, so the event after `after` sits at index `after`.
    const from = Number(after);
    return this.log.slice(from, from + limit).map((event) => structuredClone(event));
  }

  async headPosition(): Promise<GlobalPosition> {
    return BigInt(this.log.length);
  }
}
