import { Controller, Get, Header, Inject, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetCitySummary } from './get-city.query.js';
import type { CitySummary } from '../../../contracts/locations.js';

@Controller('api/locations/city')
export class GetCityController {
  constructor(@Inject(QueryBus) private readonly queryBus: QueryBus) {}

  /** Public, cached five minutes; 404 'City not found' for a slug without groups. */
  @Get(':citySlug')
  @Header('cache-control', 'public, max-age=300')
  city(@Param('citySlug') slug: string): Promise<CitySummary> {
    return this.queryBus.execute(new GetCitySummary(slug.toLowerCase(), new Date()));
  }
}
