import type { CityChoice } from '@packmeet/backend/contracts/geography';
import { CITY_SEARCH_LIMIT, LOCATION_CACHE_SECONDS } from '@/config/constants';
import { api } from '@/lib/api';

/*
 * Lives with the shared city picker rather than in a feature: registration, the profile and the
 * groups screens all use the picker, and features do not import each other.
 */
export const citySearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec section 4 gates the city input on the maps library. We search cities ourselves and
     * load no maps script, but keep the gate: the input waits for this call, which also tells
     * whether a key is configured ('' when not).
     */
    getMapsKey: build.query<string, void>({
      query: () => '/api/config/google-maps-key',
      // The one answer that is plain text, not JSON: an empty body (no key) reads as ''.
      transformResponse: (raw: unknown) =>
        typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '',
    }),
    /** US cities, best match first; each has a city and a state (spec section 5). */
    searchCities: build.query<CityChoice[], { q: string; limit?: number }>({
      query: ({ q, limit = CITY_SEARCH_LIMIT }) =>
        `/api/locations/cities?${new URLSearchParams({ q, limit: String(limit) }).toString()}`,
      // Typed prefixes pile up quickly; the directory's 5 minutes is plenty for reuse.
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
    }),
  }),
});

export const { useGetMapsKeyQuery, useSearchCitiesQuery } = citySearchApi;
