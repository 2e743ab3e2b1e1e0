import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { LeaveGroup } from './leave-group.command.js';
import type { LeaveGroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class LeaveGroupController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Post(':id/leave')
  @HttpCode(200)
  async leave(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<LeaveGroupResponse> {
    const { position } = await this.commandBus.execute(new LeaveGroup(groupId, user.id, context));
    await this.readModels.waitFor(position);
    return { left: true };
  }
}
