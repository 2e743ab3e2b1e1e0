import { expect } from 'vitest';
import type { Decider } from '../decider.js';
import { DomainError } from '../errors.js';
import type { DomainEvent } from '../../contracts/event-definition.js';

/**
 * Decider tests read as specifications:
 *   given(decider, [past events]).when(command).then([new events])
 *   given(decider, [past events]).when(command).thenFails('CODE')
 */
export function given<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  history: Event[] = [],
) {
  const state = history.reduce(decider.evolve, decider.initialState());
  // A decision must leave the state as it found it (the command side keeps states folded).
  const decide = (command: Command) => {
    const before = structuredClone(state);
    try {
      return decider.decide(command, state);
    } finally {
      expect(state, 'decide changed the state').toEqual(before);
    }
  };
  return {
    when: (command: Command) => ({
      then: (expected: Event[]) => expect(decide(command)).toEqual(expected),
      /** Returns the refusal, for a spec that also reads its message or fields. */
      thenFails: (code: string): DomainError => {
        let failure: unknown;
        try {
          decide(command);
        } catch (error) {
          failure = error;
        }
        expect(failure).toBeInstanceOf(DomainError);
        expect((failure as DomainError).code).toBe(code);
        return failure as DomainError;
      },
    }),
  };
}
