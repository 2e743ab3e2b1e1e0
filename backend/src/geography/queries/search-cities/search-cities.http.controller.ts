import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { z } from 'zod';
import { GAZETTEER, type Gazetteer } from '../../gazetteer.js';
import type { CityChoice } from '../../../contracts/geography.js';

const searchCitiesQuery = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').default(''),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/**
 * GET /api/locations/cities?q=: the offline city picker's autocomplete, US
 * only, ranked by match quality then population. Reads reference data, not
 * a read model, so it needs no query bus.
 */
@Controller('api/locations/cities')
export class SearchCitiesController {
  constructor(@Inject(GAZETTEER) private readonly gazetteer: Gazetteer) {}

  @Get()
  @Header('cache-control', 'public, max-age=86400')
  search(
    @Query({ schema: searchCitiesQuery }) query: z.infer<typeof searchCitiesQuery>,
  ): CityChoice[] {
    return this.gazetteer.search(query.q, query.limit).map((place) => ({
      city: place.name,
      state: place.state,
      stateName: place.stateName,
      latitude: place.latitude,
      longitude: place.longitude,
      population: place.population,
      label: `${place.name}, ${place.state}`,
    }));
  }
}
