import type {
  EligibilityResponse,
  GroupHistoryEntry,
  InviteLinkResponse,
  InviteResponse,
  JoinRequestResponse,
  PendingJoinRequest,
} from '@packmeet/backend/contracts/groups';
import type {
  ChangeGroupBody,
  CreateInviteBody,
  DecideJoinRequestBody,
  EntryRulesBody,
  JoinRequestBody,
  MemberRoleBody,
  RemoveMemberBody,
} from '@packmeet/backend/contracts/requests/group-management.request';
import type { GroupActivitiesBody } from '@packmeet/backend/contracts/requests/activities.request';
import { nextPageOf } from '@packmeet/backend/contracts/paging';
import { api, type ApiMeta } from '@/lib/api';
import { groupsApi } from './groups-api';

/** A page of a group's history, and the URL of the page after it. */
export interface HistoryPage {
  entries: GroupHistoryEntry[];
  next: string | null;
}

const groupUrl = (id: string) => `/api/groups/${encodeURIComponent(id)}`;
const memberUrl = (groupId: string, userId: string) =>
  `${groupUrl(groupId)}/members/${encodeURIComponent(userId)}`;

/** Everything one organizer action may change about a group, refetched after it. */
const organizerTags = (id: string) => [
  { type: 'Group' as const, id },
  { type: 'GroupMembers' as const, id },
  { type: 'JoinRequests' as const, id },
  { type: 'GroupHistory' as const, id },
  { type: 'Eligibility' as const, id: `GROUP-${id}` },
  'GroupList' as const,
];

/*
 * Safety-first groups: join requests, the Manage screen's calls, invite links and the dogs'
 * eligibility. A join request's answer carries the group as the caller now sees it and goes
 * straight into the cache; organizer actions answer little, so what they touch is refetched.
 */
