import { Controller, Delete, HttpCode, Inject, Param, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { DeletePost } from './delete-post.command.js';

@Controller('api/posts')
@UseGuards(RequireUser)
export class DeletePostController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  /** Authors delete their own posts. */
  @Delete(':postId')
  @HttpCode(204)
  async deletePost(
    @Param('postId') postId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<void> {
    const { position } = await this.commandBus.execute(new DeletePost(postId, user.id, context));
    await this.readModels.waitFor(position);
  }
}
