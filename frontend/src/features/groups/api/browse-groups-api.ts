import { api } from '@/lib/api';

/** A group as the public GET /api/groups/browse lists it (what a visitor may know). */
export interface BrowsedGroup {
  id: string;
  name: string;
  description: string;
  city: string;
  /** Two-letter code. */
  state: string;
  /** Its city hub: /city/{citySlug}. */
  citySlug: string;
  memberCount: number;
  isPrivate: boolean;
  createdAt: string;
}

export interface BrowseGroupsResponse {
  groups: BrowsedGroup[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  /** Every state that has groups (codes), for the state filter. */
  states: string[];
}

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
