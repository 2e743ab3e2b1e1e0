import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/**
 * Hide a post, or one of its comments (`commentId`), from the feed: by one
 * of the group's organizers, or by an administrator (`byAdmin`).
 */
export class HideContent extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly commentId: string | null,
    readonly by: string,
    readonly byAdmin: boolean,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
