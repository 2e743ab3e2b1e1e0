import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { blocksOf } from '../../../moderation/index.js';
import { discussionDecider, discussionStream } from '../../domain/discussion.decider.js';
import { postThread } from '../../facts/thread-facts.js';
import { LikeDiscussionPost } from './like-post.command.js';

@CommandHandler(LikeDiscussionPost)
export class LikeDiscussionPostHandler implements ICommandHandler<LikeDiscussionPost> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ postId, replyId, user, liked, context }: LikeDiscussionPost) {
    const { position } = await this.aggregates.handle({
      stream: discussionStream(postId),
      decider: discussionDecider,
      context,
      command: async (post) => {
        const { meetup, actor } = await postThread(this.aggregates, post, user);
        if (!liked) return { type: 'UnlikePost' as const, replyId, meetup, actor };
        // The liked message's author, for the block between them (an unknown reply: none).
        const authorId =
          post.status === 'none'
            ? null
            : replyId === null
              ? post.post.authorId
              : (post.replies.get(replyId)?.authorId ?? null);
        const authorBlocks = authorId === null ? [] : await blocksOf(this.aggregates, authorId);
        return { type: 'LikePost' as const, replyId, authorBlocks, meetup, actor };
      },
    });
    return { position };
  }
}
