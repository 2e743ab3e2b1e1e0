import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { comboboxHoldsEscape } from './combobox';
import { useReturnFocus } from './use-return-focus';
import { withBaseClass } from './with-base-class';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClass =
  'fixed inset-0 z-40 bg-sand-900/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out';

export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  onOpenAutoFocus,
  onCloseAutoFocus,
  onEscapeKeyDown,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; children: ReactNode }) {
  const focusHandlers = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col',
          'overflow-y-auto rounded-card border border-border bg-card p-5 shadow-lifted sm:p-7',
          'data-[state=open]:animate-pop-in focus:outline-none',
          className,
        )}
        {...props}
        {...focusHandlers}
        onEscapeKeyDown={(event) => {
          // Escape in an open list of suggestions closes the list, not the dialog.
          if (comboboxHoldsEscape(event)) event.preventDefault();
          else onEscapeKeyDown?.(event);
        }}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3.5 right-3.5 inline-flex size-9 items-center justify-center rounded-full text-sand-600 transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = withBaseClass('div', 'mb-5 flex flex-col gap-1.5 pr-8');

export const DialogTitle = withBaseClass(
  DialogPrimitive.Title,
  'font-display text-xl font-bold text-foreground sm:text-2xl',
);

export const DialogDescription = withBaseClass(
  DialogPrimitive.Description,
  'text-sm text-muted-foreground',
);
