import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { notFound } from '../../../shared/errors.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { postDecider, postStream } from '../../domain/post.decider.js';
import { groupOfPost, isMember, loadGroup } from '../load-group.js';
import { AddComment } from './add-comment.command.js';

@CommandHandler(AddComment)
export class AddCommentHandler implements ICommandHandler<AddComment> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ postId, authorId, content, context }: AddComment) {
    const groupId = await groupOfPost(this.store, postId);
    if (!groupId) throw notFound('POSTS.NOT_FOUND', 'Post not found');
    const group = await loadGroup(this.store, groupId);
    const commentId = this.ids.newId();
    const { position } = await handleCommand({
      store: this.store,
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
