import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { notFound } from '../../../shared/errors.js';
import { handleCommand } from '../../../shared/handle-command.js';
import { postDecider, postStream } from '../../domain/post.decider.js';
import { groupOfPost, isMember, loadGroup } from '../load-group.js';
import { LikePost } from './like-post.command.js';

@CommandHandler(LikePost)
export class LikePostHandler implements ICommandHandler<LikePost> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ postId, userId, liked, context }: LikePost) {
    const groupId = await groupOfPost(this.store, postId);
    if (!groupId) throw notFound('POSTS.NOT_FOUND', 'Post not found');
    const userIsMember = liked ? isMember(await loadGroup(this.store, groupId), userId) : true;
    const { position } = await handleCommand({
      store: this.store,
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: liked
        ? { type: 'LikePost', postId, userId, userIsMember }
        : { type: 'UnlikePost', postId, userId },
    });
    return { position };
  }
}
