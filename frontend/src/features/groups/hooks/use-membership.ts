import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { useCurrentUserId } from '@/lib/auth-token';

/**
 * Spec section 4 "Group membership": the owner (the creator until they hand the group over)
 * counts as a member and cannot leave. The server's `role`/`isMember` decide; the token's user
 * id backs up the owner check. `isCreator` names the group's owner today.
 */
export function membershipOf(
  group: GroupResponse,
  userId: string | null,
): { isMember: boolean; isCreator: boolean } {
  const ownerId = group.ownerId ?? group.creatorId;
  const isCreator = group.role === 'owner' || (Boolean(userId) && ownerId === userId);
  return {
    isCreator,
    isMember:
      isCreator || group.isMember || group.role === 'member' || group.role === 'co-organizer',
  };
}

/** The signed-in user's membership of `group`. */
export function useMembership(group: GroupResponse): { isMember: boolean; isCreator: boolean } {
  return membershipOf(group, useCurrentUserId());
}
