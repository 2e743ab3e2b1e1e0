import { LOCATION_CACHE_SECONDS } from '@/config/constants';
import { api } from '@/lib/api';
import { normalizeCitySummary } from '../lib/city-summary';
import type { CitySummary, LocationDirectory } from '../types';

/*
 * Spec sections 7 and 9: directory and city data are cached 5 minutes. Unused entries are
 * dropped after 5 minutes, and screens ask with `refetchOnMountOrArgChange:
 * LOCATION_CACHE_SECONDS` so an entry older than that is refreshed when shown again.
 */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocationDirectory: build.query<LocationDirectory, void>({
      query: () => '/api/locations/directory',
      providesTags: ['LocationDirectory'],
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
    }),
    getCitySummary: build.query<CitySummary, string>({
      query: (citySlug) => `/api/locations/city/${encodeURIComponent(citySlug)}`,
      transformResponse: normalizeCitySummary,
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
    }),
  }),
});

export const { useGetLocationDirectoryQuery, useGetCitySummaryQuery } = locationsApi;
