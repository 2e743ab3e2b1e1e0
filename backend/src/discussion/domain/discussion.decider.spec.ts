import { describe, it } from 'vitest';
import { given } from '../../shared/testing/given-when-then.js';
import {
  DiscussionPostDeleted,
  DiscussionPostEdited,
  DiscussionPostHidden,
  DiscussionPostLiked,
  DiscussionPostWritten,
  MeetupAnnouncementPosted,
} from '../../contracts/events/discussion.events.js';
import type { MeetupFacts } from '../../contracts/access-policy.js';
import { discussionDecider, type Actor, type ThreadFacts } from './discussion.decider.js';

const privateMeetup: MeetupFacts = {
  organizerId: 'olga',
  group: { kind: 'private', ownerId: 'olga' },
};
const publicMeetup: MeetupFacts = { organizerId: 'olga', group: { kind: 'public' } };

const member = (userId: string, blocks: string[] = []): Actor => ({
  userId,
  isMember: true,
  role: 'member',
  blocks,
});
const outsider = (userId: string): Actor => ({ userId, isMember: false, role: null, blocks: [] });
const organizer: Actor = { userId: 'olga', isMember: true, role: 'owner', blocks: [] };

const facts = (actor: Actor, meetup: MeetupFacts = privateMeetup): ThreadFacts => ({
  meetup,
  actor,
});
const place = { postId: 'p1', meetupIds: ['m1'], groupId: 'g1' };
const posted = (authorId = 'mia', mentionedIds: string[] = []) =>
  DiscussionPostWritten({
    ...place,
    replyId: null,
    authorId,
    text: 'North gate open?',
    mentionedIds,
  });
const replied = (replyId: string, authorId: string) =>
  DiscussionPostWritten({ ...place, replyId, authorId, text: 'Yes', mentionedIds: [] });

const write = (
  actor: Actor,
  extra: Partial<{ replyId: string | null; meetup: MeetupFacts | null }> = {},
) => ({
  type: 'WritePost' as const,
  postId: 'p1',
  meetupId: 'm1',
  groupId: 'g1',
  text: 'North gate open?',
  mentions: [],
  replyId: null,
  ...facts(actor),
  ...extra,
});

describe('meetup discussion: writing', () => {
  it('lets a member of the group post', () =>
    given(discussionDecider)
      .when(write(member('mia')))
      .then([posted()]));

  it('hides a private group’s thread from outsiders: the meetup is not found', () =>
    given(discussionDecider)
      .when(write(outsider('sam')))
      .thenFails('MEETUPS.NOT_FOUND'));

  it('lets an outsider read a public group’s thread but not write in it', () =>
    given(discussionDecider)
      .when(write(outsider('sam'), { meetup: publicMeetup }))
      .thenFails('DISCUSSION.MEMBERS_ONLY'));

  it('lets anyone signed in write on a meetup of no group', () =>
    given(discussionDecider)
      .when({
        ...write(outsider('sam')),
        groupId: null,
        meetup: { organizerId: 'olga', group: null },
      })
      .then([
        DiscussionPostWritten({
          ...place,
          groupId: null,
          replyId: null,
          authorId: 'sam',
          text: 'North gate open?',
          mentionedIds: [],
        }),
      ]));

  it('tells mentioned people who see the thread, once, and nobody blocked either way', () =>
    given(discussionDecider)
      .when({
        ...write(member('mia', ['bob'])),
        mentions: [
          { userId: 'ann', seesMeetup: true, blocks: [] },
          { userId: 'sam', seesMeetup: false, blocks: [] },
          { userId: 'bob', seesMeetup: true, blocks: [] },
          { userId: 'cat', seesMeetup: true, blocks: ['mia'] },
          { userId: 'mia', seesMeetup: true, blocks: [] },
        ],
      })
      .then([posted('mia', ['ann'])]));

  it('takes one level of replies, and none to a post the replier is blocked from', () => {
    given(discussionDecider, [posted()])
      .when({ ...write(member('ann'), { replyId: 'r1' }), text: 'Yes' })
      .then([replied('r1', 'ann')]);
    given(discussionDecider, [posted()])
      .when({
        ...write(member('ann'), { replyId: 'r1' }),
        postAuthor: { userId: 'mia', blocks: ['ann'] },
      })
      .thenFails('DISCUSSION.NOT_FOUND');
    given(discussionDecider)
      .when(write(member('ann'), { replyId: 'r1' }))
      .thenFails('DISCUSSION.NOT_FOUND');
  });

  it('takes no reply to a hidden post', () =>
    given(discussionDecider, [
      posted(),
      DiscussionPostHidden({
        ...place,
        replyId: null,
        authorId: 'mia',
        hiddenBy: 'olga',
        reason: 'Spam',
      }),
    ])
      .when(write(member('ann'), { replyId: 'r1' }))
      .thenFails('DISCUSSION.NOT_FOUND'));
});

