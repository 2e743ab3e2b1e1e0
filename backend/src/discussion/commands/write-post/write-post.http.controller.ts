import { Body, Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { RequestBudget, RequireUser } from '../../../auth/index.js';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import {
  writeDiscussionRequest,
  type WriteDiscussionRequest,
} from '../../../contracts/requests/discussion.request.js';
import type {
  DiscussionPostResponse,
  DiscussionReplyResponse,
} from '../../../contracts/discussion.js';
import { GetDiscussionMessage } from '../../queries/get-thread/get-thread.query.js';
import { WriteDiscussionPost } from './write-post.command.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class WriteDiscussionPostController {
  /**
   * Per member, so nobody floods a thread (and the sockets watching it).
   * Counted in this process's memory like the report limit: a refused post
   * appends nothing, so it gives its share back.
   */
  private readonly perMember: RequestBudget;

  constructor(
    @Inject(CommandSender) private readonly commands: CommandSender,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.perMember = new RequestBudget({
      ...config.limits.discussionPostsPerMember,
      code: 'DISCUSSION.TOO_MANY',
      message: (wait) => `You have written a lot here lately. Please try again in ${wait}.`,
    });
  }

  @Post(':id/discussion')
  @HttpCode(201)
  async write(
    @Param('id') meetupId: string,
    @Body({ schema: writeDiscussionRequest }) body: WriteDiscussionRequest,
    @SignedIn() caller: Caller,
  ): Promise<DiscussionPostResponse | DiscussionReplyResponse> {
    const refund = this.perMember.take(caller.user.id);
    try {
      return await this.commands.sendThenAsk(
        new WriteDiscussionPost(
          meetupId,
          caller.user,
          body.text,
          body.replyTo ?? null,
          caller.context,
        ),
        ({ postId, replyId }) => new GetDiscussionMessage(postId, replyId, caller.user),
      );
    } catch (error) {
      refund();
      throw error;
    }
  }
}
