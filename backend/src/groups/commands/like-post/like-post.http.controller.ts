import { Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { GetPost } from '../../queries/list-posts/get-post.query.js';
import { LikePost } from './like-post.command.js';
import type { PostLikeResponse, PostResponse } from '../../../contracts/groups.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class LikePostController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Post(':postId/like')
  @HttpCode(200)
  like(
    @Param('postId') postId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.setLike(postId, user.id, true, context);
  }

  @Delete(':postId/like')
  @HttpCode(200)
  unlike(
    @Param('postId') postId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ) {
    return this.setLike(postId, user.id, false, context);
  }

  private async setLike(
    postId: string,
    userId: string,
    liked: boolean,
    context: CommandContext,
  ): Promise<PostLikeResponse> {
    const { position } = await this.commandBus.execute(
      new LikePost(postId, userId, liked, context),
    );
    await this.readModels.waitFor(position);
    const post: PostResponse = await this.queryBus.execute(new GetPost(postId, userId));
    return { liked: post.likedByMe, likeCount: post.likeCount };
  }
}
