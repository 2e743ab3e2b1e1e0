import type {
  GroupListResponse,
  GroupResponse,
  JoinGroupResponse,
  LeaveGroupResponse,
  MemberWithDetailsResponse,
} from '@packmeet/backend/contracts/groups';
import type { GroupKind } from '@packmeet/backend/contracts/entry-rules';
import type { CreateGroupBody } from '@packmeet/backend/contracts/requests/create-group.request';
import type { EntryRulesBody } from '@packmeet/backend/contracts/requests/group-management.request';
import { nextPageOf } from '@packmeet/backend/contracts/paging';
import { api, type ApiMeta } from '@/lib/api';
import type { GroupSearch } from '../types';

const GROUP_LIST = 'GroupList' as const;

/** A page of a group's members with their people and dogs, and the URL of the next page. */
export interface MembersPage {
  members: MemberWithDetailsResponse[];
  next: string | null;
}

/** A later page of one of GET /api/groups' lists, and the URL of the page after it. */
export interface GroupsPage {
  groups: GroupResponse[];
  next: string | null;
}

/** POST /api/groups with the kind and optional entry rules (docs/api.md, "Safety-first groups"). */
export type NewGroupBody = CreateGroupBody & { kind?: GroupKind; rules?: EntryRulesBody };

/**
 * What joining or leaving a group changes besides the group itself, which the mutation writes
 * into the cache from its answer.
 */
function membershipTags(id: string) {
  return [
    GROUP_LIST,
    { type: 'GroupMembers' as const, id },
    // Members may read posts that non-members of a private group cannot.
    { type: 'Posts' as const, id },
    // The signed-in user's upcoming meetups come from their groups, and members see more of
    // the group's own meetups.
    { type: 'Meetup' as const, id: 'UPCOMING' },
    { type: 'Meetup' as const, id: `GROUP-${id}` },
  ];
}

export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Without a location the server searches around the caller's registered city. */
    getGroups: build.query<GroupListResponse, GroupSearch | void>({
      query: (search) => {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(search ?? {}))
          if (value !== undefined) query.set(name, String(value));
        const text = query.toString();
        return text ? `/api/groups?${text}` : '/api/groups';
      },
      providesTags: [GROUP_LIST],
    }),
    /**
     * The rest of one list of GET /api/groups, a page at a time, from the URL its first page
     * names in `nextPages` (the page after comes in the Link header).
     */
    getGroupsAfter: build.infiniteQuery<GroupsPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => pageParam ?? queryArg,
      transformResponse: (groups: GroupResponse[], meta: ApiMeta | undefined) => ({
        groups,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: [GROUP_LIST],
    }),
    getGroup: build.query<GroupResponse, string>({
      query: (id) => `/api/groups/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Group', id }],
    }),
    createGroup: build.mutation<GroupResponse, NewGroupBody>({
      query: (body) => ({ url: '/api/groups', method: 'POST', body }),
      invalidatesTags: [GROUP_LIST],
    }),
    joinGroup: build.mutation<JoinGroupResponse, string>({
      query: (id) => ({ url: `/api/groups/${encodeURIComponent(id)}/join`, method: 'POST' }),
      // The answer is the group as the caller now sees it (member, new count).
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(groupsApi.util.upsertQueryData('getGroup', id, data.group));
        } catch {
          // The caller reports the failure.
        }
      },
      invalidatesTags: (_result, error, id) => (error ? [] : membershipTags(id)),
    }),
    leaveGroup: build.mutation<LeaveGroupResponse, string>({
      query: (id) => ({ url: `/api/groups/${encodeURIComponent(id)}/leave`, method: 'POST' }),
      // The answer only says the caller left: no longer a member, and one member fewer.
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
    /** Owner first, then by joining date, a page at a time (the next page in the Link header). */
    getGroupMembersWithDetails: build.infiniteQuery<MembersPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg: id, pageParam }) =>
        pageParam ?? `/api/groups/${encodeURIComponent(id)}/members-with-details`,
      transformResponse: (members: MemberWithDetailsResponse[], meta: ApiMeta | undefined) => ({
        members,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: (_result, _error, id) => [{ type: 'GroupMembers', id }],
    }),
  }),
});

export const {
  useGetGroupsQuery,
  useGetGroupsAfterInfiniteQuery,
  useGetGroupQuery,
  useCreateGroupMutation,
  useJoinGroupMutation,
  useLeaveGroupMutation,
  useGetGroupMembersWithDetailsInfiniteQuery,
} = groupsApi;

/** A group's members as loaded so far, and how to load the next page as people scroll. */
export function useGroupMembers(groupId: string) {
  const query = useGetGroupMembersWithDetailsInfiniteQuery(groupId);
  return {
    members: query.data?.pages.flatMap((page) => page.members),
    isLoading: query.isLoading,
    error: query.error,
    more: query.hasNextPage
      ? { onLoad: () => void query.fetchNextPage(), isLoading: query.isFetchingNextPage }
      : null,
  };
}
