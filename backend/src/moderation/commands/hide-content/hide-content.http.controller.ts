import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  moderationReasonRequest,
  type ModerationReasonRequest,
} from '../../../contracts/requests/moderation.request.js';
import { HideContent } from './hide-content.command.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class HideContentController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** A group's organizers hide a post from its feed, saying why. */
  @Post(':postId/hide')
  @HttpCode(204)
  async hidePost(
    @Param('postId') postId: string,
    @Body({ schema: moderationReasonRequest }) body: ModerationReasonRequest,
    @SignedIn() caller: Caller,
  ): Promise<void> {
    await this.hide(postId, null, body, caller);
  }

  @Post(':postId/comments/:commentId/hide')
  @HttpCode(204)
  async hideComment(
    @Param('postId') postId: string,
    @Param('commentId') commentId: string,
    @Body({ schema: moderationReasonRequest }) body: ModerationReasonRequest,
    @SignedIn() caller: Caller,
  ): Promise<void> {
    await this.hide(postId, commentId, body, caller);
  }

  private hide(
    postId: string,
    commentId: string | null,
    { reason }: ModerationReasonRequest,
    { user, context }: Caller,
  ) {
    return this.commands.send(
      new HideContent(postId, commentId, user.id, user.isAdmin, reason, context),
    );
  }
}
