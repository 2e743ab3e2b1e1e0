import { canActOnPost } from '../../contracts/access-policy.js';
import type { GroupKind } from '../../contracts/entry-rules.js';
import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, notFound } from '../../shared/errors.js';
import {
  CommentAdded,
  CommentHidden,
  PostCreated,
  PostDeleted,
  PostHidden,
  PostLiked,
  PostUnliked,
  type PostEvent,
} from '../../contracts/events/post.events.js';

export type PostState =
  | { status: 'none' }
  | {
      status: 'published' | 'deleted';
      postId: string;
      groupId: string;
      authorId: string;
      likedBy: Set<string>;
      /** Hidden by an organizer or administrator: gone from the feed, closed to comments and likes. */
      hidden: boolean;
      /** Each comment's author, and whether it is hidden (reports and hiding read them). */
      comments: Map<string, { authorId: string; hidden: boolean }>;
    };

/**
 * Membership is decided on the group's stream; the handler reads it and
 * passes the answer in, so this decider stays pure.
 */
export type PostCommand =
  | { type: 'CreatePost'; post: PostCreated['data']; authorIsMember: boolean }
  | { type: 'DeletePost'; postId: string; userId: string }
  | { type: 'AddComment'; comment: CommentAdded['data']; authorIsMember: boolean }
  | { type: 'LikePost'; postId: string; userId: string; userIsMember: boolean }
  | {
      type: 'UnlikePost';
      postId: string;
      userId: string;
      userIsMember: boolean;
      groupKind: GroupKind;
    }
  /** `mayModerate`: the caller organizes the post's group, or is an administrator. */
  | { type: 'HidePost'; postId: string; by: string; reason: string; mayModerate: boolean }
  | {
      type: 'HideComment';
      postId: string;
      commentId: string;
      by: string;
      reason: string;
      mayModerate: boolean;
    };

export const postStream = (postId: string) => `post-${postId}`;

export const postNotFound = () => notFound('POSTS.NOT_FOUND', 'Post not found');
export const commentNotFound = () => notFound('POSTS.COMMENT_NOT_FOUND', 'Comment not found');
const organizersOnly = (what: string) =>
  forbidden('POSTS.ORGANIZERS_ONLY', `Only the group’s organizers can hide ${what}.`);
const membersOnly = (what: string) =>
  forbidden('POSTS.MEMBERS_ONLY', `Only members can ${what} in this group.`);

export const postDecider: Decider<PostState, PostCommand, PostEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    if (event.type === 'PostCreated') {
      const { postId, groupId, authorId } = event.data;
      return {
        status: 'published',
        postId,
        groupId,
        authorId,
        likedBy: new Set(),
        hidden: false,
        comments: new Map(),
      };
    }
    // Nothing else happens to a post before it is created.
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'CommentAdded':
        state.comments.set(event.data.commentId, { authorId: event.data.authorId, hidden: false });
        break;
      case 'PostHidden':
        state.hidden = true;
        break;
      case 'CommentHidden': {
        const comment = state.comments.get(event.data.commentId);
        if (comment) comment.hidden = true;
        break;
      }
      case 'PostDeleted':
        state.status = 'deleted';
        break;
      case 'PostLiked':
        state.likedBy.add(event.data.userId);
        break;
      case 'PostUnliked':
        state.likedBy.delete(event.data.userId);
        break;
    }
    return state;
  },

  decide: (command, state) => {
    if (command.type === 'CreatePost') {
      if (state.status !== 'none')
        throw conflict('POSTS.ALREADY_EXISTS', 'This post already exists');
      if (!canActOnPost('write', { isMember: command.authorIsMember })) throw membersOnly('post');
      return [PostCreated(command.post)];
    }
    if (state.status !== 'published') throw postNotFound();
    switch (command.type) {
      case 'DeletePost':
        if (command.userId !== state.authorId) {
          throw forbidden('POSTS.NOT_AUTHOR', 'You can only delete your own posts.');
        }
        return [
          PostDeleted({ postId: state.postId, groupId: state.groupId, deletedBy: command.userId }),
        ];
      case 'HidePost':
        if (!command.mayModerate) throw organizersOnly('posts');
        if (state.hidden) return [];
        return [
          PostHidden({
            postId: state.postId,
            groupId: state.groupId,
            hiddenBy: command.by,
            reason: command.reason,
            authorId: state.authorId,
          }),
        ];
      case 'HideComment': {
        if (!command.mayModerate) throw organizersOnly('comments');
        const comment = state.comments.get(command.commentId);
        if (!comment) throw commentNotFound();
        if (comment.hidden) return [];
        return [
          CommentHidden({
            commentId: command.commentId,
            postId: state.postId,
            groupId: state.groupId,
            hiddenBy: command.by,
            reason: command.reason,
            authorId: comment.authorId,
          }),
        ];
      }
    }
    // A hidden post is gone for everyone else: no comments, likes or unlikes.
    if (state.hidden) throw postNotFound();
    switch (command.type) {
      case 'AddComment':
        if (!canActOnPost('comment', { isMember: command.authorIsMember }))
          throw membersOnly('comment');
        return [CommentAdded(command.comment)];
      case 'LikePost':
        if (!canActOnPost('like', { isMember: command.userIsMember }))
          throw membersOnly('like posts');
        if (state.likedBy.has(command.userId)) return [];
        return [
          PostLiked({ postId: state.postId, groupId: state.groupId, userId: command.userId }),
        ];
      case 'UnlikePost':
        // Anyone who sees the group's posts may take back their own like (a former member too).
        if (
          !canActOnPost('unlike', { isMember: command.userIsMember }, { kind: command.groupKind })
        )
          throw membersOnly('like posts');
        if (!state.likedBy.has(command.userId)) return [];
        return [
          PostUnliked({ postId: state.postId, groupId: state.groupId, userId: command.userId }),
        ];
    }
  },
};
