import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { blocksOf } from '../../../moderation/index.js';
import {
  discussionDecider,
  discussionPostNotFound,
  discussionStream,
} from '../../domain/discussion.decider.js';
import { threadFacts } from '../../facts/thread-facts.js';
import { WriteDiscussionPost } from './write-post.command.js';

@CommandHandler(WriteDiscussionPost)
export class WriteDiscussionPostHandler implements ICommandHandler<WriteDiscussionPost> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ meetupId, user, text, replyTo, context }: WriteDiscussionPost) {
    const thread = await threadFacts(this.aggregates, meetupId, user);
    const mentions = await thread.mentions(text);
    const { meetup, actor, groupId } = thread;
    const base = { type: 'WritePost' as const, meetupId, groupId, text, mentions, meetup, actor };
    if (replyTo === null) {
      const postId = this.ids.newId();
      const { position } = await this.aggregates.handle({
        stream: discussionStream(postId),
        decider: discussionDecider,
        context,
        command: { ...base, postId, replyId: null },
      });
      return { postId, replyId: null, position };
    }
    const replyId = this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: discussionStream(replyTo),
      decider: discussionDecider,
      context,
      command: async (post) => {
        // A reply goes to a post of this meetup's thread; a reply's id names no post.
        if (post.status !== 'open' || !post.meetupIds.includes(meetupId))
          throw discussionPostNotFound();
        const authorId = post.post.authorId;
        return {
          ...base,
          postId: replyTo,
          replyId,
          postAuthor: { userId: authorId, blocks: await blocksOf(this.aggregates, authorId) },
        };
      },
    });
    return { postId: replyTo, replyId, position };
  }
}
