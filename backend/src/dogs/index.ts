export { toDogResponse } from './dog.response.js';
export { dogsDecider, dogsStream } from './domain/dogs.decider.js';
