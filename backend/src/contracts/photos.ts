/* The photo albums part of the HTTP contract: a meetup's album, a group's photos, tags. */

/** The largest side of an album thumbnail, in pixels (full view: 2048). */
export const THUMB_SIDE = 480;
/** The largest side of an album photo's full view, in pixels. */
export const FULL_SIDE = 2048;
/** The sizes an album photo is served in. */
export const PHOTO_SIZES = ['thumb', 'full'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** A dog tagged in a photo, as the album shows it. */
export interface PhotoTag {
  dogId: string;
  dogName: string;
  ownerId: string;
}

/**
 * One album photo. `thumbURL` and `fullURL` are checked on every request: a
 * public group's are plain paths; a private group's carry a signature that
 * expires (issued only to those who may see the album).
 */
export interface AlbumPhoto {
  id: string;
  meetupId: string;
  uploader: { id: string; displayName: string };
  addedAt: string;
  width: number;
  height: number;
  thumbURL: string;
  fullURL: string;
  tags: PhotoTag[];
  cover: boolean;
  /** What the viewer may do with it. */
  canDelete: boolean;
}

/** GET /api/meetups/{id}/photos: a page of the album, oldest first (docs/api.md "Paging"). */
export interface AlbumResponse {
  meetupId: string;
  photos: AlbumPhoto[];
  /** Whether the viewer may add photos now (they went, and the meetup has started). */
  canAdd: boolean;
  /** Whether the viewer may choose the cover (a public meetup's organizer). */
  canChooseCover: boolean;
  /** Dogs that came to the meetup, which the viewer may tag (empty: they may tag none). */
  taggableDogs: { id: string; name: string }[];
}

/** GET /api/groups/{id}/photos: a page of the group's photos, newest first. */
export interface GroupPhotosResponse {
  groupId: string;
  photos: AlbumPhoto[];
}

/**
 * Socket event `album:photo`, to the sockets watching the meetup (its event
 * page) or the meetup's group (its photos page): a photo was added or changed
 * (tags, cover), or left the album (deleted or hidden). `photo` is as that
 * socket's person sees it (their `canDelete`). Sent only to those who may see
 * the album (the access policy, asked again at each push).
 */
export type AlbumPush =
  | { meetupId: string; groupId: string | null; kind: 'photo'; photo: AlbumPhoto }
  | { meetupId: string; groupId: string | null; kind: 'removed'; photoId: string };

export const ALBUM_PUSH = 'album:photo';

/**
 * Applies a push to photos as a client holds them (RTK Query's updateCachedData): a changed
 * photo in its place, a new one at the end (`oldest-first`, an album) or the start
 * (`newest-first`, a group's photos).
 */
export function withAlbumPush(
  holder: { photos: AlbumPhoto[] },
  push: AlbumPush,
  order: 'oldest-first' | 'newest-first',
): void {
  if (push.kind === 'removed') {
    holder.photos = holder.photos.filter((photo) => photo.id !== push.photoId);
    return;
  }
  const at = holder.photos.findIndex((photo) => photo.id === push.photo.id);
  if (at >= 0) holder.photos[at] = push.photo;
  else if (order === 'oldest-first') holder.photos.push(push.photo);
  else holder.photos.unshift(push.photo);
}

/** GET/PUT /api/profile/dog-tagging. */
export interface DogTaggingResponse {
  allowed: boolean;
}

/** Photos one member may add to one meetup's album. */
export const MAX_PHOTOS_PER_MEMBER = 30;
/** Photos one album holds. */
export const MAX_ALBUM_PHOTOS = 500;
/** Dogs tagged in one photo. */
export const MAX_TAGS_PER_PHOTO = 20;
/** Photos are added from the meetup's start until this long after its end. */
export const PHOTO_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
