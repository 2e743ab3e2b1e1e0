import type { ReportTarget } from '../../../contracts/moderation.js';
import { userDecider, userStream } from '../../../accounts/index.js';
import { canSeeGroupContent } from '../../../contracts/access-policy.js';
import {
  groupDecider,
  groupStream,
  isMember,
  postDecider,
  postStream,
} from '../../../groups/index.js';
import { meetupDecider, meetupStream } from '../../../meetups/index.js';
import { albumDecider, albumStream } from '../../../photos/index.js';
import { discussionDecider, discussionStream } from '../../../discussion/index.js';
import type { Aggregates } from '../../../shared/aggregates.js';

/** What a report's target is, as its reporter may know it. */
export interface TargetFacts {
  found: boolean;
  subjectId: string | null;
  groupId: string | null;
}

const missing: TargetFacts = { found: false, subjectId: null, groupId: null };

/** Whether `userId` may see a group's content (the access policy's canSeeGroupContent). */
async function seesGroup(aggregates: Aggregates, groupId: string | null, userId: string) {
  if (groupId === null) return true;
  const group = await aggregates.load(groupStream(groupId), groupDecider);
  if (group.status !== 'created') return false;
  return canSeeGroupContent(group, { isMember: isMember(group, userId) });
}

/**
 * Gathers, from the event log, whether the reported thing exists for the
 * reporter (a private group's content is its members' only: an outsider's
 * report of it finds nothing) and whom it is about.
 */
export async function reportTargetFacts(
  aggregates: Aggregates,
  target: ReportTarget,
  reporterId: string,
): Promise<TargetFacts> {
  switch (target.kind) {
    case 'member': {
      const user = await aggregates.load(userStream(target.id), userDecider);
      return user.status === 'registered'
        ? { found: true, subjectId: target.id, groupId: null }
        : missing;
    }
    case 'meetup': {
      const meetup = await aggregates.load(meetupStream(target.id), meetupDecider);
      if (meetup.status === 'none' || !(await seesGroup(aggregates, meetup.groupId, reporterId)))
        return missing;
      return { found: true, subjectId: meetup.organizerId, groupId: meetup.groupId };
    }
    case 'photo': {
      const meetupId = target.meetupId ?? '';
      const meetup = await aggregates.load(meetupStream(meetupId), meetupDecider);
      if (meetup.status === 'none' || !(await seesGroup(aggregates, meetup.groupId, reporterId)))
        return missing;
      const photo = (await aggregates.load(albumStream(meetupId), albumDecider)).photos.get(
        target.id,
      );
      if (!photo || photo.hidden) return missing;
      return { found: true, subjectId: photo.uploaderId, groupId: meetup.groupId };
    }
    case 'discussion': {
      // A post's id, or a reply's with its post's: the thread's meetup decides who may see it.
      const postId = target.postId ?? target.id;
      const post = await aggregates.load(discussionStream(postId), discussionDecider);
      if (post.status !== 'open' || post.post.hidden) return missing;
      const message = target.postId === undefined ? post.post : post.replies.get(target.id);
      if (!message || message.hidden || ('deleted' in message && message.deleted)) return missing;
      const meetup = await aggregates.load(meetupStream(post.meetupIds[0]!), meetupDecider);
      if (meetup.status === 'none' || !(await seesGroup(aggregates, meetup.groupId, reporterId)))
        return missing;
      return { found: true, subjectId: message.authorId, groupId: meetup.groupId };
    }
    case 'post':
    case 'comment': {
      const postId = target.kind === 'post' ? target.id : (target.postId ?? '');
      const post = await aggregates.load(postStream(postId), postDecider);
      if (post.status !== 'published' || post.hidden) return missing;
      if (!(await seesGroup(aggregates, post.groupId, reporterId))) return missing;
      if (target.kind === 'post')
        return { found: true, subjectId: post.authorId, groupId: post.groupId };
      const comment = post.comments.get(target.id);
      if (!comment || comment.hidden) return missing;
      return { found: true, subjectId: comment.authorId, groupId: post.groupId };
    }
  }
}
