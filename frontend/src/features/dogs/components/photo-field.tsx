import { ImagePlus, LoaderCircle } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { PhotoValidationError, uploadPhoto } from '@/lib/upload-photo';
import { cn } from '@/lib/utils';

interface PhotoFieldProps {
  /** Unique prefix for ids inside the field. */
  id: string;
  /** The current `/objects/...` path, if any. */
  value: string | null;
  onChange: (objectPath: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
  legend?: string;
  hint?: string;
}

/**
 * Profile picture with upload and preview (spec sections 2, 4, 8). Validation problems and the
 * failing upload step are shown under the field; a failed upload also raises the spec's toast.
 */
export function PhotoField({
  id,
  value,
  onChange,
  onUploadingChange,
  legend = 'Profile Picture',
  hint = 'JPG, PNG, GIF or WebP, up to 5MB.',
}: PhotoFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showPreview = Boolean(value) && brokenSrc !== value;

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Allow choosing the same file again after an error.
    input.value = '';
    if (!file) return;

    const hadPhoto = Boolean(value);
    setError(null);
    setUploading(true);
    onUploadingChange?.(true);
    try {
      const objectPath = await uploadPhoto(file);
      onChange(objectPath);
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : 'Failed to upload file';
      setError(message);
      if (!(cause instanceof PhotoValidationError)) {
        toast({
          variant: 'destructive',
          title: 'Upload failed',
          description: hadPhoto ? 'Failed to update photo' : 'Failed to finalize photo upload',
        });
      }
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  }

  const buttonLabel = value ? 'Change Photo' : 'Upload Photo';

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-sand-800">{legend}</legend>
      <div className="flex items-center gap-4">
        {showPreview && value ? (
          <figure className="flex flex-col items-center gap-1">
            <img
              src={value}
              alt="Current photo"
              onError={() => setBrokenSrc(value)}
              className="size-20 rounded-2xl border border-border object-cover shadow-xs"
            />
            <figcaption className="text-xs text-muted-foreground">Current photo</figcaption>
          </figure>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <label
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              uploading && 'pointer-events-none opacity-60',
            )}
          >
            {uploading ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <ImagePlus aria-hidden="true" />
            )}
            <span>{uploading ? 'Uploading...' : buttonLabel}</span>
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={uploading}
              onChange={handleFile}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
            />
          </label>
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </div>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
