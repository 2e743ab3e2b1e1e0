import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import type { PlaymateMeetupsResponse } from '../../../contracts/playmates.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetPlaymateMeetups } from './playmate-meetups.query.js';

@Controller('api/playmates')
@UseGuards(RequireUser)
export class PlaymateMeetupsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The dashboard's suggestions: upcoming meetups where the caller's dogs' playmates go. */
  @Get('meetups')
  get(@CurrentUser() viewer: AuthenticatedUser): Promise<PlaymateMeetupsResponse> {
    return this.queryBus.execute(new GetPlaymateMeetups(viewer));
  }
}
