import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse rounded-lg bg-sand-200/70 motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}

/** Placeholders while a list loads, announced as `label` ('Loading groups'). */
export function LoadingSkeletons({
  label,
  count,
  itemClassName,
  className = 'flex flex-col gap-2',
}: {
  label: string;
  count: number;
  itemClassName: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={itemClassName} />
      ))}
    </div>
  );
}
