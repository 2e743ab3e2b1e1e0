import {
  Controller,
  Delete,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  UseGuards,
} from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { replyQuery, type ReplyQuery } from '../../../contracts/requests/discussion.request.js';
import type { DiscussionLikeResponse } from '../../../contracts/discussion.js';
import { GetDiscussionMessage } from '../../queries/get-thread/get-thread.query.js';
import { LikeDiscussionPost } from './like-post.command.js';

@Controller('api/discussion')
@UseGuards(RequireUser)
export class LikeDiscussionPostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  @Post(':postId/like')
  @HttpCode(200)
  like(
    @Param('postId') postId: string,
    @Query({ schema: replyQuery }) { reply }: ReplyQuery,
    @SignedIn() caller: Caller,
  ) {
    return this.setLike(postId, reply ?? null, true, caller);
  }

  @Delete(':postId/like')
  @HttpCode(200)
  unlike(
    @Param('postId') postId: string,
    @Query({ schema: replyQuery }) { reply }: ReplyQuery,
    @SignedIn() caller: Caller,
  ) {
    return this.setLike(postId, reply ?? null, false, caller);
  }

  private async setLike(
    postId: string,
    replyId: string | null,
    liked: boolean,
    { user, context }: Caller,
  ): Promise<DiscussionLikeResponse> {
    await this.commands.send(new LikeDiscussionPost(postId, replyId, user, liked, context));
    const message = await this.commands.ask(new GetDiscussionMessage(postId, replyId, user));
    return { liked: message.likedByMe, likeCount: message.likeCount };
  }
}
