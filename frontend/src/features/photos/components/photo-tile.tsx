import type { AlbumPhoto, AlbumResponse } from '@packmeet/backend/contracts/photos';
import { Star, Trash2, X } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ReportButton } from '@/features/moderation';
import { useCurrentUserId } from '@/lib/auth-token';
import { toastOutcome } from '@/lib/toast';
import {
  useChooseCoverMutation,
  useDeletePhotoMutation,
  useUntagDogMutation,
} from '../api/photos-api';

/*
 * The tag picker uses Radix Select, which a visitor's event page never loads (docs/adr/028):
 * it comes with the first photo the viewer may tag.
 */
const TagPicker = lazy(() =>
  import('./tag-picker').then(({ TagPicker }) => ({ default: TagPicker })),
);

/** One photo: its thumbnail linking to the full view, its tags, and what the viewer may do. */
export function PhotoTile({ photo, album }: { photo: AlbumPhoto; album: AlbumResponse }) {
  const userId = useCurrentUserId();
  const meetupId = album.meetupId;
  const [deletePhoto, deleting] = useDeletePhotoMutation();
  const [untagDog] = useUntagDogMutation();
  const [chooseCover] = useChooseCoverMutation();
  const by = `Photo by ${photo.uploader.displayName}`;
  const alt = photo.tags.length
    ? `${by}, with ${photo.tags.map((tag) => tag.dogName).join(', ')}`
    : by;
  return (
    <figure className="flex flex-col gap-2">
      <a href={photo.fullURL} target="_blank" rel="noreferrer" aria-label={`${alt} (full size)`}>
        <img
          src={photo.thumbURL}
          alt={alt}
          loading="lazy"
          width={photo.width}
          height={photo.height}
          className="aspect-square w-full rounded-md object-cover"
        />
      </a>
      <figcaption className="flex flex-col gap-1 text-xs text-muted-foreground">
        <span>
          {photo.uploader.displayName}
          {photo.cover ? ' · Cover' : ''}
        </span>
        {photo.tags.length > 0 ? (
          <ul aria-label="Dogs tagged" className="flex flex-wrap gap-1">
            {photo.tags.map((tag) => (
              <li key={tag.dogId} className="flex items-center gap-1 rounded bg-muted px-2 py-0.5">
                {tag.dogName}
                {tag.ownerId === userId || photo.canDelete ? (
                  <button
                    type="button"
                    aria-label={`Untag ${tag.dogName}`}
                    className="rounded p-0.5 hover:bg-accent"
                    onClick={() =>
                      void toastOutcome(
                        untagDog({ meetupId, photoId: photo.id, dogId: tag.dogId }).unwrap(),
                        { title: `${tag.dogName} untagged` },
                        { fallback: 'Failed to untag' },
                      )
                    }
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </figcaption>
      {album.taggableDogs.length > 0 ? (
        <Suspense fallback={null}>
          <TagPicker photo={photo} album={album} />
        </Suspense>
      ) : null}
      <div className="flex flex-wrap gap-1">
        {userId && userId !== photo.uploader.id ? (
          <ReportButton
            label={`Report ${by.toLowerCase()}`}
            target={{ kind: 'photo', id: photo.id, meetupId }}
            subject={{ id: photo.uploader.id, name: photo.uploader.displayName }}
          />
        ) : null}
        {album.canChooseCover && !photo.cover ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void toastOutcome(
                chooseCover({ meetupId, photoId: photo.id }).unwrap(),
                { title: 'Cover photo chosen' },
                { fallback: 'Failed to choose the cover' },
              )
            }
          >
            <Star aria-hidden="true" />
            Make cover
          </Button>
        ) : null}
        {photo.canDelete ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={deleting.isLoading}
            aria-label={`Delete ${by.toLowerCase()}`}
            onClick={() =>
              void toastOutcome(
                deletePhoto({ meetupId, photoId: photo.id }).unwrap(),
                { title: 'Photo deleted' },
                { fallback: 'Failed to delete the photo' },
              )
            }
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : null}
      </div>
    </figure>
  );
}
