import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { getServerMessage } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { PhotoValidationError, uploadPhoto } from '@/lib/upload-photo';
import { cn } from '@/lib/utils';
import { useCreatePostMutation } from '../api/posts-api';

const MAX_POST_LENGTH = 2000;

function PostForm({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const id = useId();
  const [content, setContent] = useState('');
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [createPost, { isLoading }] = useCreatePostMutation();

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setPhotoError(null);
    setUploading(true);
    try {
      setImageUrl(await uploadPhoto(file));
    } catch (cause) {
      setPhotoError(cause instanceof Error ? cause.message : 'Failed to upload file');
      if (!(cause instanceof PhotoValidationError)) {
        toast({
          variant: 'destructive',
          title: 'Upload failed',
          description: imageUrl ? 'Failed to update photo' : 'Failed to finalize photo upload',
        });
      }
    } finally {
      setUploading(false);
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = content.trim();
    if (!text) return;
    try {
      await createPost({ groupId, content: text, ...(imageUrl ? { imageUrl } : {}) }).unwrap();
      toast({ title: 'Success!', description: 'Your post is live.' });
      onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: getServerMessage(error) ?? 'Failed to create post. Please try again.',
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      <Field
        id={`${id}-content`}
        label="What's on your mind?"
        required
        hint={`${content.length}/${MAX_POST_LENGTH}`}
      >
        {(control) => (
          <Textarea
            {...control}
            required
            rows={5}
            maxLength={MAX_POST_LENGTH}
            placeholder="Share a walk recap, a question or a photo from the last meetup..."
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </Field>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-sand-800">Photo (optional)</legend>
        {imageUrl ? (
          <div className="relative">
            <img
              src={imageUrl}
              alt="Photo to share"
              className="max-h-64 w-full rounded-2xl border border-border object-cover"
            />
            <Button
              variant="inverse"
              size="icon"
              aria-label="Remove photo"
              onClick={() => setImageUrl(null)}
              className="absolute top-2 right-2 size-9"
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        ) : null}
        <label
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer self-start has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          {uploading ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus aria-hidden="true" />
          )}
          <span>{uploading ? 'Uploading...' : imageUrl ? 'Change Photo' : 'Add Photo'}</span>
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={uploading}
            onChange={handleFile}
            aria-describedby={photoError ? `${id}-photo-error` : undefined}
            aria-invalid={photoError ? true : undefined}
          />
        </label>
        {photoError ? (
          <p id={`${id}-photo-error`} role="alert" className="text-sm font-medium text-destructive">
            {photoError}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isLoading}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading || uploading || !content.trim()}>
          {isLoading ? 'Posting...' : 'Post'}
        </Button>
      </div>
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Post</DialogTitle>
          <DialogDescription>{`Share with everyone in ${groupName}.`}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every post starts empty. */}
        {open ? <PostForm groupId={groupId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
