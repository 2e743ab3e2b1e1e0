import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { driveTimeMinutes, milesBetween } from '@packmeet/projections/geography/great-circle';
import {
  GROUPS,
  GROUP_DISTANCES,
  USERS,
  distanceOriginKey,
  type GroupDocument,
} from '../../contracts/read-models.js';
import {
  DOCUMENT_STORE,
  type ChangeStream,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName, trainerUsername } from '../../accounts/index.js';
import { BoundedMap } from '../../shared/bounded-map.js';
import { toGroupResponse, toListingResponse } from '../group.response.js';
import { usersById } from './group-access.js';
import type { GroupResponse } from '../../contracts/groups.js';

export interface Origin {
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Every group as seen from one origin, nearest first: as a member sees it
 * (`full`, without the member's role) and, for private groups, as a
 * stranger sees it (`listing`). Who sees which is per viewer: the query
 * decides with group-access.ts.
 */
export interface ListedGroup {
  full: GroupResponse;
  listing: GroupResponse | null;
}

/** Origins kept at once; a new search location beyond this evicts the oldest. */
const MAX_ORIGINS = 500;

/**
 * The group list from each origin city, built from the read models once and
 * kept until they change. Listing groups is the busiest read of the product
 * and the same for everyone in a city; membership, and with it what the
 * caller may see of private and invite-only groups, is per caller, and the
 * query applies it. Any change to groups or distances (and to a creator's name)
 * drops the cache: in embedded mode through the memory store's change
 * notifications, in compose mode through MongoDB change streams.
 */
@Injectable()
export class GroupListCache implements OnModuleDestroy {
  private readonly byOrigin = new BoundedMap<string, Promise<ListedGroup[]>>(MAX_ORIGINS);
  private creatorIds = new Set<string>();
  private readonly watches: ChangeStream[];

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {
    const invalidate = () => this.byOrigin.clear();
    this.watches = [
      store.collection(GROUPS).watch(invalidate),
      store.collection(GROUP_DISTANCES).watch(invalidate),
      store.collection(USERS).watch((change) => {
        if (
          change.operationType === 'drop' ||
          (change.documentKey && this.creatorIds.has(change.documentKey._id))
        ) {
          invalidate();
        }
      }),
    ];
  }

  from(origin: Origin): Promise<ListedGroup[]> {
    const key = distanceOriginKey(origin.city, origin.state);
    let cached = this.byOrigin.get(key);
    if (!cached) {
      cached = this.build(origin, key);
      this.byOrigin.set(key, cached);
      // A failed build must not stay cached.
      cached.catch(() => this.byOrigin.delete(key));
    }
    return cached;
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.watches.map((watch) => watch.close()));
  }

  private async build(origin: Origin, key: string): Promise<ListedGroup[]> {
    const [groups, distances] = await Promise.all([
      this.store.collection(GROUPS).find({}),
      this.store
        .collection(GROUP_DISTANCES)
        .find({ fromCity: origin.city, fromState: origin.state }),
    ]);
    const known = new Map(distances.map((distance) => [distance.groupId, distance]));
    const creators = await usersById(
      this.store,
      groups.map((group) => group.creatorId),
    );
    this.creatorIds = new Set([...this.creatorIds, ...creators.keys()]);

    const listed = groups.map((group): ListedGroup => {
      const miles = known.get(group._id)?.distanceMiles ?? milesFrom(origin, key, group);
      const creator = creators.get(group.creatorId);
      const full = toGroupResponse(group, {
        creatorDisplayName: creator ? displayName(creator) : 'A PackMeet member',
        creatorTrainer: trainerUsername(creator),
        distanceMiles: miles,
        driveTimeMinutes: miles === null ? null : driveTimeMinutes(miles),
        isMember: false,
        role: null,
      });
      return { full, listing: group.kind === 'private' ? toListingResponse(full) : null };
    });
    listed.sort(
      ({ full: a }, { full: b }) =>
        (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    );
    return listed;
  }
}

/** For a search location no member lives in: computed here rather than looked up. */
function milesFrom(origin: Origin, key: string, group: GroupDocument): number | null {
  if (distanceOriginKey(group.city, group.state) === key) return 0;
  if (
    origin.latitude === null ||
    origin.longitude === null ||
    group.latitude === null ||
    group.longitude === null
  ) {
    return null;
  }
  return milesBetween(
    { latitude: origin.latitude, longitude: origin.longitude },
    { latitude: group.latitude, longitude: group.longitude },
  );
}