describe('meetup discussion: editing, deleting, liking', () => {
  const edit = (actor: Actor, replyId: string | null = null) => ({
    type: 'EditPost' as const,
    text: 'South gate, @ann',
    mentions: [
      { userId: 'ann', seesMeetup: true, blocks: [] },
      { userId: 'bob', seesMeetup: true, blocks: [] },
    ],
    replyId,
    ...facts(actor),
  });

  it('lets authors edit their own words and tells only the newly mentioned', () =>
    given(discussionDecider, [posted('mia', ['bob'])])
      .when(edit(member('mia')))
      .then([
        DiscussionPostEdited({
          ...place,
          replyId: null,
          authorId: 'mia',
          text: 'South gate, @ann',
          mentionedIds: ['ann'],
        }),
      ]));

  it('refuses to edit or delete someone else’s words, an organizer’s included', () => {
    given(discussionDecider, [posted()]).when(edit(organizer)).thenFails('DISCUSSION.NOT_AUTHOR');
    given(discussionDecider, [posted(), replied('r1', 'ann')])
      .when({ type: 'DeletePost', ...facts(member('mia')), replyId: 'r1' })
      .thenFails('DISCUSSION.NOT_AUTHOR');
    given(discussionDecider, [posted()])
      .when({ type: 'DeletePost', ...facts(outsider('sam')), replyId: null })
      .thenFails('DISCUSSION.NOT_FOUND');
    // Their own words, even once they are no longer in the group.
    given(discussionDecider, [posted()])
      .when({ type: 'DeletePost', ...facts(outsider('mia')), replyId: null })
      .then([DiscussionPostDeleted({ ...place, replyId: null, deletedBy: 'mia' })]);
  });

  it('deletes a post once; a deleted reply is gone', () => {
    given(discussionDecider, [posted()])
      .when({ type: 'DeletePost', ...facts(member('mia')), replyId: null })
      .then([DiscussionPostDeleted({ ...place, replyId: null, deletedBy: 'mia' })]);
    given(discussionDecider, [
      posted(),
      DiscussionPostDeleted({ ...place, replyId: null, deletedBy: 'mia' }),
    ])
      .when({ type: 'DeletePost', ...facts(member('mia')), replyId: null })
      .thenFails('DISCUSSION.NOT_FOUND');
    given(discussionDecider, [
      posted(),
      replied('r1', 'ann'),
      DiscussionPostDeleted({ ...place, replyId: 'r1', deletedBy: 'ann' }),
    ])
      .when(edit(member('ann'), 'r1'))
      .thenFails('DISCUSSION.REPLY_NOT_FOUND');
  });

  it('counts one like per member, and none across a block', () => {
    const like = (actor: Actor, authorBlocks: string[] = []) => ({
      type: 'LikePost' as const,
      replyId: null,
      authorBlocks,
      ...facts(actor),
    });
    given(discussionDecider, [posted()])
      .when(like(member('ann')))
      .then([DiscussionPostLiked({ ...place, replyId: null, userId: 'ann' })]);
    given(discussionDecider, [
      posted(),
      DiscussionPostLiked({ ...place, replyId: null, userId: 'ann' }),
    ])
      .when(like(member('ann')))
      .then([]);
    given(discussionDecider, [posted()])
      .when(like(member('ann'), ['ann']))
      .thenFails('DISCUSSION.NOT_FOUND');
    given(discussionDecider, [posted()])
      .when({ ...like(outsider('sam')), meetup: publicMeetup })
      .thenFails('DISCUSSION.MEMBERS_ONLY');
  });
});

describe('meetup discussion: organizers', () => {
  const hide = (actor: Actor, byAdmin = false) => ({
    type: 'HidePost' as const,
    replyId: null,
    reason: 'Off topic',
    byAdmin,
    ...facts(actor),
  });

  it('lets the meetup’s organizers hide, once; members may not', () => {
    const hidden = DiscussionPostHidden({
      ...place,
      replyId: null,
      authorId: 'mia',
      hiddenBy: 'olga',
      reason: 'Off topic',
    });
    given(discussionDecider, [posted()]).when(hide(organizer)).then([hidden]);
    given(discussionDecider, [posted(), hidden]).when(hide(organizer)).then([]);
    given(discussionDecider, [posted()])
      .when(hide(member('ann')))
      .thenFails('DISCUSSION.ORGANIZERS_ONLY');
  });

  it('lets an administrator acting on a report hide in a group they are not in', () =>
    given(discussionDecider, [posted()])
      .when(hide({ userId: 'root', isMember: false, isAdmin: true, blocks: [] }, true))
      .then([
        DiscussionPostHidden({
          ...place,
          replyId: null,
          authorId: 'mia',
          hiddenBy: 'root',
          reason: 'Off topic',
        }),
      ]));

  const announce = (actor: Actor) => ({
    type: 'Announce' as const,
    postId: 'a1',
    meetupIds: ['m1', 'm2'],
    groupId: 'g1',
    text: 'We moved to the shaded field',
    cause: 'written' as const,
    wholeSeries: true,
    seriesId: 's1',
    ...facts(actor),
  });

  it('lets organizers and co-organizers announce, to several occurrences at once', () => {
    const announced = MeetupAnnouncementPosted({
      postId: 'a1',
      meetupIds: ['m1', 'm2'],
      groupId: 'g1',
      authorId: 'olga',
      text: 'We moved to the shaded field',
      cause: 'written',
    });
    given(discussionDecider).when(announce(organizer)).then([announced]);
    given(discussionDecider)
      .when(announce({ userId: 'cora', isMember: true, role: 'co-organizer', blocks: [] }))
      .then([{ ...announced, data: { ...announced.data, authorId: 'cora' } }]);
    given(discussionDecider)
      .when(announce(member('mia')))
      .thenFails('DISCUSSION.ORGANIZERS_ONLY');
    given(discussionDecider)
      .when(announce(outsider('sam')))
      .thenFails('MEETUPS.NOT_FOUND');
  });
});
