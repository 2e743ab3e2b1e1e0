import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import { postDecider } from './post.decider.js';
import {
  CommentAdded,
  CommentHidden,
  PostCreated,
  PostHidden,
  PostDeleted,
  PostLiked,
  PostUnliked,
} from '../../contracts/events/post.events.js';

const post = PostCreated({
  postId: 'p1',
  groupId: 'g1',
  authorId: 'author',
  content: 'Sunday sniffari?',
  imageUrl: null,
});
const comment = CommentAdded({
  commentId: 'c1',
  postId: 'p1',
  groupId: 'g1',
  authorId: 'u2',
  content: 'Count us in',
});

describe('post decider', () => {
  it('publishes a post by a member only', () => {
    given(postDecider)
      .when({ type: 'CreatePost', post: post.data, authorIsMember: true })
      .then([post]);
    given(postDecider)
      .when({ type: 'CreatePost', post: post.data, authorIsMember: false })
      .thenFails('POSTS.MEMBERS_ONLY');
  });

  it('takes comments from members only', () => {
    given(postDecider, [post])
      .when({ type: 'AddComment', comment: comment.data, authorIsMember: true })
      .then([comment]);
    given(postDecider, [post])
      .when({ type: 'AddComment', comment: comment.data, authorIsMember: false })
      .thenFails('POSTS.MEMBERS_ONLY');
  });

  it('lets a former member take back a like in a public group, not in a private one', () => {
    const liked = PostLiked({ postId: 'p1', groupId: 'g1', userId: 'u2' });
    const unlike = { type: 'UnlikePost', postId: 'p1', userId: 'u2', userIsMember: false } as const;
    given(postDecider, [post, liked])
      .when({ ...unlike, groupKind: 'public' })
      .then([PostUnliked({ postId: 'p1', groupId: 'g1', userId: 'u2' })]);
    given(postDecider, [post, liked])
      .when({ ...unlike, groupKind: 'private' })
      .thenFails('POSTS.MEMBERS_ONLY');
  });

  it('counts one like per member and unlikes only a like', () => {
    const liked = PostLiked({ postId: 'p1', groupId: 'g1', userId: 'u2' });
    given(postDecider, [post])
      .when({ type: 'LikePost', postId: 'p1', userId: 'u2', userIsMember: true })
      .then([liked]);
    given(postDecider, [post, liked])
      .when({ type: 'LikePost', postId: 'p1', userId: 'u2', userIsMember: true })
      .then([]);
    given(postDecider, [post, liked])
      .when({
        type: 'UnlikePost',
        postId: 'p1',
        userId: 'u2',
        userIsMember: true,
        groupKind: 'public',
      })
      .then([PostUnliked({ postId: 'p1', groupId: 'g1', userId: 'u2' })]);
    given(postDecider, [post])
      .when({
        type: 'UnlikePost',
        postId: 'p1',
        userId: 'u2',
        userIsMember: true,
        groupKind: 'public',
      })
      .then([]);
  });

  it('lets only the author delete, and a deleted post takes nothing more', () => {
    given(postDecider, [post])
      .when({ type: 'DeletePost', postId: 'p1', userId: 'u2' })
      .thenFails('POSTS.NOT_AUTHOR');
    const deleted = PostDeleted({ postId: 'p1', groupId: 'g1', deletedBy: 'author' });
    given(postDecider, [post])
      .when({ type: 'DeletePost', postId: 'p1', userId: 'author' })
      .then([deleted]);
    given(postDecider, [post, deleted])
      .when({ type: 'AddComment', comment: comment.data, authorIsMember: true })
      .thenFails('POSTS.NOT_FOUND');
  });
});

describe('post decider: hiding', () => {
  const hide = { type: 'HidePost', postId: 'p1', by: 'org', reason: 'Off topic' } as const;
  const hidden = PostHidden({
    postId: 'p1',
    groupId: 'g1',
    hiddenBy: 'org',
    reason: 'Off topic',
    authorId: 'author',
  });
  const hideComment = {
    type: 'HideComment',
    postId: 'p1',
    commentId: 'c1',
    by: 'org',
    reason: 'Rude',
  } as const;

  it('lets organizers and administrators hide a post, once, with who, why and whose it was', () => {
    given(postDecider, [post])
      .when({ ...hide, mayModerate: true })
      .then([hidden]);
    given(postDecider, [post])
      .when({ ...hide, mayModerate: false })
      .thenFails('POSTS.ORGANIZERS_ONLY');
    given(postDecider, [post, hidden])
      .when({ ...hide, mayModerate: true })
      .then([]);
  });

  it('closes a hidden post to comments and likes', () => {
    given(postDecider, [post, hidden])
      .when({ type: 'AddComment', comment: comment.data, authorIsMember: true })
      .thenFails('POSTS.NOT_FOUND');
    given(postDecider, [post, hidden])
      .when({ type: 'LikePost', postId: 'p1', userId: 'u2', userIsMember: true })
      .thenFails('POSTS.NOT_FOUND');
  });

  it('hides a comment the post has, by an organizer only', () => {
    const commentHidden = CommentHidden({
      commentId: 'c1',
      postId: 'p1',
      groupId: 'g1',
      hiddenBy: 'org',
      reason: 'Rude',
      authorId: 'u2',
    });
    given(postDecider, [post, comment])
      .when({ ...hideComment, mayModerate: true })
      .then([commentHidden]);
    given(postDecider, [post, comment])
      .when({ ...hideComment, mayModerate: false })
      .thenFails('POSTS.ORGANIZERS_ONLY');
    given(postDecider, [post])
      .when({ ...hideComment, mayModerate: true })
      .thenFails('POSTS.COMMENT_NOT_FOUND');
    given(postDecider, [post, comment, commentHidden])
      .when({ ...hideComment, mayModerate: true })
      .then([]);
  });
});
