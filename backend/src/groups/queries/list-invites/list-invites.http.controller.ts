import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListInvites } from './list-invites.query.js';
import type { InviteLinkResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class ListInvitesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/invites')
  list(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<InviteLinkResponse[]> {
    return this.queryBus.execute(new ListInvites(groupId, user.id));
  }
}
