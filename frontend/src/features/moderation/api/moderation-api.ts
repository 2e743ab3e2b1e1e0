import type {
  BlockedMemberResponse,
  BlockResponse,
  ModerationActionResponse,
  ModerationReportResponse,
  ReportFiledResponse,
  ReportStatus,
  ReportTargetKind,
  SuspendedMemberResponse,
} from '@packmeet/backend/contracts/moderation';
import type {
  FileReportBody,
  ModerationReasonBody,
  SuspendMemberBody,
} from '@packmeet/backend/contracts/requests/moderation.request';
import { nextPageOf } from '@packmeet/backend/contracts/paging';
import { api, type ApiMeta } from '@/lib/api';

/** The queue's filters, as the server names them. */
export interface ReportFilter {
  status: ReportStatus | 'all';
  kind?: ReportTargetKind;
}

const filterQuery = ({ status, kind }: ReportFilter) =>
  new URLSearchParams({ status, ...(kind ? { kind } : {}) }).toString();

interface ReportsPage {
  items: ModerationReportResponse[];
  next: string | null;
}

/** What a hide names: the post, and the comment when a comment is hidden. */
export interface HiddenContentRef {
  groupId: string;
  postId: string;
  commentId?: string;
}

export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileReport: build.mutation<ReportFiledResponse, FileReportBody>({
      query: (body) => ({ url: '/api/reports', method: 'POST', body }),
    }),
    getBlocked: build.query<BlockedMemberResponse[], void>({
      query: () => '/api/blocks',
      providesTags: ['Blocks'],
    }),
    // Blocking changes what every feed shows the caller: the feeds are read again.
    setBlocked: build.mutation<BlockResponse, { userId: string; blocked: boolean }>({
      query: ({ userId, blocked }) => ({
        url: `/api/users/${encodeURIComponent(userId)}/block`,
        method: blocked ? 'POST' : 'DELETE',
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Blocks', 'Posts']),
    }),
    hideContent: build.mutation<void, HiddenContentRef & ModerationReasonBody>({
      query: ({ postId, commentId, reason }) => ({
        url:
          commentId === undefined
            ? `/api/posts/${encodeURIComponent(postId)}/hide`
            : `/api/posts/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}/hide`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: (_result, error, { groupId, postId }) =>
        error
          ? []
          : [
              { type: 'Posts', id: groupId },
              { type: 'Posts', id: `comments:${postId}` },
              // The organizers' history records it.
              { type: 'GroupHistory', id: groupId },
            ],
    }),
    /** The queue, newest first, a page at a time (the next page's URL comes in the Link header). */
    getReports: build.infiniteQuery<ReportsPage, ReportFilter, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) =>
        pageParam ?? `/api/admin/moderation/reports?${filterQuery(queryArg)}`,
      transformResponse: (items: ModerationReportResponse[], meta: ApiMeta | undefined) => ({
        items,
        next: nextPageOf(meta?.headers?.get('link')),
      }),
      providesTags: ['Reports'],
    }),
    moderateReport: build.mutation<
      ModerationActionResponse,
      { reportId: string } & (
        | ({ action: 'dismiss' | 'hide' } & ModerationReasonBody)
        | ({ action: 'suspend' } & SuspendMemberBody)
      )
    >({
      query: ({ reportId, action, ...body }) => ({
        url: `/api/admin/moderation/reports/${encodeURIComponent(reportId)}/${action}`,
        method: 'POST',
        body,
      }),
      // The queue is the server's to order and filter; hidden posts leave every feed.
      invalidatesTags: (_result, error) => (error ? [] : ['Reports', 'Posts']),
    }),
    getSuspensions: build.query<SuspendedMemberResponse[], void>({
      query: () => '/api/admin/moderation/suspensions',
      providesTags: ['Reports'],
    }),
    // The answer is the list as it is after the reinstatement.
    reinstateMember: build.mutation<
      SuspendedMemberResponse[],
      { userId: string } & ModerationReasonBody
    >({
      query: ({ userId, reason }) => ({
        url: `/api/admin/moderation/suspensions/${encodeURIComponent(userId)}/reinstate`,
        method: 'POST',
        body: { reason },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(moderationApi.util.upsertQueryData('getSuspensions', undefined, data));
        } catch {
          // The caller shows the failure.
        }
      },
    }),
  }),
});

export const {
  useFileReportMutation,
  useGetBlockedQuery,
  useSetBlockedMutation,
  useHideContentMutation,
  useGetReportsInfiniteQuery,
  useModerateReportMutation,
  useGetSuspensionsQuery,
  useReinstateMemberMutation,
} = moderationApi;
