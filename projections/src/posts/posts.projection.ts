import { REMOVED_TEXT } from '@packmeet/backend/contracts/personal-data';
import { whenForgotten } from '../forgetting.js';
import { defineProjection, remove, update, updateAll, upsert } from '../projection.js';
import { COMMENTS, POSTS } from '@packmeet/backend/contracts/read-models';

/** Group feeds: posts with their like and comment counts, and every comment. */
export const postsProjection = defineProjection({
  name: 'posts',
  version: 1,
  collections: [POSTS, COMMENTS],
  indexes: [
    { collection: POSTS, spec: { keys: { groupId: 1 } } },
    { collection: COMMENTS, spec: { keys: { postId: 1 } } },
    { collection: COMMENTS, spec: { keys: { groupId: 1 } } },
  ],
  handlers: {
    // Their posts and comments stay, so threads still read in order, with the words gone.
    ...whenForgotten((authorId) => [
      updateAll(POSTS, { authorId }, { $set: { content: REMOVED_TEXT, imageUrl: null } }),
      updateAll(COMMENTS, { authorId }, { $set: { content: REMOVED_TEXT } }),
    ]),
    PostCreated: ({ data, metadata }) => {
      const { postId, ...post } = data;
      return [
        upsert(POSTS, postId, {
          $set: {
            ...post,
            likeCount: 0,
            commentCount: 0,
            likedBy: [],
            createdAt: metadata.occurredAt,
            updatedAt: metadata.occurredAt,
          },
        }),
      ];
    },
    PostDeleted: ({ data }) => [
      remove(POSTS, { _id: data.postId }),
      { collection: COMMENTS, deleteMany: { filter: { postId: data.postId } } },
    ],
    CommentAdded: ({ data, metadata }) => {
      const { commentId, ...comment } = data;
      return [
        upsert(COMMENTS, commentId, { $set: { ...comment, createdAt: metadata.occurredAt } }),
        update(
          POSTS,
          { _id: data.postId },
          { $inc: { commentCount: 1 }, $set: { updatedAt: metadata.occurredAt } },
        ),
      ];
    },
    // Hidden content stays for the record (and the moderation queue); queries leave it out.
    PostHidden: ({ data, metadata }) => [
      update(
        POSTS,
        { _id: data.postId },
        { $set: { hidden: { by: data.hiddenBy, reason: data.reason, at: metadata.occurredAt } } },
      ),
    ],
    CommentHidden: ({ data, metadata }) => [
      update(
        COMMENTS,
        { _id: data.commentId },
        { $set: { hidden: { by: data.hiddenBy, reason: data.reason, at: metadata.occurredAt } } },
      ),
      update(POSTS, { _id: data.postId }, { $inc: { commentCount: -1 } }),
    ],
    PostLiked: ({ data }) => [
      update(
        POSTS,
        { _id: data.postId },
        { $inc: { likeCount: 1 }, $addToSet: { likedBy: data.userId } },
      ),
    ],
    PostUnliked: ({ data }) => [
      update(
        POSTS,
        { _id: data.postId },
        { $inc: { likeCount: -1 }, $pull: { likedBy: data.userId } },
      ),
    ],
  },
});
