import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RequireUser } from '../../../auth/index.js';
import { CurrentUser, type AuthenticatedUser } from '../../../http/request-context.js';
import { ListDogs } from './list-dogs.query.js';
import type { DogResponse } from '../../../contracts/dogs.js';

@Controller('api/dogs')
@UseGuards(RequireUser)
export class ListDogsController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  @Get()
  listDogs(@CurrentUser() user: AuthenticatedUser): Promise<DogResponse[]> {
    return this.queryBus.execute(new ListDogs(user.id));
  }
}
