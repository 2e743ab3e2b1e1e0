import { api } from '@/lib/api';
import type {
  CreateGroupInput,
  Group,
  GroupListResponse,
  GroupMemberWithDetails,
  JoinGroupResponse,
  SearchLocation,
} from '../types';

function list<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

function count(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Accepts the documented object, tolerating missing parts (and a bare array). */
export function normalizeGroupList(raw: unknown): GroupListResponse {
  const source: Record<string, unknown> = Array.isArray(raw)
    ? { groups: raw }
    : typeof raw === 'object' && raw !== null
      ? (raw as Record<string, unknown>)
      : {};
  const stats = (source.stats ?? {}) as Record<string, unknown>;
  const groups = list<Group>(source.groups);
  const location = source.userLocation as Partial<SearchLocation> | null | undefined;
  return {
    groups,
    nearbyGroups: list(source.nearbyGroups),
    otherGroups: list(source.otherGroups),
    userGroups: list(source.userGroups),
    stats: {
      inUserCity: count(stats.inUserCity),
      within15Miles: count(stats.within15Miles),
      within25Miles: count(stats.within25Miles),
      inState: count(stats.inState),
      total: count(stats.total, groups.length),
    },
    userLocation:
      location && typeof location.city === 'string' && location.city
        ? { city: location.city, state: location.state ?? '' }
        : null,
  };
}

const GROUP_LIST = 'GroupList' as const;

/** What joining or leaving a group changes. */
function membershipTags(id: string) {
  return [
    { type: 'Group' as const, id },
    GROUP_LIST,
    { type: 'GroupMembers' as const, id },
    // Members may read posts that non-members of a private group cannot.
    { type: 'Posts' as const, id },
    // The signed-in user's upcoming meetups come from their groups.
    { type: 'Meetup' as const, id: 'UPCOMING' },
  ];
}

export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without a location the server searches around the caller's registered city. */
    getGroups: build.query<GroupListResponse, SearchLocation | void>({
      query: (location) =>
        location
          ? `/api/groups?${new URLSearchParams({ city: location.city, state: location.state }).toString()}`
          : '/api/groups',
      transformResponse: normalizeGroupList,
      providesTags: [GROUP_LIST],
    }),
    getGroup: build.query<Group, string>({
      query: (id) => `/api/groups/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Group', id }],
    }),
    createGroup: build.mutation<Group, CreateGroupInput>({
      query: (body) => ({ url: '/api/groups', method: 'POST', body }),
      invalidatesTags: [GROUP_LIST, { type: 'Meetup', id: 'UPCOMING' }],
    }),
    joinGroup: build.mutation<JoinGroupResponse, string>({
      query: (id) => ({ url: `/api/groups/${encodeURIComponent(id)}/join`, method: 'POST' }),
      // Show the membership at once; the invalidated queries then confirm it.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            groupsApi.util.updateQueryData('getGroup', id, (group) => {
              group.isMember = true;
              group.role = group.role ?? 'member';
              group.memberCount =
                data.group?.memberCount ?? group.memberCount + (data.joined ? 1 : 0);
            }),
          );
        } catch {
          // The caller reports the failure.
        }
      },
      invalidatesTags: (_result, error, id) => (error ? [] : membershipTags(id)),
    }),
    leaveGroup: build.mutation<{ left: boolean }, string>({
      query: (id) => ({ url: `/api/groups/${encodeURIComponent(id)}/leave`, method: 'POST' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            groupsApi.util.updateQueryData('getGroup', id, (group) => {
              group.isMember = false;
              group.role = null;
              group.memberCount = Math.max(0, group.memberCount - 1);
            }),
          );
        } catch {
          // The caller reports the failure.
        }
      },
      invalidatesTags: (_result, error, id) => (error ? [] : membershipTags(id)),
    }),
    getGroupMembersWithDetails: build.query<GroupMemberWithDetails[], string>({
      query: (id) => `/api/groups/${encodeURIComponent(id)}/members-with-details`,
      transformResponse: (raw: unknown) =>
        list<GroupMemberWithDetails>(raw).map((member) => ({
          ...member,
          user: member.user ?? { id: member.userId, firstName: 'Member' },
          dogs: Array.isArray(member.dogs) ? member.dogs : [],
        })),
      providesTags: (_result, _error, id) => [{ type: 'GroupMembers', id }],
    }),
  }),
});

export const {
  useGetGroupsQuery,
  useGetGroupQuery,
  useCreateGroupMutation,
  useJoinGroupMutation,
  useLeaveGroupMutation,
  useGetGroupMembersWithDetailsQuery,
} = groupsApi;
