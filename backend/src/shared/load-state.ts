import type { EventStore } from '../event-store/event-store.port.js';
import { fold, type Decider } from './decider.js';
import type { DomainEvent } from '../contracts/event-definition.js';

/**
 * An aggregate's current state, folded from its stream. For rules that need
 * facts from another aggregate than the one deciding (is the caller in the
 * group, are these their dogs): handlers read them here, from the event
 * store, never from a read model, and pass the answers into the decider.
 */
export async function loadState<State, Event extends DomainEvent>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
): Promise<State> {
  const events: Event[] = [];
  for await (const stored of store.readStream(stream))
    events.push({ type: stored.type, data: stored.data } as Event);
  return fold(decider, events);
}
