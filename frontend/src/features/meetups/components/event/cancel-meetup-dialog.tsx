import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toastOutcome } from '@/lib/toast';
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
    const cancelled = await toastOutcome(
      cancelMeetup({ id: meetup.id, reason: reason.trim() || undefined }).unwrap(),
      { title: 'Meetup cancelled', description: 'Everyone who answered will see it is cancelled.' },
      { fallback: 'Failed to cancel meetup. Please try again.' },
    );
    if (cancelled) onOpenChange(false);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this meetup?"
      description={`${meetup.title} will show as cancelled and RSVPs will close. This cannot be undone.`}
      cancelLabel="Keep Meetup"
      confirmLabel="Cancel Meetup"
      pendingLabel="Cancelling..."
      pending={isLoading}
      onConfirm={handleConfirm}
    >
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
    </ConfirmDialog>
  );
}
