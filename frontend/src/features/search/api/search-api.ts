import type { SearchResponse } from '@packmeet/backend/contracts/search';
import { api } from '@/lib/api';

/** GET /api/search with the page's query string as it stands (the URL is the search's state). */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResponse, string>({
      query: (queryString) => `/api/search?${queryString}`,
    }),
  }),
});

export const { useSearchQuery } = searchApi;
