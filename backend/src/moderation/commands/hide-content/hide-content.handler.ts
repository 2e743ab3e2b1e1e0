import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AGGREGATES, type Aggregates } from '../../../shared/aggregates.js';
import {
  isOrganizer,
  loadGroup,
  postDecider,
  postNotFound,
  postStream,
} from '../../../groups/index.js';
import { HideContent } from './hide-content.command.js';

@CommandHandler(HideContent)
export class HideContentHandler implements ICommandHandler<HideContent> {
  constructor(@Inject(AGGREGATES) private readonly aggregates: Aggregates) {}

  async execute({ postId, commentId, by, byAdmin, reason, context }: HideContent) {
    const { position } = await this.aggregates.handle({
      stream: postStream(postId),
      decider: postDecider,
      context,
      command: async (post) => {
        if (post.status === 'none') throw postNotFound();
        // An administrator need not see the group; an organizer is one of it.
        const group = byAdmin
          ? null
          : await loadGroup(this.aggregates, post.groupId, { seenBy: by, missing: postNotFound });
        const mayModerate = byAdmin || (group !== null && isOrganizer(group, by));
        return commentId === null
          ? { type: 'HidePost' as const, postId, by, reason, mayModerate }
          : { type: 'HideComment' as const, postId, commentId, by, reason, mayModerate };
      },
    });
    return { position };
  }
}
