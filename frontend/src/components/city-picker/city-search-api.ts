import { CITY_SEARCH_LIMIT, LOCATION_CACHE_SECONDS } from '@/config/constants';
import { api } from '@/lib/api';

/** One answer of GET /api/locations/cities (US cities, best match first). */
export interface CitySuggestion {
  city: string;
  /** Two-letter code, e.g. 'TX'. */
  state: string;
  stateName: string;
  latitude: number;
  longitude: number;
  population: number;
  /** 'Austin, TX'. */
  label: string;
}

/** Spec section 5 "City picker": a suggestion counts only when it has both a city and a state. */
function isUsableSuggestion(value: unknown): value is CitySuggestion {
  if (typeof value !== 'object' || value === null) return false;
  const { city, state } = value as Partial<CitySuggestion>;
  return (
    typeof city === 'string' &&
    city.trim() !== '' &&
    typeof state === 'string' &&
    state.trim() !== ''
  );
}

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
      transformResponse: (raw: unknown) =>
        typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '',
    }),
    searchCities: build.query<CitySuggestion[], { q: string; limit?: number }>({
      query: ({ q, limit = CITY_SEARCH_LIMIT }) =>
        `/api/locations/cities?${new URLSearchParams({ q, limit: String(limit) }).toString()}`,
      transformResponse: (raw: unknown) =>
        Array.isArray(raw) ? raw.filter(isUsableSuggestion) : [],
      // Typed prefixes pile up quickly; the directory's 5 minutes is plenty for reuse.
      keepUnusedDataFor: LOCATION_CACHE_SECONDS,
    }),
  }),
});

export const { useGetMapsKeyQuery, useSearchCitiesQuery } = citySearchApi;
