import {
  blockedEitherWay,
  canActOnDiscussion,
  canSeeMeetup,
  type MeetupFacts,
  type MeetupViewer,
} from '../../contracts/access-policy.js';
import {
  DiscussionPostDeleted,
  DiscussionPostEdited,
  DiscussionPostHidden,
  DiscussionPostLiked,
  DiscussionPostUnliked,
  DiscussionPostWritten,
  MeetupAnnouncementPosted,
  type DiscussionEvent,
} from '../../contracts/events/discussion.events.js';
import type { Decider } from '../../shared/decider.js';
import { conflict, forbidden, invalid, notFound } from '../../shared/errors.js';

/*
 * One post of a meetup's discussion with its replies and likes, stream
 * `discussion-<postId>`. Handlers gather the facts (the meetup's access
 * facts, the caller's membership and role, blocks, who a mention names) and
 * the rules live here, asking the access policy.
 */

interface Message {
  authorId: string;
  hidden: boolean;
  likedBy: Set<string>;
  /** Everyone told of a mention in it, so an edit tells only the newly named. */
  mentioned: Set<string>;
}

export type DiscussionState =
  | { status: 'none' }
  | {
      status: 'open' | 'deleted';
      postId: string;
      meetupIds: string[];
      groupId: string | null;
      announcement: boolean;
      post: Message;
      replies: Map<string, Message & { deleted: boolean }>;
    };

/** Who acts, as the access policy sees them, with the people they blocked. */
export interface Actor extends MeetupViewer {
  userId: string;
  blocks: readonly string[];
}

/** The thread's meetup (null: none, or not for this caller) and the caller. */
export interface ThreadFacts {
  meetup: MeetupFacts | null;
  actor: Actor;
}

/** A person an `@username` names: whether they see the meetup, and their blocks. */
export interface MentionFacts {
  userId: string;
  seesMeetup: boolean;
  blocks: readonly string[];
}

/** The message a command acts on: the post itself (null) or one of its replies. */
type Target = { replyId: string | null };

export type DiscussionCommand =
  | ({
      type: 'WritePost';
      postId: string;
      meetupId: string;
      groupId: string | null;
      text: string;
      mentions: MentionFacts[];
      /** The author of the post replied to, and their blocks (a reply only). */
      postAuthor?: { userId: string; blocks: readonly string[] };
    } & ThreadFacts &
      Target)
  | ({
      type: 'Announce';
      postId: string;
      meetupIds: string[];
      groupId: string | null;
      text: string;
      cause: 'written' | 'meetup-changed';
      /** To every upcoming occurrence of its series: the meetup must be one. */
      wholeSeries: boolean;
      seriesId: string | null;
    } & ThreadFacts)
  | ({ type: 'EditPost'; text: string; mentions: MentionFacts[] } & ThreadFacts & Target)
  | ({ type: 'DeletePost' } & ThreadFacts & Target)
  | ({ type: 'LikePost'; authorBlocks: readonly string[] } & ThreadFacts & Target)
  | ({ type: 'UnlikePost' } & ThreadFacts & Target)
  | ({ type: 'HidePost'; reason: string; byAdmin: boolean } & ThreadFacts & Target);

export const discussionStream = (postId: string) => `discussion-${postId}`;

export const discussionPostNotFound = () => notFound('DISCUSSION.NOT_FOUND', 'Post not found');
const replyNotFound = () => notFound('DISCUSSION.REPLY_NOT_FOUND', 'Reply not found');
const meetupNotFound = () => notFound('MEETUPS.NOT_FOUND', 'Meetup not found');

const sees = ({ meetup, actor }: ThreadFacts) => meetup !== null && canSeeMeetup(meetup, actor);

