import {
  ConcurrencyError,
  type EventStore,
  type EventToAppend,
  type GlobalPosition,
  type StreamRevision,
} from '../event-store/event-store.port.js';
import type { DomainEvent } from '../contracts/event-definition.js';
import { appendRetrying } from './append-retrying.js';
import { approximateBytes } from './approximate-bytes.js';
import { BoundedCache, MiB, type CacheStats, type ReportsCache } from './bounded-cache.js';
import type { Decider } from './decider.js';
import { toAppend, type CommandContext } from './command-context.js';

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
/** Most commands decided and appended together. */
const MAX_BATCH = 100;

/** One command of a batch: refused, or decided with the events to store. */
type Outcome = { error: unknown } | { events: DomainEvent[]; toStore: EventToAppend[] };

/** A command waiting for its stream, with how to answer its caller. */
interface Pending {
  decider: Decider<unknown, unknown, DomainEvent>;
  command: CommandFor<unknown, unknown>;
  context: CommandContext;
  resolve: (decided: Decided<DomainEvent>) => void;
  reject: (error: unknown) => void;
}

/**
 * The command side: decides commands on each stream's current state and
 * appends what they decide. States of recently used streams are kept folded
 * (an LRU bounded by memory), so a command reads only the events appended
 * since its stream was last used, by this process or any other: a command on
 * a meetup with ten thousand RSVPs costs what one on a new meetup costs.
 *
 * A cached state may be behind another process's append; the append then
 * fails its expected revision and the retry reads just what is new. States
 * are folded in place (see Decider), only here: `decide` never changes a
 * state. A batch folds each command's events before the append, so the next
 * command decides on them; if that append fails, the state is dropped and
 * read again.
 */
export class Aggregates implements ReportsCache {
  private readonly states: BoundedCache<string, Entry>;
  /** Commands waiting per stream: one stream's commands are decided in arrival order. */
  private readonly queues = new Map<string, Pending[]>();

  constructor(
    readonly store: EventStore,
    options: AggregatesOptions = { maxBytes: 16 * MiB },
  ) {
    this.states = new BoundedCache<string, Entry>({
      name: 'command_states',
      purpose: "a command reads only the events appended since its stream's cached revision",
      maxBytes: options.maxBytes,
      sizeOf: (entry) => approximateBytes(entry.state),
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
   * expecting the revision it decided on. Commands that queue up on one
   * stream meanwhile are decided together, one after another on the state
   * the earlier ones leave, and appended in one transaction (group commit);
   * each is answered with its own events, or refused on its own. When
   * another process appended in between, they catch up and decide again.
   */
  handle<State, Command, Event extends DomainEvent>(args: {
    stream: string;
    decider: Decider<State, Command, Event>;
    command: CommandFor<State, Command>;
    context: CommandContext;
  }): Promise<Decided<Event>> {
    return new Promise((resolve, reject) => {
      const pending = { ...args, resolve, reject } as unknown as Pending;
      const queue = this.queues.get(args.stream);
      if (queue) queue.push(pending);
      else {
        this.queues.set(args.stream, [pending]);
        void this.drain(args.stream);
      }
    });
  }

  /** Decides a stream's queued commands, a batch at a time, until none is left. */
  private async drain(stream: string): Promise<void> {
    const queue = this.queues.get(stream)!;
    // Commands that arrive in the same turn (a burst of requests) make one batch.
    await Promise.resolve();
    while (queue.length > 0) await this.decideTogether(stream, queue.splice(0, MAX_BATCH));
    this.queues.delete(stream);
  }

  private async decideTogether(stream: string, batch: Pending[]): Promise<void> {
    const { decider } = batch[0]!;
    // In a batch, each command's events are folded before the append, so the next command
    // decides on them; alone, they are folded once stored, and a conflict costs no re-read.
    const together = batch.length > 1;
    for (let attempt = 1; ; attempt++) {
      let entry = await this.current(stream, decider);
      const built = await Promise.allSettled(
        batch.map(async ({ command }) =>
          typeof command === 'function' ? await command(entry.state) : command,
        ),
      );
      // Gathering facts may have let a reader fold newer events: decide on what is there now.
      if (batch.some(({ command }) => typeof command === 'function'))
        entry = await this.current(stream, decider);
      const expected = entry.revision;
      const outcomes = batch.map((pending, index): Outcome => {
        const command = built[index]!;
        if (command.status === 'rejected') return { error: command.reason as unknown };
        try {
          const events = decider.decide(command.value, entry.state);
          const toStore = events.map((event) => toAppend(event, pending.context));
          if (together) this.foldAll(stream, entry, events);
          return { events, toStore };
        } catch (error) {
          return { error };
        }
      });
      const appended = outcomes.flatMap((outcome) => ('toStore' in outcome ? outcome.toStore : []));
      try {
        const result =
          appended.length === 0
            ? null
            : await appendRetrying(this.store, stream, appended, {
                expectedRevision: expected ?? 'no_stream',
              });
        if (!together && result)
          for (const outcome of outcomes)
            if ('events' in outcome) this.foldAll(stream, entry, outcome.events);
        // Re-measured for the cache's bound, unless a reader has replaced the entry meanwhile.
        if (result && this.states.peek(stream) === entry) this.remember(stream, entry);
        for (const [index, outcome] of outcomes.entries()) {
          if ('error' in outcome) batch[index]!.reject(outcome.error);
          else {
            const position = outcome.events.length > 0 ? result!.position : null;
            batch[index]!.resolve({ events: outcome.events, position });
          }
        }
        return;
      } catch (error) {
        // What a batch folded ahead of the append is not stored: forget the state.
        if (together) this.states.delete(stream);
        if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) {
          for (const pending of batch) pending.reject(error);
          return;
        }
        // Another process won the race: back off a little, catch up, decide again.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  }

  /** Folds a command's new events onto the entry, right after its last revision. */
  private foldAll(stream: string, entry: Entry, events: readonly DomainEvent[]): void {
    let revision = entry.revision ?? -1n;
    for (const event of events) this.fold(stream, entry, ++revision, event);
  }

  /** What the state cache holds, for /metrics (`packmeet_cache_*{cache="command_states"}`). */
  stats(): CacheStats {
    return this.states.stats();
  }

  /** The cached entry, caught up with the stream; a fresh fold when it was not cached. */
  private async current<State, Event extends DomainEvent>(
    stream: string,
    folding: Folding<State, Event>,
  ): Promise<Entry> {
    const cached = this.states.get(stream);
    // A stream is always folded by the same decider; another one's state is not this one's.
    const entry: Entry =
      cached?.folding === folding
        ? cached
        : { folding, state: folding.initialState(), revision: undefined };
    const before = entry.revision;
    const from = entry.revision === undefined ? 0n : entry.revision + 1n;
    for await (const stored of this.store.readStream(stream, from)) {
      this.fold(stream, entry, stored.revision, { type: stored.type, data: stored.data });
    }
    // Measured again only when it changed: a state read as it was keeps its size (and
    // the get above made it the most recently used), and measuring walks the state.
    if (entry !== cached || entry.revision !== before) this.remember(stream, entry);
    return entry;
  }

  /** Caches the entry as most recently used, measuring it again. */
  private remember(stream: string, entry: Entry): void {
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
