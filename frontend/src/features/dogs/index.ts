/** Public surface of the dogs feature for the app layer (router, access guard, sign-in, group page). */
export { useGetDogsQuery, useLazyGetDogsQuery } from './api/dogs-api';
export { DogDetailsDialog } from './components/dog-details-dialog';
