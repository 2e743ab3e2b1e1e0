import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
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
  createPost(
    @Param('id') groupId: string,
    @Body({ schema: createPostRequest }) body: CreatePostRequest,
    @SignedIn() caller: Caller,
  ): Promise<PostResponse> {
    return this.commands.sendThenAsk(
      new CreatePost(groupId, caller.user.id, body, caller.context),
      ({ postId }) => new GetPost(postId, caller.user.id),
    );
  }
}
