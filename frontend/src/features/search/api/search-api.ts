import { nextPageOf } from '@packmeet/backend/contracts/paging';
import type { SearchResponse } from '@packmeet/backend/contracts/search';
import { api, type ApiMeta } from '@/lib/api';

/** A page of results, and the URL of the next page (the Link header), if any. */
export type SearchPage = SearchResponse & { next: string | null };

/**
 * GET /api/search with the page's query string as it stands (the URL is the search's state);
 * further pages follow the answers' Link headers as people scroll (docs/api.md, "Paging").
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.infiniteQuery<SearchPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg: queryString, pageParam }) => pageParam ?? `/api/search?${queryString}`,
      transformResponse: (response: SearchResponse, meta: ApiMeta | undefined) => ({
        ...response,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
    }),
  }),
});

export const { useSearchInfiniteQuery } = searchApi;
