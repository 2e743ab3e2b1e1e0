import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { TrainerPageResponse } from '../../../contracts/trainers.js';
import { GetTrainerPage } from './trainer-page.query.js';

@Controller('api/trainers')
export class TrainerPageController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Public: the same answer for everyone (public content only), so shared caches may keep it briefly. */
  @Get(':username')
  @Header('Cache-Control', 'public, max-age=60')
  page(@Param('username') username: string): Promise<TrainerPageResponse> {
    return this.queryBus.execute(new GetTrainerPage(username, new Date()));
  }
}
