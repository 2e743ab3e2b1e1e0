import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import type { PlayedWellResponse } from '../../../contracts/playmates.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetPlayedWell } from './played-well.query.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class PlayedWellController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Anyone who may see the meetup; dogs only for owners whose dogs came. */
  @Get(':id/played-well')
  get(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<PlayedWellResponse> {
    return this.queryBus.execute(new GetPlayedWell(meetupId, viewer));
  }
}
