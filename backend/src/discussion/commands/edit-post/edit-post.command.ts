import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** Change the words of one's own post or reply (`replyId`). */
export class EditDiscussionPost extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly replyId: string | null,
    readonly user: AuthenticatedUser,
    readonly text: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
