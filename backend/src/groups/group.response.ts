import type { GroupDocument } from '../contracts/read-models.js';

/** A group as the API returns it (spec section 3 plus list and caller fields). */
export interface GroupResponse {
  id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  /** Decimal strings with 8 places, as the spec's decimal(10,8)/(11,8) columns read. */
  latitude: string | null;
  longitude: string | null;
  coverImage: string | null;
  isPrivate: boolean;
  creatorId: string;
  creatorDisplayName: string;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
  /** Miles from the search location, one decimal; 0 means the same city; null when unknown. */
  distanceMiles: number | null;
  driveTimeMinutes: number | null;
  isMember: boolean;
  role: 'owner' | 'member' | null;
}

export function toGroupResponse(
  group: GroupDocument,
  extra: Pick<
    GroupResponse,
    'creatorDisplayName' | 'distanceMiles' | 'driveTimeMinutes' | 'isMember' | 'role'
  >,
): GroupResponse {
  return {
    id: group._id,
    name: group.name,
    description: group.description,
    city: group.city,
    state: group.state,
    latitude: group.latitude === null ? null : group.latitude.toFixed(8),
    longitude: group.longitude === null ? null : group.longitude.toFixed(8),
    coverImage: group.coverImage,
    isPrivate: group.isPrivate,
    creatorId: group.creatorId,
    memberCount: group.memberCount,
    createdAt: group.createdAt,
    updatedAt: group.updatedAt,
    ...extra,
  };
}
