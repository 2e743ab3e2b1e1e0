import type {
  CommentResponse,
  PostLikeResponse,
  PostResponse,
} from '@packmeet/backend/contracts/groups';
import type { AddCommentBody } from '@packmeet/backend/contracts/requests/add-comment.request';
import type { CreatePostBody } from '@packmeet/backend/contracts/requests/create-post.request';
import { GROUP_POSTS_LIMIT, POST_COMMENTS_PREVIEW } from '@/config/constants';
import { api } from '@/lib/api';

interface PostRef {
  postId: string;
  groupId: string;
}

const commentsTag = (postId: string) => ({ type: 'Posts' as const, id: `comments:${postId}` });

export const postsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGroupPosts: build.query<PostResponse[], string>({
      query: (groupId) =>
        `/api/groups/${encodeURIComponent(groupId)}/posts?limit=${GROUP_POSTS_LIMIT}`,
      providesTags: (_result, _error, groupId) => [{ type: 'Posts', id: groupId }],
    }),
    createPost: build.mutation<PostResponse, CreatePostBody & { groupId: string }>({
      query: ({ groupId, ...body }) => ({
        url: `/api/groups/${encodeURIComponent(groupId)}/posts`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error, { groupId }) =>
        error ? [] : [{ type: 'Posts', id: groupId }],
    }),
    deletePost: build.mutation<void, PostRef>({
      query: ({ postId }) => ({
        url: `/api/posts/${encodeURIComponent(postId)}`,
        method: 'DELETE',
      }),
      // The post disappears at once and comes back if the server refuses.
      async onQueryStarted({ postId, groupId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          postsApi.util.updateQueryData('getGroupPosts', groupId, (posts) =>
            posts.filter((post) => post.id !== postId),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    getPostComments: build.query<CommentResponse[], string>({
      query: (postId) => `/api/posts/${encodeURIComponent(postId)}/comments`,
      providesTags: (_result, _error, postId) => [commentsTag(postId)],
    }),
    createComment: build.mutation<CommentResponse, PostRef & AddCommentBody>({
      query: ({ postId, content }) => ({
        url: `/api/posts/${encodeURIComponent(postId)}/comments`,
        method: 'POST',
        body: { content },
      }),
      // The answer is the new comment: add it where it shows instead of refetching the feed.
      async onQueryStarted({ postId, groupId }, { dispatch, queryFulfilled }) {
        try {
          const { data: comment } = await queryFulfilled;
          dispatch(
            postsApi.util.updateQueryData('getGroupPosts', groupId, (posts) => {
              const post = posts.find((candidate) => candidate.id === postId);
              if (!post) return;
              post.comments = [...post.comments, comment].slice(-POST_COMMENTS_PREVIEW);
              post.commentCount += 1;
            }),
          );
          dispatch(
            postsApi.util.updateQueryData('getPostComments', postId, (comments) => {
              comments.push(comment);
            }),
          );
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    setPostLike: build.mutation<PostLikeResponse, PostRef & { liked: boolean }>({
      query: ({ postId, liked }) => ({
        url: `/api/posts/${encodeURIComponent(postId)}/like`,
        method: liked ? 'POST' : 'DELETE',
      }),
      // Likes respond instantly; the server's count replaces the guess, a failure undoes it.
      async onQueryStarted({ postId, groupId, liked }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          postsApi.util.updateQueryData('getGroupPosts', groupId, (posts) => {
            const post = posts.find((candidate) => candidate.id === postId);
            if (!post || post.likedByMe === liked) return;
            post.likedByMe = liked;
            post.likeCount = Math.max(0, post.likeCount + (liked ? 1 : -1));
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(
            postsApi.util.updateQueryData('getGroupPosts', groupId, (posts) => {
              const post = posts.find((candidate) => candidate.id === postId);
              if (!post) return;
              post.likedByMe = data.liked;
              post.likeCount = data.likeCount;
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetGroupPostsQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  useGetPostCommentsQuery,
  useCreateCommentMutation,
  useSetPostLikeMutation,
} = postsApi;
