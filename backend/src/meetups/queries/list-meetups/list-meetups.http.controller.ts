import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListGroupMeetups, ListUpcomingMeetups } from './list-meetups.query.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

const byGroup = z.object({
  groupId: z.string({ error: 'groupId is required' }).trim().min(1, 'groupId is required'),
});

@Controller('api/meetups')
@UseGuards(RequireUser)
export class ListMeetupsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('upcoming')
  upcoming(@CurrentUser() viewer: AuthenticatedUser): Promise<MeetupResponse[]> {
    return this.queryBus.execute(new ListUpcomingMeetups(viewer));
  }

  @Get()
  ofGroup(
    @Query({ schema: byGroup }) query: z.infer<typeof byGroup>,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<MeetupResponse[]> {
    return this.queryBus.execute(new ListGroupMeetups(query.groupId, viewer));
  }
}
