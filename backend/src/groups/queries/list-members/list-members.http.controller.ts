import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListMembers } from './list-members.query.js';
import type { MemberResponse, MemberWithDetailsResponse } from '../../../contracts/groups.js';

@Controller('api/groups')
@UseGuards(RequireUser)
export class ListMembersController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/members')
  members(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MemberResponse[]> {
    return this.queryBus.execute(new ListMembers(groupId, user.id, false)) as Promise<
      MemberResponse[]
    >;
  }

  /** The Our Dogs card and the members dialog: people and their dogs. */
  @Get(':id/members-with-details')
  membersWithDetails(
    @Param('id') groupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MemberWithDetailsResponse[]> {
    return this.queryBus.execute(new ListMembers(groupId, user.id, true)) as Promise<
      MemberWithDetailsResponse[]
    >;
  }
}
