import { Controller, Get, Inject, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetMeetupHistory } from './meetup-history.query.js';
import type { MeetupHistoryResponse } from '../../../contracts/meetups.js';

const historyQuery = z.object({
  at: z
    .string()
    .refine((value) => !Number.isNaN(Date.parse(value)), 'at must be an ISO date and time')
    .optional(),
});

@Controller('api/meetups')
@UseGuards(RequireUser)
export class MeetupHistoryController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** `?at=<ISO>` adds the attendance as of that moment. */
  @Get(':id/history')
  history(
    @Param('id') meetupId: string,
    @Query({ schema: historyQuery }) query: z.infer<typeof historyQuery>,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<MeetupHistoryResponse> {
    return this.queryBus.execute(
      new GetMeetupHistory(meetupId, viewer, query.at ? new Date(query.at) : null),
    );
  }
}
