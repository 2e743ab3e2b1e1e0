import { Inject, Injectable } from '@nestjs/common';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { canActOnDiscussion, canSeeContent } from '../../contracts/access-policy.js';
import {
  DISCUSSION,
  type DiscussionAuthor,
  type DiscussionDocument,
  type DiscussionPostResponse,
  type DiscussionReplyResponse,
  type DiscussionResponse,
} from '../../contracts/discussion.js';
import { BLOCKS } from '../../contracts/moderation.js';
import { GROUPS, GROUP_MEMBERS, type UserDocument } from '../../contracts/read-models.js';
import { usersById } from '../../groups/index.js';
import type { AuthenticatedUser } from '../../http/request-context.js';
import { MeetupReader } from '../../meetups/index.js';
import { notFound } from '../../shared/errors.js';

/** What a thread shows: neither hidden by an organizer nor deleted by its author. */
export const SHOWN = { hidden: { $exists: false }, deleted: { $exists: false } };

/** The people on the other side of a block from `userId`, either way: their words are not for them. */
export async function apartFrom(store: DocumentStore, userId: string | null): Promise<string[]> {
  if (userId === null) return [];
  const [mine, theirs] = await Promise.all([
    store.collection(BLOCKS).find({ blockerId: userId }, { projection: { blockedId: 1 } }),
    store.collection(BLOCKS).find({ blockedId: userId }, { projection: { blockerId: 1 } }),
  ]);
  return [...mine.map((block) => block.blockedId), ...theirs.map((block) => block.blockerId)];
}

/**
 * A signed-in member is shown by name and username; a visitor (who reads a
 * public group's thread) by first name and initial, as attendee lists show them.
 */
function toAuthor(id: string, user: UserDocument | undefined, signedIn: boolean): DiscussionAuthor {
  if (!user)
    return { id, firstName: 'Former', lastName: 'member', username: null, profilePicture: null };
  return {
    id,
    firstName: user.firstName,
    lastName: signedIn ? user.lastName : user.lastName.slice(0, 1),
    username: signedIn ? user.username : null,
    profilePicture: user.profilePicture,
  };
}

/**
 * Reads a meetup's discussion for one viewer: only where the meetup exists
 * for them (MeetupReader, the access policy's canSeeMeetup), without hidden
 * messages and without those of people blocked either way.
 */
@Injectable()
export class DiscussionReader {
  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(MeetupReader) private readonly meetups: MeetupReader,
  ) {}

  async thread(meetupId: string, viewer: AuthenticatedUser | null): Promise<DiscussionResponse> {
    const meetup = await this.meetups.find({ _id: meetupId }, viewer);
    const apart = await apartFrom(this.store, viewer?.id ?? null);
    const docs = await this.store
      .collection(DISCUSSION)
      .find({ meetupIds: meetupId, ...SHOWN }, { sort: { createdAt: 1, _id: 1 } });
    const visible = docs.filter((doc) => canSeeContent(doc, apart));
    const presented = await this.present(visible, viewer);
    const posts = presented.filter((post) => !post.announcement);
    const announcements = presented.filter((post) => post.announcement).reverse();
    const allowed = await this.allowed(meetup, viewer);
    return { meetupId, announcements, posts, ...allowed };
  }

  /** One message as `viewer` may see it (a command's answer to its author). */
  async message(
    postId: string,
    replyId: string | null,
    viewer: AuthenticatedUser,
  ): Promise<DiscussionPostResponse | DiscussionReplyResponse> {
    const docs = await this.store
      .collection(DISCUSSION)
      .find({ postId, ...SHOWN }, { sort: { createdAt: 1, _id: 1 } });
    const apart = await apartFrom(this.store, viewer.id);
    const [post] = await this.present(
      docs.filter((doc) => canSeeContent(doc, apart)),
      viewer,
    );
    const reply = post?.replies.find((candidate) => candidate.id === replyId);
    return (replyId === null ? post : reply) ?? notThere();
  }

  /** Posts with their replies in order, for `viewer` (null: a visitor, or everyone in a push). */
  async present(
    docs: DiscussionDocument[],
    viewer: AuthenticatedUser | null,
    signedIn = viewer !== null,
  ): Promise<DiscussionPostResponse[]> {
    const people = await usersById(
      this.store,
      docs.map((doc) => doc.authorId),
    );
    const reply = (doc: DiscussionDocument): DiscussionReplyResponse => ({
      id: doc.replyId ?? doc.postId,
      postId: doc.postId,
      text: doc.text,
      author: toAuthor(doc.authorId, people.get(doc.authorId), signedIn),
      createdAt: doc.createdAt,
      editedAt: doc.editedAt,
      likeCount: doc.likedBy.length,
      likedByMe: viewer !== null && doc.likedBy.includes(viewer.id),
    });
    const posts = new Map<string, DiscussionPostResponse>();
    for (const doc of docs) {
      if (doc.replyId !== null) continue;
      const { postId: _postId, ...message } = reply(doc);
      posts.set(doc.postId, { ...message, announcement: doc.announcement, replies: [] });
    }
    for (const doc of docs)
      if (doc.replyId !== null) posts.get(doc.postId)?.replies.push(reply(doc));
    return [...posts.values()];
  }

  /** One reply as everyone signed in (or every visitor) sees it: a live push's. */
  async reply(doc: DiscussionDocument, signedIn: boolean): Promise<DiscussionReplyResponse> {
    const people = await usersById(this.store, [doc.authorId]);
    return {
      id: doc.replyId ?? doc.postId,
      postId: doc.postId,
      text: doc.text,
      author: toAuthor(doc.authorId, people.get(doc.authorId), signedIn),
      createdAt: doc.createdAt,
      editedAt: doc.editedAt,
      likeCount: doc.likedBy.length,
      likedByMe: false,
    };
  }

  /** What the viewer may do here, by the access policy, from the read models' facts. */
  private async allowed(
    meetup: { groupId: string | null; organizerId: string },
    viewer: AuthenticatedUser | null,
  ): Promise<Pick<DiscussionResponse, 'canWrite' | 'canModerate'>> {
    if (viewer === null) return { canWrite: false, canModerate: false };
    const [group, membership] = meetup.groupId
      ? await Promise.all([
          this.store.collection(GROUPS).findOne({ _id: meetup.groupId }),
          this.store.collection(GROUP_MEMBERS).findOne({ _id: `${meetup.groupId}:${viewer.id}` }),
        ])
      : [null, null];
    const facts = {
      organizerId: meetup.organizerId,
      group: group ? { kind: group.kind, ownerId: group.ownerId } : null,
    };
    const actor = { userId: viewer.id, isMember: membership !== null, role: membership?.role };
    return {
      canWrite: canActOnDiscussion('write', facts, actor),
      canModerate: canActOnDiscussion('moderate', facts, actor),
    };
  }
}

function notThere(): never {
  throw notFound('DISCUSSION.NOT_FOUND', 'Post not found');
}
