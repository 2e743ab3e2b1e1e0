import { useState } from 'react';
import { PhotoUploadButton, PhotoUploadError } from '@/components/photo-upload/photo-upload-button';
import { usePhotoUpload } from '@/components/photo-upload/use-photo-upload';

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
  const { uploading, error, handleFile } = usePhotoUpload({
    hasPhoto: Boolean(value),
    onUploaded: onChange,
    onUploadingChange,
  });
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showPreview = Boolean(value) && brokenSrc !== value;

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
          <PhotoUploadButton
            label={value ? 'Change Photo' : 'Upload Photo'}
            uploading={uploading}
            onChange={handleFile}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        </div>
      </div>
      <PhotoUploadError id={errorId} message={error} />
    </fieldset>
  );
}
