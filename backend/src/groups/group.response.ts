import { canActInGroup, isPrivateGroup } from '../contracts/access-policy.js';
import type { GroupDocument } from '../contracts/read-models.js';
import type { GroupResponse } from '../contracts/groups.js';
import { UNKNOWN_ACTIVITY_PROFILE } from '../contracts/activities.js';

export function toGroupResponse(
  group: GroupDocument,
  extra: Pick<
    GroupResponse,
    'creatorDisplayName' | 'distanceMiles' | 'driveTimeMinutes' | 'isMember' | 'role'
  > &
    Partial<Pick<GroupResponse, 'view' | 'joinRequest' | 'creatorTrainer'>>,
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
    isPrivate: isPrivateGroup(group),
    kind: group.kind,
    rules: group.rules,
    activities: group.activities ?? UNKNOWN_ACTIVITY_PROFILE.activities,
    level: group.level ?? UNKNOWN_ACTIVITY_PROFILE.level,
    creatorId: group.creatorId,
    ownerId: group.ownerId,
    memberCount: group.memberCount,
    createdAt: group.createdAt,
    updatedAt: group.updatedAt,
    view: 'full',
    joinRequest: null,
    creatorTrainer: null,
    canManage: canActInGroup('organize', extra.role),
    ...extra,
  };
}

/**
 * A group as a stranger sees a private group (group-access.ts, 'listing'):
 * name, place, description, member count, kind and rules. Who created or runs
 * it is about its members, so it is left out (empty), like the cover photo
 * (often the members and their dogs).
 */
export function toListingResponse(group: GroupResponse): GroupResponse {
  return {
    ...group,
    coverImage: null,
    creatorId: '',
    creatorDisplayName: '',
    creatorTrainer: null,
    ownerId: '',
    view: 'listing',
    canManage: false,
    isMember: false,
    role: null,
  };
}
