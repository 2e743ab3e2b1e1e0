import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  CITY_DEMAND,
  mostWanted,
  type CityDemandDocument,
  type UnmetCityDemand,
  type UnmetDemandResponse,
} from '../../../contracts/demand.js';
import { GetUnmetDemand } from './unmet-demand.query.js';

/** The month's demand lines, grouped by city: the most owners first, then by name. */
@QueryHandler(GetUnmetDemand)
export class GetUnmetDemandHandler implements IQueryHandler<GetUnmetDemand> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ month, limit }: GetUnmetDemand): Promise<UnmetDemandResponse> {
    const lines = await this.store.collection(CITY_DEMAND).find({ month });
    return { month, cities: byCity(lines).slice(0, limit) };
  }
}

export function byCity(lines: readonly CityDemandDocument[]): UnmetCityDemand[] {
  const cities = new Map<string, UnmetCityDemand>();
  for (const line of lines) {
    let city = cities.get(line.citySlug);
    if (!city) {
      city = {
        citySlug: line.citySlug,
        city: line.city,
        state: line.state,
        owners: 0,
        activities: [],
      };
      cities.set(line.citySlug, city);
    }
    city.owners += line.owners;
    city.activities.push({ activity: line.activity, owners: line.owners });
  }
  for (const city of cities.values()) city.activities.sort(mostWanted);
  return [...cities.values()].sort(
    (a, b) => b.owners - a.owners || a.citySlug.localeCompare(b.citySlug),
  );
}
