import { Inject, Injectable } from '@nestjs/common';
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
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import { displayName, trainerUsername } from '../../accounts/index.js';
import { Caches } from '../../infrastructure/caching/caches.js';
import { approximateBytes } from '../../shared/approximate-bytes.js';
import { MiB, type BoundedCache } from '../../shared/bounded-cache.js';
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

/** One origin's list: being built, then built (and measured again for the cache's bound). */
interface Kept {
  promise: Promise<ListedGroup[]>;
  listed?: ListedGroup[];
}

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
export class GroupListCache {
  private readonly byOrigin: BoundedCache<string, Kept>;
  private creatorIds = new Set<string>();

  constructor(
    @Inject(DOCUMENT_STORE) private readonly store: DocumentStore,
    @Inject(Caches) caches: Caches,
  ) {
    this.byOrigin = caches.create({
      name: 'group_lists',
      purpose: 'reading every group, its distances and creators per GET /api/groups',
      // A busy city's list is about 100 KB: a few hundred origins.
      maxBytes: 24 * MiB,
      sizeOf: (kept, key) => 2 * key.length + (kept.listed ? approximateBytes(kept.listed) : 64),
      dropOn: {
        [GROUPS]: 'all',
        [GROUP_DISTANCES]: 'all',
        [USERS]: (change, cache) => {
          const creator = change.documentKey && this.creatorIds.has(change.documentKey._id);
          if (change.operationType === 'drop' || creator) cache.invalidateAll();
        },
      },
    });
  }

  from(origin: Origin): Promise<ListedGroup[]> {
    const key = distanceOriginKey(origin.city, origin.state);
    const cached = this.byOrigin.get(key);
    if (cached) return cached.promise;
    const kept: Kept = { promise: this.build(origin, key) };
    this.byOrigin.set(key, kept);
    kept.promise.then(
      (listed) => {
        kept.listed = listed;
        // Kept again to be measured built, unless a change dropped it meanwhile.
        if (this.byOrigin.peek(key) === kept) this.byOrigin.set(key, kept);
      },
      // A failed build must not stay cached.
      () => {
        if (this.byOrigin.peek(key) === kept) this.byOrigin.delete(key);
      },
    );
    return kept.promise;
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
    listed.sort(({ full: a }, { full: b }) => nearestFirst(a, b));
    return listed;
  }
}

/** A group's place in the list's order; also a page's position (GET /api/groups?list=). */
export type ListPosition = Pick<GroupResponse, 'distanceMiles' | 'name' | 'id'>;

/** The list's order: nearest first (unknown distances last), then by name, then by id. */
export function nearestFirst(a: ListPosition, b: ListPosition): number {
  return (
    (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity) ||
    a.name.localeCompare(b.name) ||
    a.id.localeCompare(b.id)
  );
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
