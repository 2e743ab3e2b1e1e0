import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { FormDialogContext } from './form-cancel';

/** Controls whose click changes a form without an input event (Radix checkboxes, switches, options). */
const CHOICE_ROLES = '[role="checkbox"], [role="switch"], [role="radio"], [role="option"]';

/**
 * A dialog that holds a form (schedule a meetup or a series, add or edit a dog, write a post).
 * Once the person has typed or chosen anything in it, closing it any way but saving (Escape,
 * the X, a click outside, Cancel) asks "Discard changes?" first, so what was typed is not lost
 * to a stray key. Saving closes it through `onOpenChange(false)` from the form's own success
 * path, which does not ask. `pending` keeps it open while the form is being sent.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  pending = false,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  pending?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Each opening starts clean: what marked the last one dirty is gone with its form.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDirty(false);
  }

  const requestClose = () => {
    if (pending) return;
    if (dirty) setConfirming(true);
    else onOpenChange(false);
  };
  // React events bubble through portals, so a Select's options count as the form's too.
  const markDirty = () => setDirty(true);
  const markChoice = (event: SyntheticEvent) => {
    if (event.target instanceof Element && event.target.closest(CHOICE_ROLES)) setDirty(true);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}>
        <DialogContent
          className={className}
          onInputCapture={markDirty}
          onChangeCapture={markDirty}
          onClickCapture={markChoice}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormDialogContext.Provider value={{ requestClose }}>
            {children}
          </FormDialogContext.Provider>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Discard changes?"
        description={`What you entered in “${title}” has not been saved.`}
        cancelLabel="Keep Editing"
        confirmLabel="Discard"
        pendingLabel="Discarding..."
        pending={false}
        onConfirm={() => {
          setConfirming(false);
          setDirty(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
