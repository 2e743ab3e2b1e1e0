import { DogTaggingSet } from '../../contracts/events/photo.events.js';
import type { Decider } from '../../shared/decider.js';

/* Whether an owner lets others tag their dogs in photos (stream `photo-tagging-<userId>`). */

export const dogTaggingStream = (userId: string) => `photo-tagging-${userId}`;

/** Allowed until the owner turns it off. */
export interface DogTaggingState {
  allowed: boolean;
}

export type DogTaggingCommand = { type: 'SetDogTagging'; userId: string; allowed: boolean };

export const dogTaggingDecider: Decider<DogTaggingState, DogTaggingCommand, DogTaggingSet> = {
  initialState: () => ({ allowed: true }),
  evolve: (state, event) => {
    state.allowed = event.data.allowed;
    return state;
  },
  decide: ({ userId, allowed }, state) =>
    state.allowed === allowed ? [] : [DogTaggingSet({ userId, allowed })],
};
