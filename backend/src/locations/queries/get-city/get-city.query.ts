import { Query } from '@nestjs/cqrs';
import type { CitySummary } from '../../../contracts/locations.js';

/** GET /api/locations/city/{citySlug}: a city hub's figures, public. */
export class GetCitySummary extends Query<CitySummary> {
  constructor(
    readonly slug: string,
    readonly now: Date,
  ) {
    super();
  }
}
