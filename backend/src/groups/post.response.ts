import type { CommentDocument, PostDocument, UserDocument } from '../contracts/read-models.js';
import type { PostAuthor, CommentResponse, PostResponse } from '../contracts/groups.js';

/** Authors who have since left keep their words: shown as "Former member". */
export function toAuthor(id: string, user: UserDocument | undefined): PostAuthor {
  return user
    ? {
        id,
        firstName: user.firstName,
        lastName: user.lastName,
        profilePicture: user.profilePicture,
      }
    : { id, firstName: 'Former', lastName: 'member', profilePicture: null };
}

export function toCommentResponse(comment: CommentDocument, author: PostAuthor): CommentResponse {
  return {
    id: comment._id,
    postId: comment.postId,
    content: comment.content,
    author,
    createdAt: comment.createdAt,
  };
}

export function toPostResponse(
  post: PostDocument,
  author: PostAuthor,
  viewerId: string,
  comments: CommentResponse[],
  /** The comments this viewer can see: hidden ones and those of members they blocked do not count. */
  commentCount: number,
): PostResponse {
  return {
    id: post._id,
    groupId: post.groupId,
    content: post.content,
    imageUrl: post.imageUrl,
    author,
    likeCount: post.likeCount,
    commentCount,
    likedByMe: post.likedBy.includes(viewerId),
    createdAt: post.createdAt,
    comments,
  };
}
