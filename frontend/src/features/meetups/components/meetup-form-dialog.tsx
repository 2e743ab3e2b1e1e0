import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { MeetupForm, type MeetupFormTarget } from './meetup-form';

/** The schedule form in a dialog: 'Schedule Meetup' for a group, 'Edit Meetup' for a meetup. */
export function MeetupFormDialog({
  open,
  onOpenChange,
  target,
  groupName,
  canAddPrivateMembers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: MeetupFormTarget;
  groupName: string | null;
  canAddPrivateMembers: boolean;
}) {
  const editing = target.mode === 'edit';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Meetup' : 'Schedule Meetup'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Everyone who answered sees the changes on the event page.'
              : groupName
                ? `Plan the next meetup for ${groupName}. Fields marked * are required.`
                : 'Fields marked * are required.'}
          </DialogDescription>
        </DialogHeader>
        <MeetupForm
          target={target}
          canAddPrivateMembers={canAddPrivateMembers}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
