/** Public surface of the dogs feature for the app layer (router, access guard, sign-in). */
export { useGetDogsQuery, useLazyGetDogsQuery } from './api/dogs-api';
export type { Dog } from './types';
