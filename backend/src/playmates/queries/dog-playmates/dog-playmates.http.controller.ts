import { Controller, Get, Inject, Param, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import type { DogPlaymatesResponse } from '../../../contracts/playmates.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { GetDogPlaymates } from './dog-playmates.query.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class DogPlaymatesController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** The dog's playmates: its owner only (404 for anyone else). */
  @Get(':id/playmates')
  get(
    @Param('id') dogId: string,
    @CurrentUser() viewer: AuthenticatedUser,
  ): Promise<DogPlaymatesResponse> {
    return this.queryBus.execute(new GetDogPlaymates(dogId, viewer));
  }
}
