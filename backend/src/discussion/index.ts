/** The Nest module, and the live push of new and changed messages (used by the live gateway). */
export { DiscussionModule } from './discussion.module.js';
export { LiveDiscussion } from './live-discussion.js';

/** Facts for reports (moderation): a post's stream and state. */
export {
  discussionDecider,
  discussionPostNotFound,
  discussionStream,
} from './domain/discussion.decider.js';

/** Commands other modules send: an administrator hides reported words; a change is announced. */
export { HideDiscussionPost } from './commands/hide-post/hide-post.command.js';
export { AnnounceToMeetup } from './commands/announce/announce.command.js';
