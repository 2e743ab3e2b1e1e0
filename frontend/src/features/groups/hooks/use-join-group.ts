import { useCallback } from 'react';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useJoinGroupMutation } from '../api/groups-api';

/**
 * Join Group with the spec's toasts (section 8): success has no title, only "You've successfully
 * joined the group!"; failure reads 'Failed to join group' with the server's message or a
 * generic one. Resolves to whether the caller is now a member.
 */
export function useJoinGroup() {
  const [join, state] = useJoinGroupMutation();

  const joinGroup = useCallback(
    async (groupId: string): Promise<boolean> => {
      try {
        const result = await join(groupId).unwrap();
        toast({
          description:
            result.joined === false && result.message
              ? result.message
              : "You've successfully joined the group!",
        });
        return true;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Failed to join group',
          description: getServerMessage(error) ?? 'Something went wrong. Please try again.',
        });
        return false;
      }
    },
    [join],
  );

  return [joinGroup, state] as const;
}
