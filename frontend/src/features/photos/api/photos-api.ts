import {
  withAlbumPush,
  type AlbumPush,
  type AlbumResponse,
  type DogTaggingResponse,
  type GroupPhotosResponse,
} from '@packmeet/backend/contracts/photos';
import type { AddPhotoRequest } from '@packmeet/backend/contracts/requests/photos.request';
import { api, baseQuery, type ApiRequest } from '@/lib/api';
import type { ApiError } from '@/lib/api-error';
import { onLiveReconnect, subscribeToPhotos } from '@/lib/socket';
import { PhotoUploadError, PhotoValidationError, putUpload } from '@/lib/upload-photo';

const albumUrl = (meetupId: string) => `/api/meetups/${encodeURIComponent(meetupId)}`;
const photoUrl = (meetupId: string, photoId: string) =>
  `${albumUrl(meetupId)}/photos/${encodeURIComponent(photoId)}`;

type AlbumChange = { meetupId: string };

/** Kept briefly after its last screen: its socket watch ends soon after. */
const KEEP_UNUSED_SECONDS = 30;

/**
 * Keeps a cached album (`meetup`) or group's photos (`group`) live: `album:photo` pushes from
 * the socket, a refetch when the watch starts after the fetch or the socket reconnects.
 */
const livePhotos =
  <Cached extends { photos: AlbumResponse['photos'] }>(
    target: 'meetup' | 'group',
    endpoint: 'getAlbum' | 'getGroupPhotos',
    order: 'oldest-first' | 'newest-first',
  ) =>
  async (
    id: string,
    {
      cacheDataLoaded,
      cacheEntryRemoved,
      updateCachedData,
      dispatch,
    }: {
      cacheDataLoaded: Promise<unknown>;
      cacheEntryRemoved: Promise<unknown>;
      updateCachedData: (recipe: (draft: Cached) => void) => unknown;
      dispatch: (action: unknown) => unknown;
    },
  ) => {
    const refetch = () => void dispatch(photosApi.util.prefetch(endpoint, id, { force: true }));
    let stop: () => void;
    try {
      await cacheDataLoaded;
      const unsubscribe = subscribeToPhotos(
        target,
        id,
        (push: AlbumPush) => updateCachedData((draft) => withAlbumPush(draft, push, order)),
        // A photo added between the fetch and the watch reached neither.
        refetch,
      );
      const stopRefetching = onLiveReconnect(refetch);
      stop = () => {
        unsubscribe();
        stopRefetching();
      };
    } catch {
      // Dropped before its data arrived (or not found): nothing to keep live.
      return;
    }
    await cacheEntryRemoved;
    stop();
  };

/*
 * Meetup albums and groups' photos. How a cached one learns of a change, one way per kind
 * (docs/architecture.md): others' changes arrive by the socket push (`album:photo`, each
 * person's own `canDelete`); the caller's own change answers the album as the caller now sees
 * it, and that answer replaces the cached album. The caller's socket hears the push too; it
 * writes the same photo, so whichever comes second changes nothing.
 */
export const photosApi = api.injectEndpoints({
  endpoints: (build) => {
    const albumChange = <Arg extends AlbumChange>(query: (arg: Arg) => ApiRequest) =>
      build.mutation<AlbumResponse, Arg>({
        query,
        onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(photosApi.util.upsertQueryData('getAlbum', meetupId, data));
          } catch {
            // The failure is the caller's to show.
          }
        },
      });

    return {
      getAlbum: build.query<AlbumResponse, string>({
        query: (meetupId) => `${albumUrl(meetupId)}/photos`,
        keepUnusedDataFor: KEEP_UNUSED_SECONDS,
        onCacheEntryAdded: livePhotos<AlbumResponse>('meetup', 'getAlbum', 'oldest-first'),
      }),
      getGroupPhotos: build.query<GroupPhotosResponse, string>({
        query: (groupId) => `/api/groups/${encodeURIComponent(groupId)}/photos`,
        keepUnusedDataFor: KEEP_UNUSED_SECONDS,
        onCacheEntryAdded: livePhotos<GroupPhotosResponse>(
          'group',
          'getGroupPhotos',
          'newest-first',
        ),
      }),

      /** Uploads the file (upload URL, PUT) and adds it to the album. */
      addPhoto: build.mutation<AlbumResponse, AlbumChange & { file: File }>({
        queryFn: async ({ meetupId, file }, queryApi, extra) => {
          let objectURL: string;
          try {
            objectURL = await putUpload(file);
          } catch (error) {
            const message =
              error instanceof PhotoValidationError || error instanceof PhotoUploadError
                ? error.message
                : 'Failed to upload file';
            const failure: ApiError = { status: 400, message, data: { message } };
            return { error: failure };
          }
          const body: AddPhotoRequest = { objectURL };
          const answer = await baseQuery(
            { url: `${albumUrl(meetupId)}/photos`, method: 'POST', body },
            queryApi,
            extra,
          );
          return answer.error ? { error: answer.error } : { data: answer.data as AlbumResponse };
        },
        onQueryStarted: async ({ meetupId }, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(photosApi.util.upsertQueryData('getAlbum', meetupId, data));
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),
      deletePhoto: albumChange<AlbumChange & { photoId: string }>(({ meetupId, photoId }) => ({
        url: photoUrl(meetupId, photoId),
        method: 'DELETE',
      })),
      tagDog: albumChange<AlbumChange & { photoId: string; dogId: string }>(
        ({ meetupId, photoId, dogId }) => ({
          url: `${photoUrl(meetupId, photoId)}/tags`,
          method: 'POST',
          body: { dogId },
        }),
      ),
      untagDog: albumChange<AlbumChange & { photoId: string; dogId: string }>(
        ({ meetupId, photoId, dogId }) => ({
          url: `${photoUrl(meetupId, photoId)}/tags/${encodeURIComponent(dogId)}`,
          method: 'DELETE',
        }),
      ),
      chooseCover: albumChange<AlbumChange & { photoId: string | null }>(
        ({ meetupId, photoId }) => ({
          url: `${albumUrl(meetupId)}/cover-photo`,
          method: 'PUT',
          body: { photoId },
        }),
      ),

      getDogTagging: build.query<DogTaggingResponse, void>({
        query: () => '/api/profile/dog-tagging',
      }),
      setDogTagging: build.mutation<DogTaggingResponse, boolean>({
        query: (allowed) => ({ url: '/api/profile/dog-tagging', method: 'PUT', body: { allowed } }),
        onQueryStarted: async (_allowed, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(photosApi.util.upsertQueryData('getDogTagging', undefined, data));
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),
    };
  },
});

export const {
  useGetAlbumQuery,
  useGetGroupPhotosQuery,
  useAddPhotoMutation,
  useDeletePhotoMutation,
  useTagDogMutation,
  useUntagDogMutation,
  useChooseCoverMutation,
  useGetDogTaggingQuery,
  useSetDogTaggingMutation,
} = photosApi;
