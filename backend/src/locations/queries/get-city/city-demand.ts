import {
  demandMonth,
  mostWanted,
  type CityDemand,
  type CityDemandDocument,
} from '../../../contracts/demand.js';
import type { GroupDocument } from '../../../contracts/read-models.js';

/** How many demand lines a city page shows. */
export const CITY_DEMAND_LINES = 3;

/**
 * The city page's demand lines: owners who looked near the city this month
 * and found nothing, for activities none of its listed groups offers (a group
 * started since answers them), most wanted first.
 */
export function cityDemand(
  lines: readonly CityDemandDocument[],
  groups: readonly GroupDocument[],
  now: Date,
): CityDemand[] {
  const month = demandMonth(now);
  const offered = new Set(groups.flatMap((group) => group.activities ?? []));
  return lines
    .filter((line) => line.month === month && !(line.activity && offered.has(line.activity)))
    .map(({ activity, owners }) => ({ activity, owners }))
    .sort(mostWanted)
    .slice(0, CITY_DEMAND_LINES);
}
