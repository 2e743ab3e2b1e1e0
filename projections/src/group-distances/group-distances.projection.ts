import type { DocumentChange, ProjectionView } from '../projection.js';
import { defineProjection, upsert } from '../projection.js';
import { milesBetween, type Coordinates } from '../geography/great-circle.js';
import {
  GROUP_DISTANCES,
  distanceOriginKey as placeKey,
} from '@packmeet/backend/contracts/read-models';
import type { Document } from '../store/document-store.port.js';

/** Cities distances are measured from: where members live and where groups meet. */
const ORIGINS = 'distance_origins';
/** Where each group meets. */
const TARGETS = 'distance_targets';

interface Place extends Coordinates, Document {
  _id: string;
  city: string;
  state: string;
}

/**
 * The miles from one origin city to one group. Only what readers cannot
 * derive: the drive time follows from the miles (`driveTimeMinutes`), and
 * when it was worked out is nobody's question.
 */
function distance(origin: Place, target: Place & { groupId: string }): DocumentChange {
  // Same city is 0 whatever the coordinates say: that is what "Same city" means to people.
  const miles =
    placeKey(origin.city, origin.state) === placeKey(target.city, target.state)
      ? 0
      : milesBetween(origin, target);
  return upsert(GROUP_DISTANCES, `${target.groupId}|${origin._id}`, {
    $set: {
      groupId: target.groupId,
      fromCity: origin.city,
      fromState: origin.state,
      distanceMiles: miles,
    },
  });
}

/** A city not seen before becomes an origin, with its distance to every group. */
async function newOrigin(
  view: ProjectionView,
  city: string,
  state: string,
  coordinates: Coordinates,
): Promise<{ origin: Place; changes: DocumentChange[] } | null> {
  const key = placeKey(city, state);
  if (await view.findOne(ORIGINS, { _id: key })) return null;
  const origin: Place = { _id: key, city, state, ...coordinates };
  const targets = await view.find<Place & { groupId: string }>(TARGETS, {});
  return {
    origin,
    changes: [
      upsert(ORIGINS, key, {
        $set: { city, state, latitude: coordinates.latitude, longitude: coordinates.longitude },
      }),
      ...targets.map((target) => distance(origin, target)),
    ],
  };
}

/** What a member's city adds: nothing if it is already an origin. */
async function changesForPlace(
  view: ProjectionView,
  city: string,
  state: string,
  coordinates: Coordinates,
): Promise<DocumentChange[]> {
  return (await newOrigin(view, city, state, coordinates))?.changes ?? [];
}

/**
 * The group_distances read model: for every city members live in or groups
 * meet in, the miles and an estimated drive time to every group, so the group
 * list only looks distances up (docs/geography.md).
 */
export const groupDistancesProjection = defineProjection({
  name: 'group-distances',
  // 2: no drive time (derived from the miles when read) and no calculatedAt.
  version: 2,
  collections: [GROUP_DISTANCES, ORIGINS, TARGETS],
  indexes: [{ collection: GROUP_DISTANCES, spec: { keys: { fromCity: 1, fromState: 1 } } }],
  handlers: {
    UserRegistered: ({ data }, view) => {
      if (
        data.latitude === null ||
        data.latitude === undefined ||
        data.longitude === null ||
        data.longitude === undefined
      )
        return [];
      return changesForPlace(view, data.city, data.state, {
        latitude: data.latitude,
        longitude: data.longitude,
      });
    },

    UserProfileUpdated: ({ data }, view) => {
      const { city, state, latitude, longitude } = data.changes;
      if (
        city === undefined ||
        state === undefined ||
        latitude === null ||
        latitude === undefined ||
        longitude === null ||
        longitude === undefined
      )
        return [];
      return changesForPlace(view, city, state, { latitude, longitude });
    },

    GroupCreated: async ({ data }, view) => {
      if (data.latitude === null || data.longitude === null) return [];
      const coordinates = { latitude: data.latitude, longitude: data.longitude };
      const target = {
        _id: data.groupId,
        groupId: data.groupId,
        city: data.city,
        state: data.state,
        ...coordinates,
      };
      // The group's own city is an origin too, so searching from it is a lookup.
      const added = await newOrigin(view, data.city, data.state, coordinates);
      const origins = await view.find<Place>(ORIGINS, {});
      if (added) origins.push(added.origin);
      const changes: DocumentChange[] = [
        upsert(TARGETS, data.groupId, {
          $set: { groupId: data.groupId, city: data.city, state: data.state, ...coordinates },
        }),
        ...(added?.changes ?? []),
      ];
      for (const origin of origins) changes.push(distance(origin, target));
      return changes;
    },
  },
});
