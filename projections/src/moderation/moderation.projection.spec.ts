import { describe, expect, it } from 'vitest';
import {
  CommentAdded,
  CommentHidden,
  MemberBlocked,
  MemberReinstated,
  MemberSuspended,
  MemberUnblocked,
  PostCreated,
  PostHidden,
  ReportFiled,
  ReportResolved,
} from '@packmeet/backend/contracts/events';
import { BLOCKS, REPORTS, SUSPENSIONS } from '@packmeet/backend/contracts/moderation';
import { COMMENTS, POSTS } from '@packmeet/backend/contracts/read-models';
import { project } from '../testing/projection-testing.js';
import { postsProjection } from '../posts/posts.projection.js';
import { moderationProjection } from './moderation.projection.js';

describe('moderation projection', () => {
  it('keeps a report with its outcome, each block list and the suspensions in force', async () => {
    const { documents } = await project(
      [moderationProjection],
      [
        ReportFiled({
          reportId: 'r1',
          reporterId: 'me',
          target: { kind: 'member', id: 'them' },
          subjectId: 'them',
          groupId: null,
          reason: 'spam',
          details: null,
        }),
        ReportResolved({
          reportId: 'r1',
          resolvedBy: 'admin',
          action: 'member-suspended',
          reason: 'Spam links',
        }),
        MemberBlocked({ blockerId: 'me', blockedId: 'them' }),
        MemberBlocked({ blockerId: 'me', blockedId: 'other' }),
        MemberUnblocked({ blockerId: 'me', blockedId: 'other' }),
        MemberSuspended({
          userId: 'them',
          suspendedBy: 'admin',
          reason: 'Spam links',
          until: null,
          reportId: 'r1',
        }),
        MemberSuspended({
          userId: 'other',
          suspendedBy: 'admin',
          reason: 'Spam',
          until: null,
          reportId: null,
        }),
        MemberReinstated({ userId: 'other', reinstatedBy: 'admin', reason: 'Appeal' }),
      ],
    );
    expect(await documents.collection(REPORTS).findOne({ _id: 'r1' })).toMatchObject({
      status: 'resolved',
      subjectId: 'them',
      resolution: { action: 'member-suspended', by: 'admin', note: 'Spam links' },
    });
    expect((await documents.collection(BLOCKS).find()).map((block) => block._id)).toEqual([
      'me:them',
    ]);
    expect(await documents.collection(SUSPENSIONS).find()).toEqual([
      expect.objectContaining({ _id: 'them', until: null, reason: 'Spam links' }),
    ]);
  });

  it('marks hidden posts and comments with who and why, and counts only visible comments', async () => {
    const { documents } = await project(
      [postsProjection],
      [
        PostCreated({ postId: 'p1', groupId: 'g1', authorId: 'a', content: 'Hi', imageUrl: null }),
        CommentAdded({ commentId: 'c1', postId: 'p1', groupId: 'g1', authorId: 'b', content: 'x' }),
        CommentHidden({
          commentId: 'c1',
          postId: 'p1',
          groupId: 'g1',
          hiddenBy: 'org',
          reason: 'Rude',
        }),
        PostHidden({ postId: 'p1', groupId: 'g1', hiddenBy: 'org', reason: 'Off topic' }),
      ],
    );
    expect(await documents.collection(POSTS).findOne({ _id: 'p1' })).toMatchObject({
      commentCount: 0,
      hidden: { by: 'org', reason: 'Off topic' },
    });
    expect(await documents.collection(COMMENTS).findOne({ _id: 'c1' })).toMatchObject({
      hidden: { by: 'org', reason: 'Rude' },
    });
  });
});
