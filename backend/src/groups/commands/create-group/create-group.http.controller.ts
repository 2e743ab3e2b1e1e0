import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { Context, CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CommandContext } from '../../../shared/handle-command.js';
import { READ_MODEL_SYNC, type ReadModelSync } from '../../../shared/read-model-sync.port.js';
import { GetGroup } from '../../queries/get-group/get-group.query.js';
import { CreateGroup } from './create-group.command.js';
import {
  createGroupRequest,
  type CreateGroupRequest,
} from '../../../contracts/requests/create-group.request.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class CreateGroupController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(QueryBus) private readonly queryBus: QueryBus,
    @Inject(READ_MODEL_SYNC) private readonly readModels: ReadModelSync,
  ) {}

  @Post()
  @HttpCode(201)
  async createGroup(
    @Body({ schema: createGroupRequest }) body: CreateGroupRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Context() context: CommandContext,
  ): Promise<GroupResponse> {
    const { groupId, position } = await this.commandBus.execute(
      new CreateGroup(user.id, body, context),
    );
    await this.readModels.waitFor(position);
    return this.queryBus.execute(new GetGroup(groupId, user.id));
  }
}
