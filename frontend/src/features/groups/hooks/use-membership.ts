import { useCurrentUserId } from '@/lib/auth-token';
import type { Group } from '../types';

/**
 * Spec section 4 "Group membership": the creator counts as a member (role owner) and cannot
 * leave. The server's `role`/`isMember` decide; the token's user id backs up the creator check.
 */
export function useMembership(group: Group): { isMember: boolean; isCreator: boolean } {
  const userId = useCurrentUserId();
  const isCreator =
    group.role === 'owner' ||
    (Boolean(userId) && Boolean(group.creatorId) && group.creatorId === userId);
  return { isCreator, isMember: isCreator || Boolean(group.isMember) || group.role === 'member' };
}
