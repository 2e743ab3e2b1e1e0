import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListAttendees } from './list-attendees.query.js';
import type { AttendeeResponse } from '../../../contracts/meetups.js';

/** Who's Going: public, first names only for visitors. */
@Controller('api/meetups')
@UseGuards(OptionalUser)
export class ListAttendeesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get(':id/attendees')
  attendees(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<AttendeeResponse[]> {
    return this.queryBus.execute(new ListAttendees(meetupId, viewer ?? null));
  }
}
