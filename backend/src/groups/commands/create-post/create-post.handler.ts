import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { postDecider, postStream } from '../../domain/post.decider.js';
import { isMember, loadGroup } from '../load-group.js';
import { CreatePost } from './create-post.command.js';

@CommandHandler(CreatePost)
export class CreatePostHandler implements ICommandHandler<CreatePost> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ groupId, authorId, post, context }: CreatePost) {
    const group = await loadGroup(this.store, groupId);
    const postId = this.ids.newId();
    const { position } = await handleCommand({
      store: this.store,
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
