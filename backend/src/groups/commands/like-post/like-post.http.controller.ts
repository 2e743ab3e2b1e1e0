import { Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/auth.guards.js';
import { CommandSender } from '../../../http/command-sender.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { GetPost } from '../../queries/list-posts/get-post.query.js';
import { LikePost } from './like-post.command.js';
import type { PostLikeResponse, PostResponse } from '../../../contracts/groups.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class LikePostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

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
    await this.commands.send(new LikePost(postId, userId, liked, context));
    const post: PostResponse = await this.commands.ask(new GetPost(postId, userId));
    return { liked: post.likedByMe, likeCount: post.likeCount };
  }
}
