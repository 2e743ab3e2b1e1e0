import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** Delete one's own post (with its replies) or reply (`replyId`). */
export class DeleteDiscussionPost extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly replyId: string | null,
    readonly user: AuthenticatedUser,
    readonly context: CommandContext,
  ) {
    super();
  }
}
