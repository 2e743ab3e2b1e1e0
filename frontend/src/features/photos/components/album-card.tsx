import type { AlbumPhoto, AlbumResponse } from '@packmeet/backend/contracts/photos';
import { ImagePlus } from 'lucide-react';
import { useId, useRef } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toastOutcome } from '@/lib/toast';
import { LoadMore } from '@/components/ui/load-more';
import { useAddPhotoMutation, useGetAlbumInfiniteQuery } from '../api/photos-api';
import { PhotoTile } from './photo-tile';

/**
 * The event page's album: everyone who may see the meetup sees its photos (thumbnails, each
 * opening its full view); those who went add theirs once it has started.
 */
export function AlbumCard({ meetupId }: { meetupId: string }) {
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetAlbumInfiniteQuery(meetupId);
  const first = data?.pages[0];
  if (!first) return null;
  // The pages held, as one album: what the viewer may do is the same on each.
  const album: AlbumResponse = { ...first, photos: data.pages.flatMap((page) => page.photos) };
  if (album.photos.length === 0 && !album.canAdd) return null;
  const more = hasNextPage
    ? { onLoad: () => void fetchNextPage(), isLoading: isFetchingNextPage }
    : undefined;
  return <Album album={album} more={more} />;
}

export function Album({
  album,
  more,
}: {
  album: AlbumResponse;
  /** The next page of photos, when there is one. */
  more?: { onLoad: () => void; isLoading: boolean } | undefined;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Photos</CardTitle>
        <CardDescription>
          {album.photos.length === 0
            ? 'No photos yet. Add the first from the day.'
            : more
              ? 'Photos from the day.'
              : `${album.photos.length} ${album.photos.length === 1 ? 'photo' : 'photos'} from the day.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {album.canAdd ? <AddPhotoButton meetupId={album.meetupId} /> : null}
        {album.photos.length > 0 ? (
          <ul aria-label="Album" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {album.photos.map((photo: AlbumPhoto) => (
              <li key={photo.id}>
                <PhotoTile photo={photo} album={album} />
              </li>
            ))}
          </ul>
        ) : null}
        {more ? <LoadMore label="Show more photos" {...more} /> : null}
      </CardContent>
    </Card>
  );
}

function AddPhotoButton({ meetupId }: { meetupId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [addPhoto, { isLoading }] = useAddPhotoMutation();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    await toastOutcome(
      addPhoto({ meetupId, file }).unwrap(),
      { title: 'Photo added' },
      { fallback: 'Failed to add the photo' },
    );
    if (input.current) input.current.value = '';
  };
  return (
    <div>
      <label
        htmlFor={inputId}
        className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-4 text-sm font-medium hover:bg-accent focus-within:ring-2 focus-within:ring-ring"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {isLoading ? 'Adding photo...' : 'Add a photo'}
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={isLoading}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
