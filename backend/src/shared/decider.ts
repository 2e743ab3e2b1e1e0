import type { DomainEvent } from '../contracts/event-definition.js';

/**
 * An aggregate as three pure functions (the Decider pattern): the state before
 * any event, how one event changes the state, and what a command decides given
 * the state. `decide` returns the new events or throws a DomainError; it never
 * reads a clock or makes ids (commands carry those), so it is trivially tested:
 * given(events).when(command).then(events).
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
