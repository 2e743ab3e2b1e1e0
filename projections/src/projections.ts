import type { Projection } from './projection.js';
import { dogsProjection } from './dogs/dogs.projection.js';
import { usersProjection } from './users/users.projection.js';

/** Every projection the runner keeps up to date, in the order it feeds them. */
export const allProjections: readonly Projection[] = [usersProjection, dogsProjection];
