import { LRUCache } from 'lru-cache';
import {
  ConcurrencyError,
  type EventStore,
  type GlobalPosition,
  type StreamRevision,
} from '../event-store/event-store.port.js';
import type { DomainEvent } from '../contracts/event-definition.js';
import { approximateBytes } from './approximate-bytes.js';
import type { Decider } from './decider.js';
import { toAppend, type CommandContext } from './command-context.js';
import { KeyedQueue } from './keyed-queue.js';

/** The folding half of a decider: all `load` needs. */
export type Folding<State, Event extends DomainEvent> = Pick<
  Decider<State, never, Event>,
  'initialState' | 'evolve'
>;

/**
 * The command, or how to build it from the aggregate's state: a handler whose
 * rules need facts from other streams (is the caller a member of the meetup's
 * group?) gathers them once it knows the state, and the decider judges them.
 */
export type CommandFor<State, Command> = Command | ((state: State) => Command | Promise<Command>);

export interface Decided<Event> {
  /** The events appended (empty when the decision changed nothing). */
  events: Event[];
  /** Global position of the last appended event, or null when nothing was appended. */
  position: GlobalPosition | null;
}

interface Entry {
  /** The decider that folded `state`: a stream is always folded by the same one. */
  folding: object;
  state: unknown;
  /** The last event folded into `state` (undefined: none yet). */
  revision: StreamRevision | undefined;
}

export interface AggregatesOptions {
  /** Upper bound of the states kept, in (approximate) bytes. */
  maxBytes: number;
}

const MAX_ATTEMPTS = 10;

/**
 * The command side: decides commands on each stream's current state and
 * appends what they decide. States of recently used streams are kept folded
 * (an LRU bounded by memory), so a command reads only the events appended
 * since its stream was last used, by this process or any other: a command on
 * a meetup with ten thousand RSVPs costs what one on a new meetup costs.
 *
 * A cached state may be behind another process's append; the append then
 * fails its expected revision and the retry reads just what is new. States
 * are folded in place (see Decider), only here, and only with events that
 * are stored: `decide` never changes a state.
 */
export class Aggregates {
  private readonly states: LRUCache<string, Entry>;
  /** Commands on one stream run one at a time in this process: first come, first served. */
  private readonly queue = new KeyedQueue();
  private counts = { hits: 0, misses: 0 };

  constructor(
    readonly store: EventStore,
    options: AggregatesOptions = { maxBytes: 64 * 2 ** 20 },
  ) {
    this.states = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry) => Math.max(1, approximateBytes(entry.state)),
    });
  }

  /**
   * The stream's state now, for rules that need facts from a stream other
   * than the one deciding. Treat it as read-only.
   */
  async load<State, Event extends DomainEvent>(
    stream: string,
    folding: Folding<State, Event>,
  ): Promise<State> {
    return (await this.current(stream, folding)).state as State;
  }

  /**
   * Decides `command` on the stream's current state and appends the events,
   * expecting the revision it decided on. When another process appended in
   * between, it catches up and decides again (bounded).
   */
  handle<State, Command, Event extends DomainEvent>(args: {
    stream: string;
    decider: Decider<State, Command, Event>;
    command: CommandFor<State, Command>;
    context: CommandContext;
  }): Promise<Decided<Event>> {
    const { stream, decider, command, context } = args;
    return this.queue.run(stream, async () => {
      for (let attempt = 1; ; attempt++) {
        let entry = await this.current(stream, decider);
        let decided: Command;
        if (typeof command === 'function') {
          const build = command as (state: State) => Command | Promise<Command>;
          decided = await build(entry.state as State);
          // Gathering facts may have let a reader fold newer events: decide on what is there now.
          entry = await this.current(stream, decider);
        } else decided = command;
        const expected = entry.revision;
        const events = decider.decide(decided, entry.state as State);
        if (events.length === 0) return { events, position: null };
        try {
          const result = await this.store.append(
            stream,
            events.map((event) => toAppend(event, context)),
            { expectedRevision: expected ?? 'no_stream' },
          );
          let revision = expected ?? -1n;
          for (const event of events) this.fold(stream, entry, ++revision, event);
          // Re-measured for the cache's bound, unless a reader has replaced the entry meanwhile.
          if (this.states.peek(stream) === entry) this.remember(stream, entry);
          return { events, position: result.position };
        } catch (error) {
          if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
          // Another process won the race: back off a little, catch up, decide again.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
        }
      }
    });
  }

  /** What the cache holds, for /metrics. */
  stats(): { entries: number; bytes: number; maxBytes: number; hits: number; misses: number } {
    return {
      entries: this.states.size,
      bytes: this.states.calculatedSize,
      maxBytes: this.states.maxSize,
      ...this.counts,
    };
  }

  /** The cached entry, caught up with the stream; a fresh fold when it was not cached. */
  private async current<State, Event extends DomainEvent>(
    stream: string,
    folding: Folding<State, Event>,
  ): Promise<Entry> {
    let entry = this.states.get(stream);
    if (entry?.folding === folding) this.counts.hits += 1;
    else {
      this.counts.misses += 1;
      entry = { folding, state: folding.initialState(), revision: undefined };
    }
    const from = entry.revision === undefined ? 0n : entry.revision + 1n;
    for await (const stored of this.store.readStream(stream, from)) {
      this.fold(stream, entry, stored.revision, { type: stored.type, data: stored.data });
    }
    this.remember(stream, entry);
    return entry;
  }

  /** Caches the entry as most recently used, measuring it again (setting the same object alone would not). */
  private remember(stream: string, entry: Entry): void {
    this.states.delete(stream);
    this.states.set(stream, entry);
  }

  /**
   * Folds one stored event, unless a concurrent reader of the same stream
   * already did: every event is folded exactly once, in revision order.
   */
  private fold(stream: string, entry: Entry, revision: StreamRevision, event: DomainEvent): void {
    if (entry.revision !== undefined && revision <= entry.revision) return;
    const expected = entry.revision === undefined ? 0n : entry.revision + 1n;
    if (revision !== expected) {
      // A gap would mean a missed event: forget the state rather than decide on it.
      this.states.delete(stream);
      throw new Error(`Stream ${stream}: expected revision ${expected}, got ${revision}`);
    }
    const folding = entry.folding as Folding<unknown, DomainEvent>;
    try {
      entry.state = folding.evolve(entry.state, event);
    } catch (error) {
      this.states.delete(stream);
      throw error;
    }
    entry.revision = revision;
  }
}

/** Injection token for the command side's Aggregates. */
export const AGGREGATES = Symbol('Aggregates');
