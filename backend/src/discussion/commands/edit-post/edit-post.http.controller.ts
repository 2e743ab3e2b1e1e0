import { Body, Controller, Inject, Param, Put, Query, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  editDiscussionRequest,
  replyQuery,
  type EditDiscussionRequest,
  type ReplyQuery,
} from '../../../contracts/requests/discussion.request.js';
import type {
  DiscussionPostResponse,
  DiscussionReplyResponse,
} from '../../../contracts/discussion.js';
import { GetDiscussionMessage } from '../../queries/get-thread/get-thread.query.js';
import { EditDiscussionPost } from './edit-post.command.js';

@Controller('api/discussion')
@UseGuards(RequireUser)
export class EditDiscussionPostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Its author changes a post's words (`?reply=` a reply's). */
  @Put(':postId')
  edit(
    @Param('postId') postId: string,
    @Query({ schema: replyQuery }) { reply }: ReplyQuery,
    @Body({ schema: editDiscussionRequest }) body: EditDiscussionRequest,
    @SignedIn() caller: Caller,
  ): Promise<DiscussionPostResponse | DiscussionReplyResponse> {
    const replyId = reply ?? null;
    return this.commands.sendThenAsk(
      new EditDiscussionPost(postId, replyId, caller.user, body.text, caller.context),
      () => new GetDiscussionMessage(postId, replyId, caller.user),
    );
  }
}
