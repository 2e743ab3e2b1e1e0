import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { JoinGroup } from './join-group.command.js';
import type { GroupResponse, JoinGroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class JoinGroupController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  /** Joining twice is harmless: the answer says so instead of adding a second membership. */
  @Post(':id/join')
  @HttpCode(200)
  async join(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<JoinGroupResponse> {
    const { joined, position } = await this.commandBus.execute(
      new JoinGroup(groupId, user.id, context),
    );
    await this.readModels.waitFor(position);
    const group: GroupResponse = await this.queryBus.execute(new GetGroup(groupId, user.id));
    return {
      joined,
      message: joined
        ? "You've successfully joined the group!"
        : "You're already a member of this group.",
      group,
    };
  }
}
