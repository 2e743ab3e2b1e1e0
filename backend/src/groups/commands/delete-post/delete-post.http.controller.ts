import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/index.js';
import { CommandSender } from '../../../shared/application/command-sender.js';
import { SignedIn, type Caller } from '../../../http/request-context.js';
import { DeletePost } from './delete-post.command.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class DeletePostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Authors delete their own posts. */
  @Delete(':postId')
  @HttpCode(204)
  async deletePost(@Param('postId') postId: string, @SignedIn() caller: Caller): Promise<void> {
    await this.commands.send(new DeletePost(postId, caller.user.id, caller.context));
  }
}
