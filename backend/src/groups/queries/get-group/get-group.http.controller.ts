import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetGroup } from './get-group.query.js';
import type { GroupResponse } from '../../../contracts/groups.js';

const groupQuery = z.object({ invite: z.string().max(100).optional() });

@Controller('api/groups')
@UseGuards(RequireUser)
export class GetGroupController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** `?invite=<code>`: an invite-only group's listing for the holder of a valid link. */
  @Get(':id')
  getGroup(
    @Param('id') groupId: string,
    @Query({ schema: groupQuery }) query: z.infer<typeof groupQuery>,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<GroupResponse> {
    return this.queryBus.execute(new GetGroup(groupId, user.id, { inviteCode: query.invite }));
  }
}
