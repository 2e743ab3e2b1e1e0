import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import type { DiscussionResponse } from '../../../contracts/discussion.js';
import { GetThread } from './get-thread.query.js';

/** Whoever sees the meetup reads its discussion: visitors too, for a public group's meetup. */
@Controller('api/meetups')
@UseGuards(OptionalUser)
export class GetThreadController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/discussion')
  thread(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<DiscussionResponse> {
    return this.queryBus.execute(new GetThread(meetupId, viewer ?? null));
  }
}
