import { randomUUID } from 'node:crypto';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type GlobalPosition,
  type StreamRevision,
} from '../event-store/event-store.port.js';
import { definitionOf } from '../contracts/events.js';
import type { Decider } from './decider.js';
import type { DomainEvent } from '../contracts/event-definition.js';
import { KeyedQueue } from './keyed-queue.js';

/** Who and what caused a command: becomes every appended event's metadata. */
export interface CommandContext {
  correlationId: string;
  /** Unique per command; each event it appends names it as causation. */
  commandId: string;
  userId: string | null;
  now: Date;
}

export interface CommandOutcome<State, Event> {
  /** The events appended (empty when the decision changed nothing). */
  events: Event[];
  /** State after the events. */
  state: State;
  /** Global position of the last appended event, or null when nothing was appended. */
  position: GlobalPosition | null;
}

const streamQueue = new KeyedQueue();
const MAX_ATTEMPTS = 10;

/**
 * The command, or how to build it from the aggregate's state: a handler whose
 * rules need facts from other streams (is the caller a member of the meetup's
 * group?) gathers them once it knows the state, and the decider judges them.
 */
export type CommandFor<State, Command> = Command | ((state: State) => Command | Promise<Command>);

/**
 * The whole command side in one function: load the stream, fold it with the
 * pure evolve, call the pure decide, append with the revision we read. When
 * another process appended in between, read and decide again (bounded).
 */
export async function handleCommand<State, Command, Event extends DomainEvent>(args: {
  store: EventStore;
  stream: string;
  decider: Decider<State, Command, Event>;
  command: CommandFor<State, Command>;
  context: CommandContext;
}): Promise<CommandOutcome<State, Event>> {
  const { store, stream, decider, command, context } = args;
  return streamQueue.run(stream, async () => {
    for (let attempt = 1; ; attempt++) {
      let state = decider.initialState();
      let revision: StreamRevision | undefined;
      for await (const stored of store.readStream(stream)) {
        state = decider.evolve(state, { type: stored.type, data: stored.data } as Event);
        revision = stored.revision;
      }
      const decided =
        typeof command === 'function'
          ? await (command as (state: State) => Command | Promise<Command>)(state)
          : command;
      const events = decider.decide(decided, state);
      if (events.length === 0) return { events, state, position: null };

      try {
        const result: AppendResult = await store.append(
          stream,
          events.map((event) => toAppend(event, context)),
          {
            expectedRevision: revision ?? 'no_stream',
          },
        );
        return { events, state: events.reduce(decider.evolve, state), position: result.position };
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
        // Another process won the race: back off a little, then decide again on fresh state.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      }
    }
  });
}

/** Validates an event against the catalogue and wraps it with metadata. */
export function toAppend(event: DomainEvent, context: CommandContext): EventToAppend {
  const definition = definitionOf(event.type);
  const data = definition.schema.parse(event.data);
  const eventId = randomUUID();
  return {
    eventId,
    type: event.type,
    data,
    metadata: {
      correlationId: context.correlationId,
      causationId: context.commandId,
      userId: context.userId,
      occurredAt: context.now.toISOString(),
      schemaVersion: definition.schemaVersion,
    },
  };
}