export const groupManagementApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The caller's dogs against the group's rules, as of today. An invite code lets a
     * non-member of an invite-only group ask, as it lets them see the group.
     */
    getGroupEligibility: build.query<
      EligibilityResponse,
      { groupId: string; inviteCode?: string | null }
    >({
      query: ({ groupId, inviteCode }) =>
        `${groupUrl(groupId)}/eligibility${inviteCode ? `?${new URLSearchParams({ invite: inviteCode }).toString()}` : ''}`,
      providesTags: (_result, _error, { groupId }) => [
        { type: 'Eligibility', id: `GROUP-${groupId}` },
        { type: 'Dog', id: 'LIST' },
      ],
    }),
    requestToJoin: build.mutation<JoinRequestResponse, { groupId: string } & JoinRequestBody>({
      query: ({ groupId, ...body }) => ({
        url: `${groupUrl(groupId)}/join-requests`,
        method: 'POST',
        body,
      }),
      async onQueryStarted({ groupId, inviteCode }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(groupsApi.util.upsertQueryData('getGroup', groupId, data.group));
          if (inviteCode)
            dispatch(
              groupManagementApi.util.updateQueryData('getInvite', inviteCode, (invite) => {
                invite.group = data.group;
              }),
            );
          if (data.status === 'joined') dispatch(api.util.invalidateTags(['GroupList']));
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    withdrawJoinRequest: build.mutation<unknown, string>({
      query: (id) => ({ url: `${groupUrl(id)}/join-requests/mine`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            groupsApi.util.updateQueryData('getGroup', id, (group) => {
              group.joinRequest = null;
            }),
          );
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    getJoinRequests: build.query<PendingJoinRequest[], string>({
      query: (id) => `${groupUrl(id)}/join-requests`,
      providesTags: (_result, _error, id) => [{ type: 'JoinRequests', id }],
    }),
    decideJoinRequest: build.mutation<
      unknown,
      { groupId: string; userId: string; decision: 'approve' | 'decline' } & DecideJoinRequestBody
    >({
      query: ({ groupId, userId, decision, message }) => ({
        url: `${groupUrl(groupId)}/join-requests/${encodeURIComponent(userId)}/${decision}`,
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: (_result, error, { groupId }) => (error ? [] : organizerTags(groupId)),
    }),
    removeMember: build.mutation<unknown, { groupId: string; userId: string } & RemoveMemberBody>({
      query: ({ groupId, userId, reason }) => ({
        url: `${memberUrl(groupId, userId)}/remove`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { groupId }) => (error ? [] : organizerTags(groupId)),
    }),
    changeMemberRole: build.mutation<unknown, { groupId: string; userId: string } & MemberRoleBody>(
      {
        query: ({ groupId, userId, role }) => ({
          url: `${memberUrl(groupId, userId)}/role`,
          method: 'PUT',
          body: { role },
        }),
        invalidatesTags: (_result, error, { groupId }) => (error ? [] : organizerTags(groupId)),
      },
    ),
    transferGroup: build.mutation<unknown, { groupId: string; userId: string }>({
      query: ({ groupId, userId }) => ({
        url: `${groupUrl(groupId)}/transfer`,
        method: 'POST',
        body: { userId },
      }),
      invalidatesTags: (_result, error, { groupId }) => (error ? [] : organizerTags(groupId)),
    }),
    changeGroup: build.mutation<unknown, { groupId: string; changes: ChangeGroupBody }>({
      query: ({ groupId, changes }) => ({ url: groupUrl(groupId), method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error, { groupId }) => (error ? [] : organizerTags(groupId)),
    }),
    changeGroupRules: build.mutation<unknown, { groupId: string; rules: EntryRulesBody }>({
      query: ({ groupId, rules }) => ({
        url: `${groupUrl(groupId)}/rules`,
        method: 'PUT',
        body: rules,
      }),
      invalidatesTags: (_result, error, { groupId }) => (error ? [] : organizerTags(groupId)),
    }),
    changeGroupActivities: build.mutation<unknown, { groupId: string } & GroupActivitiesBody>({
      query: ({ groupId, ...body }) => ({
        url: `${groupUrl(groupId)}/activities`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, error, { groupId }) => (error ? [] : organizerTags(groupId)),
    }),
    getInvites: build.query<InviteLinkResponse[], string>({
      query: (id) => `${groupUrl(id)}/invites`,
      providesTags: (_result, _error, id) => [{ type: 'GroupInvites', id }],
    }),
    createInvite: build.mutation<InviteLinkResponse, { groupId: string } & CreateInviteBody>({
      query: ({ groupId, ...body }) => ({
        url: `${groupUrl(groupId)}/invites`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { groupId }) =>
        error
          ? []
          : [
              { type: 'GroupInvites', id: groupId },
              { type: 'GroupHistory', id: groupId },
            ],
    }),
    revokeInvite: build.mutation<unknown, { groupId: string; inviteId: string }>({
      query: ({ groupId, inviteId }) => ({
        url: `${groupUrl(groupId)}/invites/${encodeURIComponent(inviteId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { groupId }) =>
        error
          ? []
          : [
              { type: 'GroupInvites', id: groupId },
              { type: 'GroupHistory', id: groupId },
            ],
    }),
    /** No token needed: the group an invite link opens. */
    getInvite: build.query<InviteResponse, string>({
      query: (code) => `/api/invites/${encodeURIComponent(code)}`,
    }),
    /** Newest first, a page at a time (the next page's URL comes in the Link header). */
    getGroupHistory: build.infiniteQuery<HistoryPage, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg: id, pageParam }) => pageParam ?? `${groupUrl(id)}/history`,
      transformResponse: (entries: GroupHistoryEntry[], meta: ApiMeta | undefined) => ({
        entries,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: (_result, _error, id) => [{ type: 'GroupHistory', id }],
    }),
  }),
});

export const {
  useGetGroupEligibilityQuery,
  useRequestToJoinMutation,
  useWithdrawJoinRequestMutation,
  useGetJoinRequestsQuery,
  useDecideJoinRequestMutation,
  useRemoveMemberMutation,
  useChangeMemberRoleMutation,
  useTransferGroupMutation,
  useChangeGroupMutation,
  useChangeGroupRulesMutation,
  useChangeGroupActivitiesMutation,
  useGetInvitesQuery,
  useCreateInviteMutation,
  useRevokeInviteMutation,
  useGetInviteQuery,
  useGetGroupHistoryInfiniteQuery,
} = groupManagementApi;
