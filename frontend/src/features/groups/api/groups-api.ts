import { api } from '@/lib/api';
import type { GroupListResponse, GroupSummary } from '../types';

function list(value: unknown): GroupSummary[] {
  return Array.isArray(value) ? (value as GroupSummary[]) : [];
}

/** Accepts the documented object, tolerating missing parts (and a bare array). */
function normalizeGroupList(raw: unknown): GroupListResponse {
  const source: Record<string, unknown> = Array.isArray(raw)
    ? { groups: raw }
    : typeof raw === 'object' && raw !== null
      ? (raw as Record<string, unknown>)
      : {};
  const stats = (source.stats ?? {}) as Partial<GroupListResponse['stats']>;
  return {
    groups: list(source.groups),
    nearbyGroups: list(source.nearbyGroups),
    otherGroups: list(source.otherGroups),
    userGroups: list(source.userGroups),
    stats: {
      inUserCity: stats.inUserCity ?? 0,
      within15Miles: stats.within15Miles ?? 0,
      within25Miles: stats.within25Miles ?? 0,
      inState: stats.inState ?? 0,
    },
    userLocation: (source.userLocation as GroupListResponse['userLocation']) ?? null,
  };
}

export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroups: build.query<GroupListResponse, void>({
      query: () => '/api/groups',
      transformResponse: normalizeGroupList,
      providesTags: (result) => [
        { type: 'Group', id: 'LIST' },
        ...(result?.groups ?? []).map((group) => ({ type: 'Group' as const, id: group.id })),
      ],
    }),
  }),
});

export const { useGetGroupsQuery } = groupsApi;
