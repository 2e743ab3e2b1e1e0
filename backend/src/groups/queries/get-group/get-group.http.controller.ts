import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/auth.guards.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetGroup } from './get-group.query.js';
import type { GroupResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class GetGroupController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id')
  getGroup(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<GroupResponse> {
    return this.queryBus.execute(new GetGroup(groupId, user.id));
  }
}
