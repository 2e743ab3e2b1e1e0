/** Facts about a member's dogs that other handlers load (entry rules, RSVPs, forgetting). */
export { dogsDecider, dogsStream } from './domain/dogs.decider.js';

/** How a dog is shown in other modules' answers. */
export { toDogResponse } from './dog.response.js';
