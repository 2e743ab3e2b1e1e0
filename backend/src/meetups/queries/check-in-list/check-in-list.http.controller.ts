import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { CheckInListResponse } from '../../../contracts/meetup-day.js';
import { GetCheckInList } from './check-in-list.query.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class CheckInListController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/check-in')
  list(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<CheckInListResponse> {
    return this.queryBus.execute(new GetCheckInList(meetupId, viewer));
  }
}
