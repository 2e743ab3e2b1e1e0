import { LOCATION_CACHE_SECONDS } from '@/config/constants';
import { api } from '@/lib/api';
import type { LocationDirectory } from '../types';

export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocationDirectory: build.query<LocationDirectory, void>({
      query: () => '/api/locations/directory',
      providesTags: ['LocationDirectory'],
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
    }),
  }),
});

export const { useGetLocationDirectoryQuery } = locationsApi;
