import type { AlbumPhoto, AlbumResponse } from '@packmeet/backend/contracts/photos';
import { Star, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { ReportButton } from '@/features/moderation';
import { useCurrentUserId } from '@/lib/auth-token';
import { toastOutcome } from '@/lib/toast';
import {
  useChooseCoverMutation,
  useDeletePhotoMutation,
  useTagDogMutation,
  useUntagDogMutation,
} from '../api/photos-api';

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
      {album.taggableDogs.length > 0 ? <TagPicker photo={photo} album={album} /> : null}
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

function TagPicker({ photo, album }: { photo: AlbumPhoto; album: AlbumResponse }) {
  const id = useId();
  const [tagDog, { isLoading }] = useTagDogMutation();
  const [picked, setPicked] = useState<string | null>(null);
  const tagged = new Set(photo.tags.map((tag) => tag.dogId));
  const options = album.taggableDogs
    .filter((dog) => !tagged.has(dog.id))
    .map((dog) => ({ value: dog.id, label: dog.name }));
  if (options.length === 0) return null;
  return (
    <div className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        Tag a dog in this photo
      </label>
      <SelectField
        id={id}
        value={picked}
        onValueChange={setPicked}
        options={options}
        placeholder="Tag a dog"
        className="h-9 text-xs"
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!picked || isLoading}
        onClick={() => {
          if (!picked) return;
          void toastOutcome(
            tagDog({ meetupId: album.meetupId, photoId: photo.id, dogId: picked }).unwrap(),
            { title: 'Dog tagged' },
            { fallback: 'Failed to tag the dog' },
          ).then(() => setPicked(null));
        }}
      >
        Tag
      </Button>
    </div>
  );
}
