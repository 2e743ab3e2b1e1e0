import { useId, useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCancelMeetupMutation } from '../../api/meetups-api';
import type { MeetupResponse } from '@packmeet/backend/contracts/meetups';

/** Asks before cancelling; the reason (optional) is shown on the event page. */
export function CancelMeetupDialog({
  meetup,
  open,
  onOpenChange,
}: {
  meetup: MeetupResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [cancelMeetup, { isLoading }] = useCancelMeetupMutation();

  async function handleConfirm() {
    try {
      await cancelMeetup({ id: meetup.id, reason: reason.trim() || undefined }).unwrap();
      toast({
        title: 'Meetup cancelled',
        description: 'Everyone who answered will see it is cancelled.',
      });
      onOpenChange(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getServerMessage(error) ?? 'Failed to cancel meetup. Please try again.',
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
          <AlertDialogTitle>Cancel this meetup?</AlertDialogTitle>
          <AlertDialogDescription>
            {`${meetup.title} will show as cancelled and RSVPs will close. This cannot be undone.`}
          </AlertDialogDescription>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-reason`}>Reason (optional)</Label>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            maxLength={500}
            placeholder="e.g. Heavy rain forecast: let's try next Sunday."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isLoading}>Keep Meetup</AlertDialogCancel>
          <AlertDialogConfirm onClick={() => void handleConfirm()} disabled={isLoading}>
            {isLoading ? 'Cancelling...' : 'Cancel Meetup'}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
