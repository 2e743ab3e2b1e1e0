import {
  withDiscussionPush,
  type DiscussionLikeResponse,
  type DiscussionPostResponse,
  type DiscussionPush,
  type DiscussionReplyResponse,
  type DiscussionResponse,
} from '@packmeet/backend/contracts/discussion';
import type {
  AnnounceBody,
  WriteDiscussionBody,
} from '@packmeet/backend/contracts/requests/discussion.request';
import { api } from '@/lib/api';
import { keepCacheEntryLive } from '@/lib/live-cache-entry';
import { subscribeToDiscussion } from '@/lib/socket';

/** Kept briefly after its last screen: its socket watch ends soon after. */
const KEEP_UNUSED_SECONDS = 30;

const threadUrl = (meetupId: string) => `/api/meetups/${encodeURIComponent(meetupId)}/discussion`;
const messageUrl = (postId: string, replyId: string | null, suffix = '') =>
  `/api/discussion/${encodeURIComponent(postId)}${suffix}${
    replyId === null ? '' : `?reply=${encodeURIComponent(replyId)}`
  }`;

type MessageRef = { meetupId: string; postId: string; replyId: string | null };
type Message = DiscussionPostResponse | DiscussionReplyResponse;

const isReply = (message: Message): message is DiscussionReplyResponse => 'postId' in message;

/*
 * A meetup's discussion. How the cached thread learns of a change, one way per kind
 * (docs/architecture.md): others' messages arrive by the socket push (`meetup:discussion`),
 * the caller's own change by its mutation's answer. The author's own socket hears the push
 * too; both write the same message under its id, so whichever comes second changes nothing.
 * After a dropped connection nothing is replayed: the thread refetches.
 */
export const discussionApi = api.injectEndpoints({
  endpoints: (build) => {
    /** Writes a mutation's answer into the cached thread as a push would. */
    const apply = (meetupId: string, push: DiscussionPush) =>
      discussionApi.util.updateQueryData('getDiscussion', meetupId, (draft) =>
        withDiscussionPush(draft, push),
      );
    const pushOf = (meetupId: string, message: Message): DiscussionPush =>
      isReply(message) ? { meetupId, kind: 'reply', message } : { meetupId, kind: 'post', message };

    return {
      getDiscussion: build.query<DiscussionResponse, string>({
        query: threadUrl,
        keepUnusedDataFor: KEEP_UNUSED_SECONDS,
        onCacheEntryAdded: async (
          meetupId,
          { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch },
        ) => {
          const refetch = () =>
            void dispatch(discussionApi.util.prefetch('getDiscussion', meetupId, { force: true }));
          await keepCacheEntryLive(
            { cacheDataLoaded, cacheEntryRemoved },
            () =>
              subscribeToDiscussion(
                meetupId,
                (push) => updateCachedData((draft) => withDiscussionPush(draft, push)),
                // A message written between the fetch and the watch reached neither.
                refetch,
              ),
            refetch,
          );
        },
      }),

      writeDiscussion: build.mutation<Message, { meetupId: string } & WriteDiscussionBody>({
        query: ({ meetupId, ...body }) => ({ url: threadUrl(meetupId), method: 'POST', body }),
        onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(apply(meetupId, pushOf(meetupId, data)));
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),

      announce: build.mutation<DiscussionPostResponse, { meetupId: string } & AnnounceBody>({
        query: ({ meetupId, ...body }) => ({
          url: `/api/meetups/${encodeURIComponent(meetupId)}/announcements`,
          method: 'POST',
          body,
        }),
        onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(apply(meetupId, pushOf(meetupId, data)));
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),

      editDiscussion: build.mutation<Message, MessageRef & { text: string }>({
        query: ({ postId, replyId, text }) => ({
          url: messageUrl(postId, replyId),
          method: 'PUT',
          body: { text },
        }),
        onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(apply(meetupId, pushOf(meetupId, data)));
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),

      deleteDiscussion: build.mutation<void, MessageRef>({
        query: ({ postId, replyId }) => ({ url: messageUrl(postId, replyId), method: 'DELETE' }),
        onQueryStarted: async ({ meetupId, postId, replyId }, { dispatch, queryFulfilled }) => {
          try {
            await queryFulfilled;
            dispatch(apply(meetupId, { meetupId, kind: 'removed', postId, replyId }));
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),

      hideDiscussion: build.mutation<void, MessageRef & { reason: string }>({
        query: ({ postId, replyId, reason }) => ({
          url: messageUrl(postId, replyId, '/hide'),
          method: 'POST',
          body: { reason },
        }),
        onQueryStarted: async ({ meetupId, postId, replyId }, { dispatch, queryFulfilled }) => {
          try {
            await queryFulfilled;
            dispatch(apply(meetupId, { meetupId, kind: 'removed', postId, replyId }));
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),

      likeDiscussion: build.mutation<DiscussionLikeResponse, MessageRef & { liked: boolean }>({
        query: ({ postId, replyId, liked }) => ({
          url: messageUrl(postId, replyId, '/like'),
          method: liked ? 'POST' : 'DELETE',
        }),
        onQueryStarted: async ({ meetupId, postId, replyId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              discussionApi.util.updateQueryData('getDiscussion', meetupId, (draft) => {
                const post = [...draft.announcements, ...draft.posts].find((p) => p.id === postId);
                const message =
                  replyId === null ? post : post?.replies.find((reply) => reply.id === replyId);
                if (!message) return;
                message.likedByMe = data.liked;
                message.likeCount = data.likeCount;
              }),
            );
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),
    };
  },
});

export const {
  useGetDiscussionQuery,
  useWriteDiscussionMutation,
  useAnnounceMutation,
  useEditDiscussionMutation,
  useDeleteDiscussionMutation,
  useHideDiscussionMutation,
  useLikeDiscussionMutation,
} = discussionApi;
