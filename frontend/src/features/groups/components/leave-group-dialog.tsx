import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toastOutcome } from '@/lib/toast';
import { useLeaveGroupMutation } from '../api/groups-api';
import type { GroupResponse } from '@packmeet/backend/contracts/groups';

/** Asks before leaving; the creator never sees it (spec section 4: the creator cannot leave). */
export function LeaveGroupDialog({
  group,
  open,
  onOpenChange,
}: {
  group: GroupResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [leaveGroup, { isLoading }] = useLeaveGroupMutation();

  async function handleConfirm() {
    const left = await toastOutcome(
      leaveGroup(group.id).unwrap(),
      { title: 'Success!', description: `You left ${group.name}.` },
      { title: 'Failed to leave group', fallback: 'Something went wrong. Please try again.' },
    );
    if (left) onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Leave ${group.name}?`}
      description="You'll stop seeing its posts and meetups under your groups. You can join again at any time."
      cancelLabel="Stay"
      confirmLabel="Leave Group"
      pendingLabel="Leaving..."
      pending={isLoading}
      onConfirm={handleConfirm}
    />
  );
}
