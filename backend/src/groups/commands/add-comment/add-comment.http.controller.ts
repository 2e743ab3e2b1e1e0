import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
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
    @SignedIn() caller: Caller,
  ): Promise<CommentResponse> {
    const { commentId } = await this.commands.send(
      new AddComment(postId, caller.user.id, body.content, caller.context),
    );
    const comments: CommentResponse[] = await this.commands.ask(
      new ListComments(postId, caller.user.id),
    );
    return comments.find((comment) => comment.id === commentId)!;
  }
}
