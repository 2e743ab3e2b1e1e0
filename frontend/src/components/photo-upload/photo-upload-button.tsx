import { ImagePlus, LoaderCircle } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A button-looking label around a hidden image file input; shows 'Uploading...' meanwhile. */
export function PhotoUploadButton({
  label,
  uploading,
  onChange,
  className,
  ...aria
}: {
  label: string;
  uploading: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        uploading && 'pointer-events-none opacity-60',
        className,
      )}
    >
      {uploading ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <ImagePlus aria-hidden="true" />
      )}
      <span>{uploading ? 'Uploading...' : label}</span>
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={uploading}
        onChange={onChange}
        {...aria}
      />
    </label>
  );
}

/** Why the last upload failed, read out as it appears. */
export function PhotoUploadError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
