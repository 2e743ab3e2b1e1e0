import { Controller, Delete, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { GetPost } from '../../queries/list-posts/get-post.query.js';
import { LikePost } from './like-post.command.js';
import type { PostLikeResponse, PostResponse } from '../../../contracts/groups.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class LikePostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':postId/like')
  @HttpCode(200)
  like(@Param('postId') postId: string, @SignedIn() caller: Caller) {
    return this.setLike(postId, true, caller);
  }

  @Delete(':postId/like')
  @HttpCode(200)
  unlike(@Param('postId') postId: string, @SignedIn() caller: Caller) {
    return this.setLike(postId, false, caller);
  }

  private async setLike(
    postId: string,
    liked: boolean,
    { user, context }: Caller,
  ): Promise<PostLikeResponse> {
    await this.commands.send(new LikePost(postId, user.id, liked, context));
    const post: PostResponse = await this.commands.ask(new GetPost(postId, user.id));
    return { liked: post.likedByMe, likeCount: post.likeCount };
  }
}
