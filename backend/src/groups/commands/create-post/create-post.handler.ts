import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { postDecider, postStream } from '../../domain/post.decider.js';
import { isMember, loadGroup } from '../../facts/load-group.js';
import { CreatePost } from './create-post.command.js';

@CommandHandler(CreatePost)
export class CreatePostHandler implements ICommandHandler<CreatePost> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ groupId, authorId, post, context }: CreatePost) {
    const group = await loadGroup(this.aggregates, groupId, { seenBy: authorId });
    const postId = this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: {
        type: 'CreatePost',
        authorIsMember: isMember(group, authorId),
        post: { postId, groupId, authorId, content: post.content, imageUrl: post.imageUrl ?? null },
      },
    });
    return { postId, position };
  }
}
