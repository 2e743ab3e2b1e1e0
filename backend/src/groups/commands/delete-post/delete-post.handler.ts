import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postStream } from '../../domain/post.decider.js';
import { DeletePost } from './delete-post.command.js';

@CommandHandler(DeletePost)
export class DeletePostHandler implements ICommandHandler<DeletePost> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  execute({ postId, userId, context }: DeletePost) {
    return this.aggregates.handle({
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: { type: 'DeletePost', postId, userId },
    });
  }
}
