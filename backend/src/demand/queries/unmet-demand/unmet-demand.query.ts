import { Query } from '@nestjs/cqrs';
import type { UnmetDemandResponse } from '../../../contracts/demand.js';

/** GET /api/admin/demand: the cities with the most unmet demand in `month` (`YYYY-MM`). */
export class GetUnmetDemand extends Query<UnmetDemandResponse> {
  constructor(
    readonly month: string,
    readonly limit: number,
  ) {
    super();
  }
}
