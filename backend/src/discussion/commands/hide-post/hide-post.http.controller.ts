import { Body, Controller, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  hideDiscussionRequest,
  replyQuery,
  type HideDiscussionRequest,
  type ReplyQuery,
} from '../../../contracts/requests/discussion.request.js';
import { HideDiscussionPost } from './hide-post.command.js';

@Controller('api/discussion')
@UseGuards(RequireUser)
export class HideDiscussionPostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** The meetup's organizers hide a post (`?reply=` a reply), saying why. */
  @Post(':postId/hide')
  @HttpCode(204)
  async hide(
    @Param('postId') postId: string,
    @Query({ schema: replyQuery }) { reply }: ReplyQuery,
    @Body({ schema: hideDiscussionRequest }) body: HideDiscussionRequest,
    @SignedIn() { user, context }: Caller,
  ): Promise<void> {
    await this.commands.send(
      new HideDiscussionPost(postId, reply ?? null, user, false, body.reason, context),
    );
  }
}
