import type { AlbumPhoto } from '@packmeet/backend/contracts/photos';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadMore } from '@/components/ui/load-more';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { getServerMessage } from '@/lib/api-error';
import { useGetGroupPhotosInfiniteQuery } from '../api/photos-api';
import { DogTaggingSwitch } from '../components/dog-tagging-switch';

/** /groups/{id}/photos: the group's photos from all its meetups, newest first. */
export function GroupPhotosRoute() {
  const { id = '' } = useParams();
  const {
    data: pages,
    error,
    isLoading,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useGetGroupPhotosInfiniteQuery(id);
  const data = pages ? { photos: pages.pages.flatMap((page) => page.photos) } : undefined;
  return (
    <div className="flex flex-col gap-6">
      <Button asChild variant="link" className="self-start">
        <Link to={paths.group.getHref(id)}>
          <ArrowLeft aria-hidden="true" />
          Back to the group
        </Link>
      </Button>
      <h1 className="text-2xl font-semibold">Photos</h1>
      <DogTaggingSwitch />
      {isLoading ? <p>Loading photos...</p> : null}
      {error ? <p role="alert">{getServerMessage(error) ?? 'Failed to load the photos'}</p> : null}
      {data && data.photos.length === 0 ? <p>No photos yet.</p> : null}
      {data && data.photos.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>From the group&apos;s meetups</CardTitle>
          </CardHeader>
          <CardContent>
            <ul aria-label="Group photos" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {data.photos.map((photo: AlbumPhoto) => (
                <li key={photo.id}>
                  <Link to={paths.meetup.getHref(photo.meetupId)}>
                    <img
                      src={photo.thumbURL}
                      alt={`Photo by ${photo.uploader.displayName}${photo.tags.length ? `, with ${photo.tags.map((tag) => tag.dogName).join(', ')}` : ''}`}
                      loading="lazy"
                      className="aspect-square w-full rounded-md object-cover"
                    />
                  </Link>
                </li>
              ))}
            </ul>
            {hasNextPage ? (
              <div className="mt-4 flex flex-col">
                <LoadMore
                  label="Show more photos"
                  onLoad={() => void fetchNextPage()}
                  isLoading={isFetchingNextPage}
                />
              </div>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
