import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { discussionDecider, discussionStream } from '../../domain/discussion.decider.js';
import { postThread } from '../../facts/thread-facts.js';
import { HideDiscussionPost } from './hide-post.command.js';

@CommandHandler(HideDiscussionPost)
export class HideDiscussionPostHandler implements ICommandHandler<HideDiscussionPost> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ postId, replyId, user, byAdmin, reason, context }: HideDiscussionPost) {
    const { position } = await this.aggregates.handle({
      stream: discussionStream(postId),
      decider: discussionDecider,
      context,
      command: async (post) => {
        const { meetup, actor } = await postThread(this.aggregates, post, user);
        return { type: 'HidePost' as const, replyId, reason, byAdmin, meetup, actor };
      },
    });
    return { position };
  }
}
