import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { dismissToast, useToasts } from '@/lib/toast';
import { cn } from '@/lib/utils';

/** Renders the toast store with Radix Toast: at most one toast, 5 s each. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', open }) => {
        const destructive = variant === 'destructive';
        const Icon = destructive ? CircleAlert : CircleCheck;
        return (
          <ToastPrimitive.Root
            key={id}
            open={open}
            type={destructive ? 'foreground' : 'background'}
            onOpenChange={(next) => {
              if (!next) dismissToast(id);
            }}
            data-variant={variant}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-11 shadow-lifted',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-fade-out',
              destructive
                ? 'border-destructive/30 bg-[#fdf0ed] text-[#6e2418]'
                : 'border-border bg-card text-foreground',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                destructive ? 'text-destructive' : 'text-primary',
              )}
            />
            <div className="flex min-w-0 flex-col gap-0.5">
              {title ? (
                <ToastPrimitive.Title className="text-sm font-bold">{title}</ToastPrimitive.Title>
              ) : null}
              {description ? (
                <ToastPrimitive.Description className="text-sm opacity-90">
                  {description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label="Dismiss notification"
              className="absolute top-3 right-3 inline-flex size-7 items-center justify-center rounded-full opacity-70 transition hover:bg-black/5 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-4" aria-hidden="true" />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none sm:right-2 sm:bottom-2" />
    </ToastPrimitive.Provider>
  );
}
