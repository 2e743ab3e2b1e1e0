import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/**
 * Hide a post or reply (`replyId`) from the thread: by the meetup's
 * organizers, or by an administrator acting on a report (`byAdmin`).
 */
export class HideDiscussionPost extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly replyId: string | null,
    readonly user: AuthenticatedUser,
    readonly byAdmin: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
