import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import type { PlaymatesGoingResponse } from '../../../contracts/playmates.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetPlaymatesGoing } from './playmates-going.query.js';

@Controller('api/meetups')
@UseGuards(RequireUser)
export class PlaymatesGoingController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** "2 of Biscuit's playmates are going": to the dogs' owner, for a meetup they may see. */
  @Get(':id/playmates-going')
  get(
    @Param('id') meetupId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<PlaymatesGoingResponse> {
    return this.queryBus.execute(new GetPlaymatesGoing(meetupId, viewer));
  }
}
