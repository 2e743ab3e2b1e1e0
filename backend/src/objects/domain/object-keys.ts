import { IMAGE_TYPES, type ImageType } from './image-type.js';

/*
 * Where objects live, as keys of the object-storage port:
 *   uploads/<userId>/<uploadId>   a raw upload, as the browser sent it; private,
 *                                 bound to its uploader, deleted when finalized
 *   photos/<photoId>.<ext>        a processed photo; public, never changes,
 *                                 served at /objects/photos/<photoId>.<ext>
 */

/** Ids in keys: what our uuids and user ids are made of, so a key segment can never be `..`. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;
const PHOTO_FILE = /^[A-Za-z0-9_-]{1,100}\.(jpg|png|webp|gif)$/;

export function isValidId(value: string): boolean {
  return ID.test(value);
}

export function uploadKey(userId: string, uploadId: string): string {
  return `uploads/${userId}/${uploadId}`;
}

export function photoKey(photoId: string, type: ImageType): string {
  return `photos/${photoId}.${IMAGE_TYPES[type].extension}`;
}

/** The public path a photo is served at, which events and read models store. */
export function objectPath(key: string): string {
  return `/objects/${key}`;
}

/** The key of a photo file name from `/objects/photos/<file>`, or null: only processed photos are public. */
export function photoKeyFromFileName(fileName: string): string | null {
  return PHOTO_FILE.test(fileName) ? `photos/${fileName}` : null;
}

/**
 * The raw upload an upload URL points at, whichever form the client sends:
 * the URL it was given (ours or a presigned S3 one, query string included),
 * just its path, or the `/objects/uploads/...` form. Null when it names no
 * well-formed upload. Who may use it is decided by the caller.
 */
export function uploadFromUrl(objectURL: string): { userId: string; uploadId: string } | null {
  let pathname: string;
  try {
    pathname = new URL(objectURL, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /(?:^|\/)uploads\/([^/]+)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  const [, userId = '', uploadId = ''] = match;
  return isValidId(userId) && isValidId(uploadId) ? { userId, uploadId } : null;
}
