import { lazy, Suspense } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { LoadingState } from '@/components/ui/spinner';
import { VerifyEmailFirst } from '@/features/auth';
import type { MeetupFormTarget } from './meetup-form';

// Loaded when the dialog first opens: pages that only offer it (the event page, a group's
// page) do not ship the form, its venue search and Radix Select to every visitor.
const MeetupForm = lazy(() => import('./meetup-form').then((m) => ({ default: m.MeetupForm })));

/**
 * The dialog focused its first control (Close) before the form arrived; the form's first field
 * takes the focus once it is there, as when the form came with the dialog.
 */
function focusFirstField(container: HTMLDivElement | null) {
  container?.querySelector<HTMLElement>('input, textarea')?.focus();
}

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
  const form = (
    <MeetupForm
      target={target}
      canAddPrivateMembers={canAddPrivateMembers}
      onDone={() => onOpenChange(false)}
    />
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      className="max-w-2xl"
      title={editing ? 'Edit Meetup' : 'Schedule Meetup'}
      description={
        editing
          ? 'Everyone who answered sees the changes on the event page.'
          : groupName
            ? `Plan the next meetup for ${groupName}. Fields marked * are required.`
            : 'Fields marked * are required.'
      }
    >
      <Suspense fallback={<LoadingState label="Loading the form..." />}>
        <div ref={focusFirstField} className="contents">
          {editing ? form : <VerifyEmailFirst what="schedule a meetup">{form}</VerifyEmailFirst>}
        </div>
      </Suspense>
    </FormDialog>
  );
}
