import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

/** Like (`liked: true`) or take back a like (`liked: false`). */
export class LikePost extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly userId: string,
    readonly liked: boolean,
    readonly context: CommandContext,
  ) {
    super();
  }
}
