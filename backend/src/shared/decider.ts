import type { DomainEvent } from '../contracts/event-definition.js';

/**
 * An aggregate as three pure functions (the Decider pattern): the state before
 * any event, how one event changes the state, and what a command decides given
 * the state. `decide` returns the new events or throws a DomainError; it never
 * reads a clock or makes ids (commands carry those), so it is trivially tested:
 * given(events).when(command).then(events).
 *
 * `evolve` may change the state it is given and return it: states are folded
 * only by their owner (the command side's cache, or a test's fresh fold), so
 * an event costs the same whether the meetup has ten RSVPs or ten thousand.
 * `decide` must never change the state; the given/when/then helper checks it.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** A fresh state folded from `events`. */
export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}
