import type { BrowseGroupsResponse } from '@packmeet/backend/contracts/groups';
import { api } from '@/lib/api';

export interface BrowseGroupsArgs {
  /** Matches group names and cities. */
  q: string;
  /** A state code, or '' for every state. */
  state: string;
  page: number;
}

/** The server's own default and the size of one page of the browse list. */
export const BROWSE_PAGE_SIZE = 12;

export function browseGroupsUrl({ q, state, page }: BrowseGroupsArgs): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (state) params.set('state', state);
  params.set('page', String(page));
  params.set('pageSize', String(BROWSE_PAGE_SIZE));
  return `/api/groups/browse?${params.toString()}`;
}

export const browseGroupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    browseGroups: build.query<BrowseGroupsResponse, BrowseGroupsArgs>({
      query: browseGroupsUrl,
      providesTags: ['GroupList'],
    }),
  }),
});

export const { useBrowseGroupsQuery } = browseGroupsApi;
