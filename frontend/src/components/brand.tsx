import { PawPrint } from 'lucide-react';
import { BRAND } from '@/config/constants';
import { cn } from '@/lib/utils';

/** The PackMeet mark + wordmark. `tone="light"` for dark backgrounds. */
export function Brand({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-xl shadow-sm',
          tone === 'dark' ? 'bg-primary text-sand-50' : 'bg-white/95 text-pine-700',
        )}
      >
        <PawPrint className="size-5" />
      </span>
      <span
        className={cn(
          'font-display text-xl font-extrabold tracking-tight',
          tone === 'dark' ? 'text-pine-800' : 'text-white',
        )}
      >
        {BRAND}
      </span>
    </span>
  );
}
