import { useCallback } from 'react';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useJoinMeetupGroupMutation } from '../api/meetups-api';

/**
 * Join Group from the event page, with spec section 8's texts: success has no title, only
 * "You've successfully joined the group!"; failure reads 'Failed to join group' with the
 * server's message or a generic one. (The groups feature has the same for its own screens;
 * features do not import each other.)
 */
export function useJoinMeetupGroup() {
  const [join, state] = useJoinMeetupGroupMutation();
  const joinGroup = useCallback(
    async (groupId: string) => {
      try {
        const result = await join(groupId).unwrap();
        toast({
          description:
            result?.joined === false && result.message
              ? result.message
              : "You've successfully joined the group!",
        });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Failed to join group',
          description: getServerMessage(error) ?? 'Something went wrong. Please try again.',
        });
      }
    },
    [join],
  );
  return [joinGroup, state] as const;
}
