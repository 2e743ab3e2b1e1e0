import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { discussionDecider, discussionStream } from '../../domain/discussion.decider.js';
import { postThread } from '../../facts/thread-facts.js';
import { DeleteDiscussionPost } from './delete-post.command.js';

@CommandHandler(DeleteDiscussionPost)
export class DeleteDiscussionPostHandler implements ICommandHandler<DeleteDiscussionPost> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ postId, replyId, user, context }: DeleteDiscussionPost) {
    const { position } = await this.aggregates.handle({
      stream: discussionStream(postId),
      decider: discussionDecider,
      context,
      command: async (post) => {
        const { meetup, actor } = await postThread(this.aggregates, post, user);
        return { type: 'DeletePost' as const, replyId, meetup, actor };
      },
    });
    return { position };
  }
}
