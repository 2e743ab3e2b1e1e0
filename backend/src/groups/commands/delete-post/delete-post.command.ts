import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

export class DeletePost extends Command<{ position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly userId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
