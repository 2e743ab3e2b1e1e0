import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetGroupHistory } from './group-history.query.js';
import type { GroupHistoryEntry } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class GroupHistoryController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/history')
  history(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<GroupHistoryEntry[]> {
    return this.queryBus.execute(new GetGroupHistory(groupId, user));
  }
}
