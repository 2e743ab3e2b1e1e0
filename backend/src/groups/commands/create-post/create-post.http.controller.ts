import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
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
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Post(':id/posts')
  @HttpCode(201)
  async createPost(
    @Param('id') groupId: string,
    @Body({ schema: createPostRequest }) body: CreatePostRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<PostResponse> {
    const { postId, position } = await this.commandBus.execute(
      new CreatePost(groupId, user.id, body, context),
    );
    await this.readModels.waitFor(position);
    return this.queryBus.execute(new GetPost(postId, user.id));
  }
}
