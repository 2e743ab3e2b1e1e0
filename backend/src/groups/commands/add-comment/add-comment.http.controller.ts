import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/auth.guards.js';
import { CommandSender } from '../../../http/command-sender.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
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
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':postId/comments')
  @HttpCode(201)
  async addComment(
    @Param('postId') postId: string,
    @Body({ schema: addCommentRequest }) body: AddCommentRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<CommentResponse> {
    const { commentId } = await this.commands.send(
      new AddComment(postId, user.id, body.content, context),
    );
    const comments: CommentResponse[] = await this.commands.ask(new ListComments(postId, user.id));
    return comments.find((comment) => comment.id === commentId)!;
  }
}
