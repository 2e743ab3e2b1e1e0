import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { discussionDecider, discussionStream } from '../../domain/discussion.decider.js';
import { postThread } from '../../facts/thread-facts.js';
import { EditDiscussionPost } from './edit-post.command.js';

@CommandHandler(EditDiscussionPost)
export class EditDiscussionPostHandler implements ICommandHandler<EditDiscussionPost> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ postId, replyId, user, text, context }: EditDiscussionPost) {
    const { position } = await this.aggregates.handle({
      stream: discussionStream(postId),
      decider: discussionDecider,
      context,
      command: async (post) => {
        const { meetup, actor, mentions } = await postThread(this.aggregates, post, user);
        return {
          type: 'EditPost' as const,
          replyId,
          text,
          mentions: await mentions(text),
          meetup,
          actor,
        };
      },
    });
    return { position };
  }
}
