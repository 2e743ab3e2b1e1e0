import { Query } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../http/request-context.js';
import type {
  DiscussionPostResponse,
  DiscussionReplyResponse,
  DiscussionResponse,
} from '../../../contracts/discussion.js';

/** A meetup's discussion as the viewer may see it (null: a visitor). */
export class GetThread extends Query<DiscussionResponse> {
  constructor(
    readonly meetupId: string,
    readonly viewer: AuthenticatedUser | null,
  ) {
    super();
  }
}

/** One post or reply, as its author reads it back after a change. */
export class GetDiscussionMessage extends Query<DiscussionPostResponse | DiscussionReplyResponse> {
  constructor(
    readonly postId: string,
    readonly replyId: string | null,
    readonly viewer: AuthenticatedUser,
  ) {
    super();
  }
}
