/** Public surface of the dogs feature for the app layer (router, access guard, sign-in, group page). */
export { useGetDogsQuery, useLazyGetDogsQuery } from './api/dogs-api';
export { DogDetailsDialog, type DogDetails } from './components/dog-details-dialog';
export type { Dog } from './types';
