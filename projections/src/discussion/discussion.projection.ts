import { REMOVED_TEXT } from '@packmeet/backend/contracts/personal-data';
import { DISCUSSION, discussionKey } from '@packmeet/backend/contracts/discussion';
import { whenForgotten } from '../forgetting.js';
import { defineProjection, update, updateAll, upsert } from '../projection.js';

/**
 * Meetups' discussions: one document per post, reply and announcement, with
 * who liked it. Hidden ones stay, marked, for the moderation record; deleted
 * ones stay marked and emptied; queries leave both out. A deleted post takes
 * its replies along.
 */
export const discussionProjection = defineProjection({
  name: 'discussion',
  version: 1,
  collections: [DISCUSSION],
  indexes: [
    { collection: DISCUSSION, spec: { keys: { meetupIds: 1 } } },
    { collection: DISCUSSION, spec: { keys: { postId: 1 } } },
  ],
  handlers: {
    // Their messages stay, so a conversation still reads in order, with the words gone.
    ...whenForgotten((authorId) => [
      updateAll(DISCUSSION, { authorId }, { $set: { text: REMOVED_TEXT } }),
    ]),
    DiscussionPostWritten: ({ data, metadata }) => [
      upsert(DISCUSSION, discussionKey(data.postId, data.replyId), {
        $set: {
          postId: data.postId,
          replyId: data.replyId,
          meetupIds: data.meetupIds,
          groupId: data.groupId,
          authorId: data.authorId,
          text: data.text,
          announcement: false,
          likedBy: [],
          createdAt: metadata.occurredAt,
          editedAt: null,
        },
      }),
    ],
    MeetupAnnouncementPosted: ({ data, metadata }) => [
      upsert(DISCUSSION, data.postId, {
        $set: {
          postId: data.postId,
          replyId: null,
          meetupIds: data.meetupIds,
          groupId: data.groupId,
          authorId: data.authorId,
          text: data.text,
          announcement: true,
          likedBy: [],
          createdAt: metadata.occurredAt,
          editedAt: null,
        },
      }),
    ],
    DiscussionPostEdited: ({ data, metadata }) => [
      update(
        DISCUSSION,
        { _id: discussionKey(data.postId, data.replyId) },
        { $set: { text: data.text, editedAt: metadata.occurredAt } },
      ),
    ],
    // Kept, marked and emptied rather than removed: the live push learns from the change which
    // meetups' rooms to tell, and the words are gone as their author asked.
    DiscussionPostDeleted: ({ data }) =>
      data.replyId === null
        ? [updateAll(DISCUSSION, { postId: data.postId }, { $set: { deleted: true, text: '' } })]
        : [
            update(
              DISCUSSION,
              { _id: discussionKey(data.postId, data.replyId) },
              { $set: { deleted: true, text: '' } },
            ),
          ],
    DiscussionPostLiked: ({ data }) => [
      update(
        DISCUSSION,
        { _id: discussionKey(data.postId, data.replyId) },
        { $addToSet: { likedBy: data.userId } },
      ),
    ],
    DiscussionPostUnliked: ({ data }) => [
      update(
        DISCUSSION,
        { _id: discussionKey(data.postId, data.replyId) },
        { $pull: { likedBy: data.userId } },
      ),
    ],
    DiscussionPostHidden: ({ data, metadata }) => [
      update(
        DISCUSSION,
        { _id: discussionKey(data.postId, data.replyId) },
        { $set: { hidden: { by: data.hiddenBy, reason: data.reason, at: metadata.occurredAt } } },
      ),
    ],
  },
});
