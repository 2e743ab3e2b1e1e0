import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { postDecider, postStream } from '../../domain/post.decider.js';
import { DeletePost } from './delete-post.command.js';

@CommandHandler(DeletePost)
export class DeletePostHandler implements ICommandHandler<DeletePost> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ postId, userId, context }: DeletePost) {
    const { position } = await handleCommand({
      store: this.store,
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: { type: 'DeletePost', postId, userId },
    });
    return { position };
  }
}
