import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { AuthenticatedUser } from '../../../http/request-context.js';

/** Write a post in a meetup's discussion, or a reply to one of its posts (`replyTo`). */
export class WriteDiscussionPost extends Command<{
  postId: string;
  replyId: string | null;
  position: GlobalPosition | null;
}> {
  constructor(
    readonly meetupId: string,
    readonly user: AuthenticatedUser,
    readonly text: string,
    readonly replyTo: string | null,
    readonly context: CommandContext,
  ) {
    super();
  }
}
