import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** Like (`liked` true) or take back one's like of a post or reply (`replyId`). */
export class LikeDiscussionPost extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly replyId: string | null,
    readonly user: AuthenticatedUser,
    readonly liked: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
