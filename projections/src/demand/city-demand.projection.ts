import { CITY_DEMAND, demandMonth } from '@packmeet/backend/contracts/demand';
import { citySlug } from '@packmeet/backend/contracts/read-models';
import { defineProjection, upsert } from '../projection.js';

/**
 * Which owners were counted in a month's line, so an owner who looks again in
 * a later week of the month counts once. Never read by any query.
 */
const COUNTED_OWNERS = 'city_demand_owners';

/**
 * Unmet demand by city, activity and month: how many owners looked for a group
 * near a city and found none, or were waitlisted there (counts only; the
 * owners' ids stay in this projection's own bookkeeping).
 */
export const cityDemandProjection = defineProjection({
  name: 'city-demand',
  version: 1,
  collections: [CITY_DEMAND, COUNTED_OWNERS],
  indexes: [
    { collection: CITY_DEMAND, spec: { keys: { month: 1, citySlug: 1 } } },
    { collection: CITY_DEMAND, spec: { keys: { citySlug: 1, month: 1 } } },
  ],
  handlers: {
    DemandSignalled: async ({ data, metadata }, view) => {
      const month = demandMonth(metadata.occurredAt);
      const slug = citySlug(data.city, data.state);
      const _id = `${month}:${slug}:${data.activity ?? 'any'}`;
      const ownerKey = `${_id}:${data.userId}`;
      const counted = await view.findOne(COUNTED_OWNERS, { _id: ownerKey });
      const reason = data.reason === 'waitlist-full' ? 'waitlistFull' : 'noGroupNearby';
      return [
        upsert(CITY_DEMAND, _id, {
          $set: { month, citySlug: slug, activity: data.activity },
          // The first spelling of the city names the line.
          $setOnInsert: { city: data.city.trim(), state: data.state.trim().toUpperCase() },
          $inc: {
            owners: counted ? 0 : 1,
            [reason]: 1,
            [reason === 'waitlistFull' ? 'noGroupNearby' : 'waitlistFull']: 0,
          },
        }),
        ...(counted ? [] : [upsert(COUNTED_OWNERS, ownerKey, { $set: { month } })]),
      ];
    },
  },
});
