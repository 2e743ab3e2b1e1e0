import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const fieldControlClass = cn(
  'w-full rounded-xl border border-input bg-card px-3.5 text-base text-foreground shadow-xs sm:text-sm',
  'placeholder:text-sand-400 transition-colors',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive/30',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClass, 'h-11', className)} {...props} />;
}

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(fieldControlClass, 'min-h-20 resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
