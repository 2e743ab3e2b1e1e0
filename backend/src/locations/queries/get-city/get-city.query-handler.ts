import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CitySummaryCache } from './city-summary.cache.js';
import { GetCitySummary } from './get-city.query.js';
import type { CitySummary } from '../../../contracts/locations.js';

/** A city hub's figures, from the summary kept per city (city-summary.cache.ts). */
@QueryHandler(GetCitySummary)
export class GetCitySummaryHandler implements IQueryHandler<GetCitySummary> {
  constructor(@Inject(CitySummaryCache) private readonly cities: CitySummaryCache) {}

  execute({ slug, now }: GetCitySummary): Promise<CitySummary> {
    return this.cities.summary(slug, now);
  }
}
