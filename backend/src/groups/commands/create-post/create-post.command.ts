import { Command } from '@nestjs/cqrs';
import type { GlobalPosition } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/command-context.js';
import type { CreatePostRequest } from '../../../contracts/requests/create-post.request.js';

export class CreatePost extends Command<{ postId: string; position: GlobalPosition | null }> {
  constructor(
    readonly groupId: string,
    readonly authorId: string,
    readonly post: CreatePostRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}
