import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  COMMENTS,
  POSTS,
  type CommentDocument,
  type PostDocument,
} from '../../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { notFound } from '../../../shared/errors.js';
import { blockedBy, visibleTo } from '../../../moderation/index.js';
import { canSeeContent } from '../../../contracts/access-policy.js';
import { toAuthor, toCommentResponse, toPostResponse } from '../../post.response.js';
import { usersById, visibleGroup } from '../group-access.js';
import { GetPost } from './get-post.query.js';
import { ListComments } from './list-comments.query.js';
import { ListPosts } from './list-posts.query.js';
import type { CommentResponse, PostResponse } from '../../../contracts/groups.js';

const LATEST_COMMENTS = 3;

/**
 * Posts with their authors, latest comments and comment counts, joined from
 * the users read model; hidden comments and those of members the viewer
 * blocked left out of both.
 */
async function present(
  store: DocumentStore,
  posts: PostDocument[],
  viewerId: string,
): Promise<PostResponse[]> {
  const comments = await store
    .collection(COMMENTS)
    .find(
      { postId: { $in: posts.map((post) => post._id) }, ...(await visibleTo(store, viewerId)) },
      { sort: { createdAt: 1, _id: 1 } },
    );
  const byPost = new Map<string, CommentDocument[]>();
  for (const comment of comments)
    byPost.set(comment.postId, [...(byPost.get(comment.postId) ?? []), comment]);
  const people = await usersById(store, [
    ...posts.map((post) => post.authorId),
    ...comments.map((comment) => comment.authorId),
  ]);
  return posts.map((post) => {
    const visible = byPost.get(post._id) ?? [];
    return toPostResponse(
      post,
      toAuthor(post.authorId, people.get(post.authorId)),
      viewerId,
      visible
        .slice(-LATEST_COMMENTS)
        .map((comment) =>
          toCommentResponse(comment, toAuthor(comment.authorId, people.get(comment.authorId))),
        ),
      // Counted from what this viewer is shown, so a blocked member's comments are not counted either.
      visible.length,
    );
  });
}

/** A post as `viewerId` may see it: a hidden one, or one by a member they blocked, is not found. */
async function visiblePost(
  store: DocumentStore,
  postId: string,
  viewerId: string,
): Promise<PostDocument> {
  const post = await store.collection(POSTS).findOne({ _id: postId });
  if (!post || !canSeeContent(post, await blockedBy(store, viewerId)))
    throw notFound('POSTS.NOT_FOUND', 'Post not found');
  return post;
}

@QueryHandler(ListPosts)
export class ListPostsHandler implements IQueryHandler<ListPosts> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ groupId, viewerId, limit }: ListPosts): Promise<PostResponse[]> {
    await visibleGroup(this.store, groupId, viewerId, { requireAccess: true });
    const posts = await this.store
      .collection(POSTS)
      .find(
        { groupId, ...(await visibleTo(this.store, viewerId)) },
        { sort: { createdAt: -1, _id: -1 }, limit },
      );
    return present(this.store, posts, viewerId);
  }
}

@QueryHandler(GetPost)
export class GetPostHandler implements IQueryHandler<GetPost> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ postId, viewerId }: GetPost): Promise<PostResponse> {
    const post = await visiblePost(this.store, postId, viewerId);
    await visibleGroup(this.store, post.groupId, viewerId, { requireAccess: true });
    const [presented] = await present(this.store, [post], viewerId);
    return presented!;
  }
}

@QueryHandler(ListComments)
export class ListCommentsHandler implements IQueryHandler<ListComments> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ postId, viewerId }: ListComments): Promise<CommentResponse[]> {
    const post = await visiblePost(this.store, postId, viewerId);
    await visibleGroup(this.store, post.groupId, viewerId, { requireAccess: true });
    const comments = await this.store
      .collection(COMMENTS)
      .find(
        { postId, ...(await visibleTo(this.store, viewerId)) },
        { sort: { createdAt: 1, _id: 1 } },
      );
    const people = await usersById(
      this.store,
      comments.map((comment) => comment.authorId),
    );
    return comments.map((comment) =>
      toCommentResponse(comment, toAuthor(comment.authorId, people.get(comment.authorId))),
    );
  }
}
