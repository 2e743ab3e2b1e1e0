import type { PhotoSize } from '../../contracts/photos.js';

/*
 * Where an album photo's sizes live in object storage: `album/<photoId>/thumb.jpg`
 * and `album/<photoId>/full.jpg`. Never under `photos/`, which the objects
 * module serves to anyone: album files are served only through the photos
 * module's route, which checks who asks.
 */

const PHOTO_ID = /^[A-Za-z0-9_-]{1,100}$/;

export function albumPhotoKeys(photoId: string): { thumbKey: string; fullKey: string } {
  return { thumbKey: albumKey(photoId, 'thumb'), fullKey: albumKey(photoId, 'full') };
}

export const albumKey = (photoId: string, size: PhotoSize) => `album/${photoId}/${size}.jpg`;

/** Whether a photo id from a URL is one of ours (never `..` or a path). */
export const isPhotoId = (value: string) => PHOTO_ID.test(value);
