import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postNotFound, postStream } from '../../domain/post.decider.js';
import { groupOfPost, loadGroup } from '../../facts/load-group.js';
import { DeletePost } from './delete-post.command.js';

@CommandHandler(DeletePost)
export class DeletePostHandler implements ICommandHandler<DeletePost> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ postId, userId, context }: DeletePost) {
    // A post of an invite-only group does not exist for outsiders (a 403 would say it does).
    const groupId = await groupOfPost(this.aggregates, postId);
    if (groupId)
      await loadGroup(this.aggregates, groupId, { seenBy: userId, missing: postNotFound });
    return this.aggregates.handle({
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: { type: 'DeletePost', postId, userId },
    });
  }
}
