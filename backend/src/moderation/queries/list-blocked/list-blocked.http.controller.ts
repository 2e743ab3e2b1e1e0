import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { BlockedMemberResponse } from '../../../contracts/moderation.js';
import { ListBlocked } from './list-blocked.query.js';

@Controller('api/blocks')
@UseGuards(RequireUser)
export class ListBlockedController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The caller's own block list (the profile page shows it with Unblock). */
  @Get()
  list(@CurrentUser() user: AuthenticatedUser): Promise<BlockedMemberResponse[]> {
    return this.queryBus.execute(new ListBlocked(user.id));
  }
}
