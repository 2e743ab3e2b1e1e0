import {
  DISTANCE_MID_MILES,
  DISTANCE_NEAR_MILES,
  SEARCH_RADIUS_OPTIONS,
  type SearchRadius,
} from '@/config/constants';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';

export type DistanceTone = 'near' | 'mid' | 'far';

/** Spec section 9: up to 5 miles green, up to 15 blue, farther orange. */
export function distanceTone(miles: number): DistanceTone {
  if (miles <= DISTANCE_NEAR_MILES) return 'near';
  if (miles <= DISTANCE_MID_MILES) return 'mid';
  return 'far';
}

/** Spec section 9: 0 reads 'Same city', anything else one decimal ('3.2 miles'). */
export function formatDistance(miles: number): string {
  return miles === 0 ? 'Same city' : `${miles.toFixed(1)} miles`;
}

export function knownDistance(group: GroupResponse): number | null {
  const miles = group.distanceMiles;
  return typeof miles === 'number' && Number.isFinite(miles) && miles >= 0 ? miles : null;
}

/** Groups the caller has not joined, with a known distance, nearest first. */
export function joinableGroups(groups: readonly GroupResponse[]): GroupResponse[] {
  return groups
    .filter((group) => !group.isMember && knownDistance(group) !== null)
    .sort((a, b) => (knownDistance(a) ?? 0) - (knownDistance(b) ?? 0));
}

/** Radius is a client-side filter (spec section 7). */
export function withinRadius(groups: readonly GroupResponse[], radius: number): GroupResponse[] {
  return groups.filter((group) => {
    const miles = knownDistance(group);
    return miles !== null && miles <= radius;
  });
}

export interface RadiusHint {
  radius: SearchRadius;
  /** Groups within `radius`. */
  count: number;
  /** Groups within `radius` that the current radius does not show. */
  extra: number;
}

/**
 * Spec section 2: offer the next larger radius choice that has more groups in range, if any.
 * `groups` are the joinable groups (all within the largest radius).
 */
export function nextRadiusHint(
  groups: readonly GroupResponse[],
  radius: number,
): RadiusHint | null {
  const current = withinRadius(groups, radius).length;
  for (const option of SEARCH_RADIUS_OPTIONS) {
    if (option <= radius) continue;
    const count = withinRadius(groups, option).length;
    if (count > current) return { radius: option, count, extra: count - current };
  }
  return null;
}
