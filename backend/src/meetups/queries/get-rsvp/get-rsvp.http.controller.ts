import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import type { RsvpResponse } from '../../../contracts/meetups.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetRsvp } from './get-rsvp.query.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class GetRsvpController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The caller's own answer; status null when they have none. */
  @Get(':id/rsvp')
  mine(
    @Param('id') meetupId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<RsvpResponse> {
    return this.queryBus.execute(new GetRsvp(meetupId, user));
  }
}
