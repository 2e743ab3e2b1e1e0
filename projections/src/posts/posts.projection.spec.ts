import { describe, expect, it } from 'vitest';
import {
  CommentAdded,
  PostCreated,
  PostDeleted,
  PostLiked,
  PostUnliked,
} from '@packmeet/backend/contracts/events';
import { COMMENTS, POSTS } from '@packmeet/backend/contracts/read-models';
import { project } from '../testing/projection-testing.js';
import { postsProjection } from './posts.projection.js';

const post = (postId: string) =>
  PostCreated({ postId, groupId: 'g1', authorId: 'a', content: 'Walk at 8?', imageUrl: null });
const comment = (commentId: string, postId = 'p1') =>
  CommentAdded({ commentId, postId, groupId: 'g1', authorId: 'b', content: 'Yes!' });

describe('posts projection', () => {
  it('counts likes and comments, and a deleted post takes its comments with it', async () => {
    const { documents } = await project(
      [postsProjection],
      [
        post('p1'),
        post('p2'),
        comment('c1'),
        comment('c2'),
        comment('c3', 'p2'),
        PostLiked({ postId: 'p1', groupId: 'g1', userId: 'x' }),
        PostLiked({ postId: 'p1', groupId: 'g1', userId: 'y' }),
        PostUnliked({ postId: 'p1', groupId: 'g1', userId: 'x' }),
        PostDeleted({ postId: 'p2', groupId: 'g1', deletedBy: 'a' }),
      ],
    );
    expect(await documents.collection(POSTS).find()).toEqual([
      expect.objectContaining({ _id: 'p1', likeCount: 1, likedBy: ['y'], commentCount: 2 }),
    ]);
    expect((await documents.collection(COMMENTS).find()).map((doc) => doc._id)).toEqual([
      'c1',
      'c2',
    ]);
  });
});
