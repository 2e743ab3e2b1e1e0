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
  return {
    when: (command: Command) => ({
      then: (expected: Event[]) => expect(decider.decide(command, state)).toEqual(expected),
      thenFails: (code: string) => {
        let failure: unknown;
        try {
          decider.decide(command, state);
        } catch (error) {
          failure = error;
        }
        expect(failure).toBeInstanceOf(DomainError);
        expect((failure as DomainError).code).toBe(code);
      },
    }),
  };
}
