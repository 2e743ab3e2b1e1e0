import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-6 animate-spin text-primary motion-reduce:animate-none', className)}
    />
  );
}

/** A centred spinner with a visible, announced label. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-8" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}

export function FullPageLoading({ label = 'Loading...' }: { label?: string }) {
  return <LoadingState label={label} className="min-h-dvh py-0" />;
}
