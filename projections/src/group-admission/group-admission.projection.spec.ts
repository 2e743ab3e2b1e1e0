import { describe, expect, it } from 'vitest';
import {
  CommentHidden,
  GroupJoinApproved,
  GroupJoined,
  GroupJoinRequested,
  GroupJoinRequestWithdrawn,
  InviteLinkCreated,
  InviteLinkRevoked,
  PostHidden,
} from '@packmeet/backend/contracts/events';
import {
  GROUP_HISTORY,
  GROUP_INVITES,
  GROUP_JOIN_REQUESTS,
} from '@packmeet/backend/contracts/read-models';
import { project } from '../testing/projection-testing.js';
import { groupAdmissionProjection } from './group-admission.projection.js';
import { groupHistoryProjection } from './group-history.projection.js';

const events = [
  InviteLinkCreated({
    groupId: 'g1',
    inviteId: 'i1',
    code: 'secret-code',
    createdBy: 'owner',
    expiresAt: null,
    maxUses: 2,
  }),
  GroupJoinRequested({
    groupId: 'g1',
    userId: 'sam',
    message: 'Hi',
    dogIds: ['d1'],
    inviteId: 'i1',
    houseRulesAccepted: true,
  }),
  GroupJoinRequested({
    groupId: 'g1',
    userId: 'lee',
    message: null,
    dogIds: [],
    inviteId: 'i1',
    houseRulesAccepted: true,
  }),
  GroupJoinApproved({ groupId: 'g1', userId: 'sam', decidedBy: 'owner', message: null }),
  GroupJoined({ groupId: 'g1', userId: 'sam', role: 'member' }),
  GroupJoinRequestWithdrawn({ groupId: 'g1', userId: 'lee' }),
  InviteLinkRevoked({ groupId: 'g1', inviteId: 'i1', revokedBy: 'owner' }),
].map((event) => ({ stream: 'group-g1', event }));

describe('group-admission and group-history projections', () => {
  it('keeps pending requests only, and each invite link with its uses', async () => {
    const { documents } = await project([groupAdmissionProjection], events.slice(0, 3));
    expect(
      (await documents.collection(GROUP_JOIN_REQUESTS).find({ groupId: 'g1' })).map((request) => [
        request.userId,
        request.dogIds,
        request.inviteId,
      ]),
    ).toEqual([
      ['sam', ['d1'], 'i1'],
      ['lee', [], 'i1'],
    ]);

    const after = await project([groupAdmissionProjection], events);
    expect(await after.documents.collection(GROUP_JOIN_REQUESTS).countDocuments({})).toBe(0);
    expect(await after.documents.collection(GROUP_INVITES).findOne({ _id: 'i1' })).toMatchObject({
      groupId: 'g1',
      code: 'secret-code',
      uses: 2,
      maxUses: 2,
      revoked: true,
      createdBy: 'owner',
    });
  });

  it('keeps one history entry per event, without invite codes', async () => {
    const { documents } = await project([groupHistoryProjection], events);
    const history = await documents
      .collection(GROUP_HISTORY)
      .find({ groupId: 'g1' }, { sort: { revision: 1 } });
    expect(history.map((entry) => [entry.revision, entry.type, entry.subjectId])).toEqual([
      [0, 'InviteLinkCreated', null],
      [1, 'GroupJoinRequested', 'sam'],
      [2, 'GroupJoinRequested', 'lee'],
      [3, 'GroupJoinApproved', 'sam'],
      [4, 'GroupJoined', 'sam'],
      [5, 'GroupJoinRequestWithdrawn', 'lee'],
      [6, 'InviteLinkRevoked', null],
    ]);
    expect(JSON.stringify(history)).not.toContain('secret-code');
  });

  it('puts hidden posts and comments among the group’s own entries, in the order they happened, without the words', async () => {
    const hidings = [
      { stream: 'group-g1', event: events[0]!.event },
      {
        stream: 'post-p1',
        event: PostHidden({
          postId: 'p1',
          groupId: 'g1',
          hiddenBy: 'owner',
          reason: 'Off topic',
          authorId: 'sam',
        }),
      },
      { stream: 'group-g1', event: events[1]!.event },
      {
        stream: 'post-p2',
        // From before hidings recorded whose the words were.
        event: CommentHidden({
          commentId: 'c1',
          postId: 'p2',
          groupId: 'g1',
          hiddenBy: 'owner',
          reason: 'Rude',
        }),
      },
    ];
    const { documents } = await project([groupHistoryProjection], hidings);
    const history = await documents
      .collection(GROUP_HISTORY)
      .find({ groupId: 'g1' }, { sort: { position: -1 } });
    expect(history.map((entry) => [entry.type, entry.subjectId, entry.details])).toEqual([
      ['CommentHidden', null, { postId: 'p2', commentId: 'c1', hiddenBy: 'owner', reason: 'Rude' }],
      ['GroupJoinRequested', 'sam', expect.objectContaining({ userId: 'sam' })],
      ['PostHidden', 'sam', { postId: 'p1', hiddenBy: 'owner', reason: 'Off topic' }],
      ['InviteLinkCreated', null, expect.anything()],
    ]);
  });
});
