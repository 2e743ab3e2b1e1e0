import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { postDecider, postNotFound, postStream } from '../../domain/post.decider.js';
import { groupOfPost, isMember, loadGroup } from '../../facts/load-group.js';
import { LikePost } from './like-post.command.js';

@CommandHandler(LikePost)
export class LikePostHandler implements ICommandHandler<LikePost> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ postId, userId, liked, context }: LikePost) {
    const groupId = await groupOfPost(this.aggregates, postId);
    if (!groupId) throw postNotFound();
    const group = await loadGroup(this.aggregates, groupId, {
      seenBy: userId,
      missing: postNotFound,
    });
    const userIsMember = isMember(group, userId);
    return this.aggregates.handle({
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: liked
        ? { type: 'LikePost', postId, userId, userIsMember }
        : {
            type: 'UnlikePost',
            postId,
            userId,
            userIsMember,
            groupKind: group.kind,
          },
    });
  }
}
