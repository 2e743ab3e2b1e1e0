import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { ListComments } from '../../queries/list-posts/list-comments.query.js';
import { AddComment } from './add-comment.command.js';
import {
  addCommentRequest,
  type AddCommentRequest,
} from '../../../contracts/requests/add-comment.request.js';
import type { CommentResponse } from '../../../contracts/groups.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class AddCommentController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Post(':postId/comments')
  @HttpCode(201)
  async addComment(
    @Param('postId') postId: string,
    @Body({ schema: addCommentRequest }) body: AddCommentRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<CommentResponse> {
    const { commentId, position } = await this.commandBus.execute(
      new AddComment(postId, user.id, body.content, context),
    );
    await this.readModels.waitFor(position);
    const comments: CommentResponse[] = await this.queryBus.execute(
      new ListComments(postId, user.id),
    );
    return comments.find((comment) => comment.id === commentId)!;
  }
}