/** The people a message tells of their mention: they see the thread, and no block stands between. */
function mentionedIds(author: Actor, mentions: MentionFacts[], already: Set<string>): string[] {
  return mentions
    .filter(
      (person) =>
        person.userId !== author.userId &&
        person.seesMeetup &&
        !already.has(person.userId) &&
        !blockedEitherWay(author, person),
    )
    .map((person) => person.userId);
}

const newMessage = (authorId: string, mentioned: string[]): Message => ({
  authorId,
  hidden: false,
  likedBy: new Set(),
  mentioned: new Set(mentioned),
});

export const discussionDecider: Decider<DiscussionState, DiscussionCommand, DiscussionEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve: (state, event) => {
    if (event.type === 'DiscussionPostWritten' && event.data.replyId === null) {
      const { postId, meetupIds, groupId, authorId, mentionedIds } = event.data;
      return {
        status: 'open',
        postId,
        meetupIds,
        groupId,
        announcement: false,
        post: newMessage(authorId, mentionedIds),
        replies: new Map(),
      };
    }
    if (event.type === 'MeetupAnnouncementPosted') {
      const { postId, meetupIds, groupId, authorId } = event.data;
      return {
        status: 'open',
        postId,
        meetupIds,
        groupId,
        announcement: true,
        post: newMessage(authorId, []),
        replies: new Map(),
      };
    }
    // Nothing else happens to a post before it is written.
    if (state.status === 'none') return state;
    if (event.type === 'DiscussionPostWritten') {
      const reply = newMessage(event.data.authorId, event.data.mentionedIds);
      state.replies.set(event.data.replyId!, { ...reply, deleted: false });
      return state;
    }
    const { replyId } = event.data;
    const message = replyId === null ? state.post : state.replies.get(replyId);
    if (!message) return state;
    switch (event.type) {
      case 'DiscussionPostEdited':
        for (const userId of event.data.mentionedIds) message.mentioned.add(userId);
        break;
      case 'DiscussionPostDeleted':
        if (replyId === null) state.status = 'deleted';
        else state.replies.get(replyId)!.deleted = true;
        break;
      case 'DiscussionPostLiked':
        message.likedBy.add(event.data.userId);
        break;
      case 'DiscussionPostUnliked':
        message.likedBy.delete(event.data.userId);
        break;
      case 'DiscussionPostHidden':
        message.hidden = true;
        break;
    }
    return state;
  },

  decide: (command, state) => {
    if (command.type === 'Announce') {
      if (state.status !== 'none')
        throw conflict('DISCUSSION.ALREADY_EXISTS', 'This announcement already exists');
      if (!sees(command)) throw meetupNotFound();
      if (!canActOnDiscussion('announce', command.meetup!, command.actor))
        throw forbidden(
          'DISCUSSION.ORGANIZERS_ONLY',
          'Only the meetup’s organizers can post announcements.',
        );
      if (command.wholeSeries && command.seriesId === null)
        throw invalid('DISCUSSION.NOT_A_SERIES', 'This meetup is not part of a series.');
      const { postId, meetupIds, groupId, text, cause } = command;
      return [
        MeetupAnnouncementPosted({
          postId,
          meetupIds,
          groupId,
          authorId: command.actor.userId,
          text,
          cause,
        }),
      ];
    }
    if (command.type === 'WritePost' && command.replyId === null) {
      if (state.status !== 'none')
        throw conflict('DISCUSSION.ALREADY_EXISTS', 'This post already exists');
      return [written(command, [command.meetupId], command.groupId, new Set())];
    }
    if (state.status !== 'open') throw discussionPostNotFound();
    const place = { postId: state.postId, meetupIds: state.meetupIds, groupId: state.groupId };
    // An author may always take back their own words, even after leaving the group.
    if (command.type === 'DeletePost') {
      const message = target(state, command.replyId);
      const { userId } = command.actor;
      if (message.authorId !== userId) {
        if (!sees(command)) throw discussionPostNotFound();
        throw forbidden('DISCUSSION.NOT_AUTHOR', 'You can only delete your own posts.');
      }
      return [DiscussionPostDeleted({ ...place, replyId: command.replyId, deletedBy: userId })];
    }
    // An administrator acting on a report need not see the group; anyone else must.
    const adminHides = command.type === 'HidePost' && command.byAdmin;
    if (!adminHides && !sees(command)) throw discussionPostNotFound();
    const { actor } = command;
    if (command.type === 'WritePost') {
      if (state.post.hidden) throw discussionPostNotFound();
      if (state.replies.has(command.replyId!))
        throw conflict('DISCUSSION.ALREADY_EXISTS', 'This reply already exists');
      // Someone who blocked the author, or whom the author blocked, is not in their conversation.
      if (command.postAuthor && blockedEitherWay(actor, command.postAuthor))
        throw discussionPostNotFound();
      return [written(command, state.meetupIds, state.groupId, new Set())];
    }
    const message = target(state, command.replyId);
    switch (command.type) {
      case 'HidePost': {
        if (!command.byAdmin && !canActOnDiscussion('moderate', command.meetup!, actor))
          throw forbidden(
            'DISCUSSION.ORGANIZERS_ONLY',
            'Only the meetup’s organizers can hide posts.',
          );
        if (message.hidden) return [];
        return [
          DiscussionPostHidden({
            ...place,
            replyId: command.replyId,
            authorId: message.authorId,
            hiddenBy: actor.userId,
            reason: command.reason,
          }),
        ];
      }
    }
    // Hidden words are gone for everyone but the record: nothing more happens to them.
    if (message.hidden || (command.replyId !== null && state.post.hidden))
      throw command.replyId === null ? discussionPostNotFound() : replyNotFound();
    switch (command.type) {
      case 'EditPost': {
        if (message.authorId !== actor.userId)
          throw forbidden('DISCUSSION.NOT_AUTHOR', 'You can only edit your own posts.');
        return [
          DiscussionPostEdited({
            ...place,
            replyId: command.replyId,
            authorId: actor.userId,
            text: command.text,
            mentionedIds: mentionedIds(actor, command.mentions, message.mentioned),
          }),
        ];
      }
      case 'LikePost': {
        if (blockedEitherWay(actor, { userId: message.authorId, blocks: command.authorBlocks }))
          throw command.replyId === null ? discussionPostNotFound() : replyNotFound();
        if (!canActOnDiscussion('like', command.meetup!, actor)) throw membersOnly('like posts');
        if (message.likedBy.has(actor.userId)) return [];
        return [DiscussionPostLiked({ ...place, replyId: command.replyId, userId: actor.userId })];
      }
      case 'UnlikePost':
        if (!message.likedBy.has(actor.userId)) return [];
        return [
          DiscussionPostUnliked({ ...place, replyId: command.replyId, userId: actor.userId }),
        ];
    }
  },
};

const membersOnly = (what: string) =>
  forbidden('DISCUSSION.MEMBERS_ONLY', `Only members of the group can ${what} here.`);

/** The post, or one of its replies still there. */
function target(state: Exclude<DiscussionState, { status: 'none' }>, replyId: string | null) {
  if (replyId === null) return state.post;
  const reply = state.replies.get(replyId);
  if (!reply || reply.deleted) throw replyNotFound();
  return reply;
}

function written(
  command: Extract<DiscussionCommand, { type: 'WritePost' }>,
  meetupIds: string[],
  groupId: string | null,
  already: Set<string>,
) {
  if (!sees(command)) throw command.replyId === null ? meetupNotFound() : discussionPostNotFound();
  if (!canActOnDiscussion('write', command.meetup!, command.actor)) throw membersOnly('write');
  return DiscussionPostWritten({
    postId: command.postId,
    meetupIds,
    groupId,
    replyId: command.replyId,
    authorId: command.actor.userId,
    text: command.text,
    mentionedIds: mentionedIds(command.actor, command.mentions, already),
  });
}
