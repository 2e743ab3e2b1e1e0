import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { OptionalUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetMeetup } from './get-meetup.query.js';
import type { MeetupResponse } from '../../../contracts/meetups.js';

/** Public: visitors get the general area of the location only. */
@Controller('api/meetups')
@UseGuards(OptionalUser)
export class GetMeetupController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get('by-slug/:slug')
  bySlug(
    @Param('slug') slug: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<MeetupResponse> {
    return this.queryBus.execute(new GetMeetup({ slug }, viewer ?? null));
  }

  @Get(':id')
  byId(
    @Param('id') id: string,
    @CurrentUser() viewer: AuthenticatedUser | undefined,
  ): Promise<MeetupResponse> {
    return this.queryBus.execute(new GetMeetup({ _id: id }, viewer ?? null));
  }
}
