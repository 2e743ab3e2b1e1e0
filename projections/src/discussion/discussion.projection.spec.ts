import { describe, expect, it } from 'vitest';
import {
  DiscussionPostDeleted,
  DiscussionPostEdited,
  DiscussionPostHidden,
  DiscussionPostLiked,
  DiscussionPostUnliked,
  DiscussionPostWritten,
  MeetupAnnouncementPosted,
} from '@packmeet/backend/contracts/events';
import { DISCUSSION } from '@packmeet/backend/contracts/discussion';
import { project } from '../testing/projection-testing.js';
import { discussionProjection } from './discussion.projection.js';

const place = (postId: string) => ({ postId, meetupIds: ['m1'], groupId: 'g1' });
const written = (postId: string, replyId: string | null = null) =>
  DiscussionPostWritten({
    ...place(postId),
    replyId,
    authorId: 'a',
    text: 'Gate open?',
    mentionedIds: [],
  });

describe('discussion projection', () => {
  it('keeps posts, replies, likes, edits; a deleted post takes its replies; hidden ones are marked', async () => {
    const { documents } = await project(
      [discussionProjection],
      [
        written('p1'),
        written('p1', 'r1'),
        written('p1', 'r2'),
        written('p2'),
        written('p2', 'r3'),
        MeetupAnnouncementPosted({
          ...place('a1'),
          meetupIds: ['m1', 'm2'],
          authorId: 'o',
          text: 'Moved',
          cause: 'written',
        }),
        DiscussionPostLiked({ ...place('p1'), replyId: 'r1', userId: 'x' }),
        DiscussionPostLiked({ ...place('p1'), replyId: null, userId: 'x' }),
        DiscussionPostUnliked({ ...place('p1'), replyId: null, userId: 'x' }),
        DiscussionPostEdited({
          ...place('p1'),
          replyId: null,
          authorId: 'a',
          text: 'North gate open?',
          mentionedIds: [],
        }),
        DiscussionPostDeleted({ ...place('p1'), replyId: 'r2', deletedBy: 'a' }),
        DiscussionPostDeleted({ ...place('p2'), replyId: null, deletedBy: 'a' }),
        DiscussionPostHidden({
          ...place('p1'),
          replyId: 'r1',
          authorId: 'a',
          hiddenBy: 'o',
          reason: 'Rude',
        }),
      ],
    );
    const docs = await documents
      .collection(DISCUSSION)
      .find({ deleted: { $exists: false } }, { sort: { _id: 1 } });
    const deleted = await documents.collection(DISCUSSION).find({ deleted: true });
    expect(deleted.map((doc) => [doc._id, doc.text]).sort()).toEqual([
      ['p1:r2', ''],
      ['p2', ''],
      ['p2:r3', ''],
    ]);
    expect(docs.map((doc) => doc._id)).toEqual(['a1', 'p1', 'p1:r1']);
    expect(docs[0]).toMatchObject({ announcement: true, meetupIds: ['m1', 'm2'] });
    expect(docs[1]).toMatchObject({
      text: 'North gate open?',
      likedBy: [],
      editedAt: expect.any(String),
    });
    expect(docs[2]).toMatchObject({ likedBy: ['x'], hidden: { by: 'o', reason: 'Rude' } });
    expect(await documents.collection(DISCUSSION).find({ meetupIds: 'm2' })).toHaveLength(1);
  });
});
