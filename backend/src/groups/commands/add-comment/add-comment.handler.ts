import { Inject } from '@nestjs/common';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { postDecider, postNotFound, postStream } from '../../domain/post.decider.js';
import { groupOfPost, isMember, loadGroup } from '../../facts/load-group.js';
import { AddComment } from './add-comment.command.js';

@CommandHandler(AddComment)
export class AddCommentHandler implements ICommandHandler<AddComment> {
  constructor(
    @Inject(AGGREGATES) private readonly aggregates: Aggregates,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ postId, authorId, content, context }: AddComment) {
    const groupId = await groupOfPost(this.aggregates, postId);
    if (!groupId) throw postNotFound();
    const group = await loadGroup(this.aggregates, groupId, {
      seenBy: authorId,
      missing: postNotFound,
    });
    const commentId = this.ids.newId();
    const { position } = await this.aggregates.handle({
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: {
        type: 'AddComment',
        authorIsMember: isMember(group, authorId),
        comment: { commentId, postId, groupId, authorId, content },
      },
    });
    return { commentId, position };
  }
}
