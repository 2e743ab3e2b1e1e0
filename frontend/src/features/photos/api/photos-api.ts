import { nextPageOf } from '@packmeet/backend/contracts/paging';
import {
  withAlbumPush,
  type AlbumPush,
  type AlbumResponse,
  type DogTaggingResponse,
  type GroupPhotosResponse,
} from '@packmeet/backend/contracts/photos';
import type { AddPhotoRequest } from '@packmeet/backend/contracts/requests/photos.request';
import { api, baseQuery, type ApiMeta, type ApiRequest } from '@/lib/api';
import type { ApiError } from '@/lib/api-error';
import { keepCacheEntryLive } from '@/lib/live-cache-entry';
import { subscribeToPhotos } from '@/lib/socket';
import { PhotoUploadError, PhotoValidationError, putUpload } from '@/lib/upload-photo';

const albumUrl = (meetupId: string) => `/api/meetups/${encodeURIComponent(meetupId)}`;
const photoUrl = (meetupId: string, photoId: string) =>
  `${albumUrl(meetupId)}/photos/${encodeURIComponent(photoId)}`;

type AlbumChange = { meetupId: string };

/** A page of an album (or a group's photos) and the URL of the next page (the Link header). */
export type AlbumPage = AlbumResponse & { next: string | null };
export type GroupPhotosPage = GroupPhotosResponse & { next: string | null };
type Paged<Page> = { pages: Page[] };

const withNext = <Body>(body: Body, meta: ApiMeta | undefined) => ({
  ...body,
  next: nextPageOf(meta?.headers?.get('link')),
});

/**
 * A push on the pages held: a changed photo in its place, wherever it is; a new one at the
 * start (`newest-first`), or at the end once the last page is held (`oldest-first`: before
 * that, its page brings it).
 */
function pushOnPages<Page extends { photos: AlbumResponse['photos']; next: string | null }>(
  pages: Page[],
  push: AlbumPush,
  order: 'oldest-first' | 'newest-first',
): void {
  const held =
    push.kind === 'photo' &&
    pages.some((page) => page.photos.some((photo) => photo.id === push.photo.id));
  if (push.kind === 'removed' || held) {
    for (const page of pages) withAlbumPush(page, push, order);
    return;
  }
  const edge = order === 'newest-first' ? pages[0] : pages.at(-1);
  if (edge && (order === 'newest-first' || edge.next === null)) withAlbumPush(edge, push, order);
}

/**
 * The caller's own change answered with the album's first page as they now see it: what they
 * may do on every page, the photos it holds in their place, a new one as a push; a deleted
 * photo leaves every page.
 */
function answerOnPages(album: Paged<AlbumPage>, answer: AlbumResponse, removed?: string): void {
  for (const page of album.pages) {
    page.canAdd = answer.canAdd;
    page.canChooseCover = answer.canChooseCover;
    page.taggableDogs = answer.taggableDogs;
    if (removed !== undefined) page.photos = page.photos.filter((photo) => photo.id !== removed);
  }
  for (const photo of answer.photos) {
    pushOnPages(
      album.pages,
      { meetupId: answer.meetupId, groupId: null, kind: 'photo', photo },
      'oldest-first',
    );
  }
}

/** Kept briefly after its last screen: its socket watch ends soon after. */
const KEEP_UNUSED_SECONDS = 30;

/**
 * Keeps a cached album (`meetup`) or group's photos (`group`) live: `album:photo` pushes from
 * the socket, a refetch when the watch starts after the fetch or the socket reconnects.
 */
const livePhotos =
  <Cached extends Paged<{ photos: AlbumResponse['photos']; next: string | null }>>(
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
    const refetch = () =>
      void dispatch(
        photosApi.endpoints[endpoint].initiate(id, { subscribe: false, forceRefetch: true }),
      );
    await keepCacheEntryLive(
      { cacheDataLoaded, cacheEntryRemoved },
      () =>
        subscribeToPhotos(
          target,
          id,
          (push: AlbumPush) => updateCachedData((draft) => pushOnPages(draft.pages, push, order)),
          // A photo added between the fetch and the watch reached neither.
          refetch,
        ),
      refetch,
    );
  };

/*
 * Meetup albums and groups' photos. How a cached one learns of a change, one way per kind
 * (docs/architecture.md): others' changes arrive by the socket push (`album:photo`, each
 * person's own `canDelete`); the caller's own change answers the album's first page as the
 * caller now sees it, laid on the pages held (answerOnPages). The caller's socket hears the
 * push too; it writes the same photo, so whichever comes second changes nothing.
 */
export const photosApi = api.injectEndpoints({
  endpoints: (build) => {
    /** `removes`: the photo the change takes out of the album (a deletion). */
    const albumChange = <Arg extends AlbumChange>(
      query: (arg: Arg) => ApiRequest,
      removes?: (arg: Arg) => string,
    ) =>
      build.mutation<AlbumResponse, Arg>({
        query,
        onQueryStarted: async (arg, { dispatch, queryFulfilled }) => {
          try {
            const { data } = await queryFulfilled;
            dispatch(
              photosApi.util.updateQueryData('getAlbum', arg.meetupId, (album) =>
                answerOnPages(album, data, removes?.(arg)),
              ),
            );
          } catch {
            // The failure is the caller's to show.
          }
        },
      });

    return {
      /** A meetup's album, oldest first, a page at a time (the next from the Link header). */
      getAlbum: build.infiniteQuery<AlbumPage, string, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next,
        },
        query: ({ queryArg: meetupId, pageParam }) => pageParam ?? `${albumUrl(meetupId)}/photos`,
        transformResponse: (body: AlbumResponse, meta: ApiMeta | undefined) => withNext(body, meta),
        keepUnusedDataFor: KEEP_UNUSED_SECONDS,
        onCacheEntryAdded: livePhotos<Paged<AlbumPage>>('meetup', 'getAlbum', 'oldest-first'),
      }),
      /** A group's photos, newest first, a page at a time. */
      getGroupPhotos: build.infiniteQuery<GroupPhotosPage, string, string | null>({
        infiniteQueryOptions: {
          initialPageParam: null,
          getNextPageParam: (lastPage) => lastPage.next,
        },
        query: ({ queryArg: groupId, pageParam }) =>
          pageParam ?? `/api/groups/${encodeURIComponent(groupId)}/photos`,
        transformResponse: (body: GroupPhotosResponse, meta: ApiMeta | undefined) =>
          withNext(body, meta),
        keepUnusedDataFor: KEEP_UNUSED_SECONDS,
        onCacheEntryAdded: livePhotos<Paged<GroupPhotosPage>>(
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
            dispatch(
              photosApi.util.updateQueryData('getAlbum', meetupId, (album) =>
                answerOnPages(album, data),
              ),
            );
          } catch {
            // The failure is the caller's to show.
          }
        },
      }),
      deletePhoto: albumChange<AlbumChange & { photoId: string }>(
        ({ meetupId, photoId }) => ({ url: photoUrl(meetupId, photoId), method: 'DELETE' }),
        ({ photoId }) => photoId,
      ),
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
  useGetAlbumInfiniteQuery,
  useGetGroupPhotosInfiniteQuery,
  useAddPhotoMutation,
  useDeletePhotoMutation,
  useTagDogMutation,
  useUntagDogMutation,
  useChooseCoverMutation,
  useGetDogTaggingQuery,
  useSetDogTaggingMutation,
} = photosApi;
