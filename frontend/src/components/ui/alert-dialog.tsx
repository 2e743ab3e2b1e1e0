import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';
import { overlayClass } from './dialog';
import { useReturnFocus } from './use-return-focus';
import { withBaseClass } from './with-base-class';

export const AlertDialog = AlertDialogPrimitive.Root;

export function AlertDialogContent({
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const focusHandlers = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClass} />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5',
          'rounded-card border border-border bg-card p-6 shadow-lifted data-[state=open]:animate-pop-in focus:outline-none',
          className,
        )}
        {...props}
        {...focusHandlers}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogTitle = withBaseClass(
  AlertDialogPrimitive.Title,
  'font-display text-xl font-bold',
);

export const AlertDialogDescription = withBaseClass(
  AlertDialogPrimitive.Description,
  'text-sm leading-relaxed text-muted-foreground',
);

export const AlertDialogFooter = withBaseClass(
  'div',
  'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
);

export const AlertDialogCancel = withBaseClass(
  AlertDialogPrimitive.Cancel,
  buttonVariants({ variant: 'outline' }),
);

/**
 * A confirming action that does NOT close the dialog by itself (the caller closes on success).
 * Destructive unless the action loses nothing (then `primary`).
 */
export function AlertDialogConfirm({
  className,
  variant = 'destructive',
  ...props
}: ComponentProps<'button'> & { variant?: 'destructive' | 'primary' }) {
  return <button type="button" className={cn(buttonVariants({ variant }), className)} {...props} />;
}
