import { defineProjection, update, upsert } from '../projection.js';
import { CITIES, citySlug, type CityDocument } from '@packmeet/backend/contracts/read-models';

/** Which city each meetup counts for, so a cancellation can be taken off the right city. */
const MEETUP_CITIES = 'meetup_cities';

/**
 * The US directory: every city with groups, its group count and how many
 * meetups were scheduled there (cancelled ones taken off). The directory and
 * the city pages start here.
 */
export const locationsProjection = defineProjection({
  name: 'locations',
  version: 1,
  collections: [CITIES, MEETUP_CITIES],
  indexes: [{ collection: CITIES, spec: { keys: { state: 1 } } }],
  handlers: {
    GroupCreated: ({ data }) => [
      upsert(CITIES, citySlug(data.city, data.state), {
        $set: { city: data.city, state: data.state },
        $inc: { groupCount: 1 },
        $addToSet: { groupIds: data.groupId },
        $setOnInsert: { totalMeetups: 0 },
      }),
    ],
    MeetupScheduled: ({ data }) => {
      if (!data.city || !data.state) return [];
      const slug = citySlug(data.city, data.state);
      return [
        update(CITIES, { _id: slug }, { $inc: { totalMeetups: 1 } }),
        upsert(MEETUP_CITIES, data.meetupId, { $set: { slug } }),
      ];
    },
    MeetupCancelled: async ({ data }, view) => {
      const meetup = await view.findOne<{ _id: string; slug: string }>(MEETUP_CITIES, {
        _id: data.meetupId,
      });
      if (!meetup) return [];
      return [update(CITIES, { _id: meetup.slug }, { $inc: { totalMeetups: -1 } })];
    },
  },
});

export type { CityDocument };
