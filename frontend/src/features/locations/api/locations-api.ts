import type { CitySummary, DirectoryResponse } from '@packmeet/backend/contracts/locations';
import { LOCATION_CACHE_SECONDS } from '@/config/constants';
import { api } from '@/lib/api';

/*
 * Spec sections 7 and 9: directory and city data are cached 5 minutes. Unused entries are
 * dropped after 5 minutes, and screens ask with `refetchOnMountOrArgChange:
 * LOCATION_CACHE_SECONDS` so an entry older than that is refreshed when shown again.
 */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocationDirectory: build.query<DirectoryResponse, void>({
      query: () => '/api/locations/directory',
      providesTags: ['LocationDirectory'],
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
    }),
    getCitySummary: build.query<CitySummary, string>({
      query: (citySlug) => `/api/locations/city/${encodeURIComponent(citySlug)}`,
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
    }),
  }),
});

export const { useGetLocationDirectoryQuery, useGetCitySummaryQuery } = locationsApi;
