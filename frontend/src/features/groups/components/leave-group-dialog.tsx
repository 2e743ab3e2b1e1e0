import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
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
    try {
      await leaveGroup(group.id).unwrap();
      toast({ title: 'Success!', description: `You left ${group.name}.` });
      onOpenChange(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Failed to leave group',
        description: getServerMessage(error) ?? 'Something went wrong. Please try again.',
      });
    }
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!isLoading) onOpenChange(next);
      }}
    >
      <AlertDialogContent>
        <div className="flex flex-col gap-2">
          <AlertDialogTitle>{`Leave ${group.name}?`}</AlertDialogTitle>
          <AlertDialogDescription>
            You&apos;ll stop seeing its posts and meetups under your groups. You can join again at
            any time.
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isLoading}>Stay</AlertDialogCancel>
          <AlertDialogConfirm onClick={handleConfirm} disabled={isLoading}>
            {isLoading ? 'Leaving...' : 'Leave Group'}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
