import { Controller, Delete, HttpCode, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { replyQuery, type ReplyQuery } from '../../../contracts/requests/discussion.request.js';
import { DeleteDiscussionPost } from './delete-post.command.js';

@Controller('api/discussion')
@UseGuards(RequireUser)
export class DeleteDiscussionPostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Its author deletes a post with its replies (`?reply=` one reply). */
  @Delete(':postId')
  @HttpCode(204)
  async delete(
    @Param('postId') postId: string,
    @Query({ schema: replyQuery }) { reply }: ReplyQuery,
    @SignedIn() caller: Caller,
  ): Promise<void> {
    await this.commands.send(
      new DeleteDiscussionPost(postId, reply ?? null, caller.user, caller.context),
    );
  }
}
