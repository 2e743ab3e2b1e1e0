import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';

export class AddComment extends Command<{ commentId: string; position: GlobalPosition | null }> {
  constructor(
    readonly postId: string,
    readonly authorId: string,
    readonly content: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
