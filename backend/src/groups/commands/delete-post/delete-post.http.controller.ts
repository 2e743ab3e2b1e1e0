import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { RequireUser } from '../../../auth/auth.guards.js';
import { CommandSender } from '../../../http/command-sender.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/command-context.js';
import { DeletePost } from './delete-post.command.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class DeletePostController {
  constructor(@Inject(CommandSender) private readonly commands: CommandSender) {}

  /** Authors delete their own posts. */
  @Delete(':postId')
  @HttpCode(204)
  async deletePost(
    @Param('postId') postId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<void> {
    await this.commands.send(new DeletePost(postId, user.id, context));
  }
}
