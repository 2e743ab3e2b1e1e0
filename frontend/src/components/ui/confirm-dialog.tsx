import type { ComponentProps, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogConfirm,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** Not called while `pending`: the dialog stays up until the action has settled. */
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Anything to fill in before confirming (e.g. a reason), between the text and the buttons. */
  children?: ReactNode;
  cancelLabel?: string;
  confirmLabel: string;
  /** The confirm button's text while `pending`. */
  pendingLabel: string;
  pending: boolean;
  /** Runs the action; the caller closes the dialog once it succeeded. */
  onConfirm: () => void | Promise<void>;
  /** Destructive by default; `primary` for an action that loses nothing. */
  confirmVariant?: 'destructive' | 'primary';
  onCloseAutoFocus?: ComponentProps<typeof AlertDialogContent>['onCloseAutoFocus'];
}

/** Asks before an action: title, what it does, Cancel and the confirming button. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  confirmVariant,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex flex-col gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </div>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogConfirm
            variant={confirmVariant}
            onClick={() => void onConfirm()}
            disabled={pending}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
