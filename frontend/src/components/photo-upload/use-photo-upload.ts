import { useState, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { PhotoValidationError, uploadPhoto } from '@/lib/upload-photo';

/**
 * Uploads the image picked in a file input (spec sections 2, 4, 8). A validation problem or the
 * failing upload step comes back as `error`, to show under the field; a failed upload also
 * raises the spec's toast, which says whether a photo was being replaced.
 */
export function usePhotoUpload({
  hasPhoto,
  onUploaded,
  onUploadingChange,
}: {
  hasPhoto: boolean;
  onUploaded: (objectPath: string) => void;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Allow choosing the same file again after an error.
    input.value = '';
    if (!file) return;

    setError(null);
    setUploading(true);
    onUploadingChange?.(true);
    try {
      onUploaded(await uploadPhoto(file));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Failed to upload file');
      if (!(cause instanceof PhotoValidationError)) {
        toast({
          variant: 'destructive',
          title: 'Upload failed',
          description: hasPhoto ? 'Failed to update photo' : 'Failed to finalize photo upload',
        });
      }
    } finally {
      setUploading(false);
      onUploadingChange?.(false);
    }
  }

  return { uploading, error, handleFile };
}
