import type { GroupResponse } from '@packmeet/backend/contracts/groups';
import { useCurrentUserId } from '@/lib/auth-token';

/**
 * Spec section 4 "Group membership": the creator counts as a member (role owner) and cannot
 * leave. The server's `role`/`isMember` decide; the token's user id backs up the creator check.
 */
export function membershipOf(
  group: GroupResponse,
  userId: string | null,
): { isMember: boolean; isCreator: boolean } {
  const isCreator = group.role === 'owner' || (Boolean(userId) && group.creatorId === userId);
  return { isCreator, isMember: isCreator || group.isMember || group.role === 'member' };
}

/** The signed-in user's membership of `group`. */
export function useMembership(group: GroupResponse): { isMember: boolean; isCreator: boolean } {
  return membershipOf(group, useCurrentUserId());
}
