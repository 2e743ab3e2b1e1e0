import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/auth.guards.js';
import { CommandSender } from '../../../http/command-sender.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { GetPost } from '../../queries/list-posts/get-post.query.js';
import { CreatePost } from './create-post.command.js';
import {
  createPostRequest,
  type CreatePostRequest,
} from '../../../contracts/requests/create-post.request.js';
import type { PostResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class CreatePostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':id/posts')
  @HttpCode(201)
  async createPost(
    @Param('id') groupId: string,
    @Body({ schema: createPostRequest }) body: CreatePostRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<PostResponse> {
    return this.commands.sendThenAsk(
      new CreatePost(groupId, user.id, body, context),
      ({ postId }) => new GetPost(postId, user.id),
    );
  }
}
