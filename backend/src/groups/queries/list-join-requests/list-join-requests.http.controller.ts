import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListJoinRequests } from './list-join-requests.query.js';
import type { PendingJoinRequest } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class ListJoinRequestsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/join-requests')
  list(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<PendingJoinRequest[]> {
    return this.queryBus.execute(new ListJoinRequests(groupId, user));
  }
}
