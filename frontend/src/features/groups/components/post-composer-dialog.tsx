import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PhotoUploadButton, PhotoUploadError } from '@/components/photo-upload/photo-upload-button';
import { usePhotoUpload } from '@/components/photo-upload/use-photo-upload';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextareaField } from '@/components/ui/field';
import { FormFooter } from '@/components/ui/form-footer';
import { IconButton } from '@/components/ui/icon-button';
import { toastOutcome } from '@/lib/toast';
import { useCreatePostMutation } from '../api/posts-api';

const MAX_POST_LENGTH = 2000;

function PostForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const photo = usePhotoUpload({ hasPhoto: imageUrl !== null, onUploaded: setImageUrl });
  const [createPost, { isLoading }] = useCreatePostMutation();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = content.trim();
    if (!text) return;
    const posted = await toastOutcome(
      createPost({ groupId, content: text, ...(imageUrl ? { imageUrl } : {}) }).unwrap(),
      { title: 'Success!', description: 'Your post is live.' },
      { fallback: 'Failed to create post. Please try again.' },
    );
    if (posted) onDone();
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      <TextareaField
        id={`${id}-content`}
        label="What's on your mind?"
        required
        hint={`${content.length}/${MAX_POST_LENGTH}`}
        rows={5}
        maxLength={MAX_POST_LENGTH}
        placeholder="Share a walk recap, a question or a photo from the last meetup..."
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-sand-800">Photo (optional)</legend>
        {imageUrl ? (
          <div className="relative">
            <img
              src={imageUrl}
              alt="Photo to share"
              className="max-h-64 w-full rounded-2xl border border-border object-cover"
            />
            <IconButton
              variant="inverse"
              label="Remove photo"
              icon={X}
              onClick={() => setImageUrl(null)}
              className="absolute top-2 right-2 size-9"
            />
          </div>
        ) : null}
        <PhotoUploadButton
          label={imageUrl ? 'Change Photo' : 'Add Photo'}
          uploading={photo.uploading}
          onChange={photo.handleFile}
          aria-describedby={photo.error ? `${id}-photo-error` : undefined}
          aria-invalid={photo.error ? true : undefined}
          className="self-start"
        />
        <PhotoUploadError id={`${id}-photo-error`} message={photo.error} />
      </fieldset>

      <FormFooter
        onCancel={onDone}
        pending={isLoading}
        submitLabel="Post"
        pendingLabel="Posting..."
        submitDisabled={photo.uploading || !content.trim()}
      />
    </form>
  );
}

/** The Create Post composer: text, and an optional photo through the usual photo upload. */
export function PostComposerDialog({
  groupId,
  groupName,
  open,
  onOpenChange,
}: {
  groupId: string;
  groupName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create Post"
      description={`Share with everyone in ${groupName}.`}
    >
      {/* Mounted only while open, so every post starts empty. */}
      {open ? <PostForm groupId={groupId} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}
