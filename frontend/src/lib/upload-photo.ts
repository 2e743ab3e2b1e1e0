import type {
  FinalizeUploadResponse,
  RequestUploadResponse,
} from '@packmeet/backend/contracts/objects';
import type { FinalizeUploadBody } from '@packmeet/backend/contracts/requests/finalize-upload.request';
import { MAX_PHOTO_BYTES } from '@/config/constants';
import { httpFetch } from './http';

export const PHOTO_MESSAGES = {
  notAnImage: 'Please select an image file',
  tooLarge: 'File size must be less than 5MB',
  uploadUrl: 'Failed to get upload URL',
  upload: 'Failed to upload file',
  finalize: 'Failed to finalize photo upload',
} as const;

/** A failed client-side check: shown next to the field, no request was made. */
export class PhotoValidationError extends Error {
  override name = 'PhotoValidationError';
}

/** A failed upload step (`step` says which). */
export class PhotoUploadError extends Error {
  override name = 'PhotoUploadError';
  constructor(
    readonly step: 'upload-url' | 'upload' | 'finalize',
    message: string,
  ) {
    super(message);
  }
}

/** Spec section 5: images only, at most 5 MB. Returns the message, or null when the file is fine. */
export function validatePhoto(file: File): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_MESSAGES.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/**
 * The first two steps of spec section 4 "Photo upload": ask for an upload URL and PUT the file
 * there. Resolves to the upload URL, which a use case then finalizes (a profile or dog photo) or
 * adds (an album photo).
 */
export async function putUpload(file: File): Promise<string> {
  const invalid = validatePhoto(file);
  if (invalid) throw new PhotoValidationError(invalid);

  let uploadURL: string | undefined;
  try {
    const response = await httpFetch({ url: '/api/objects/upload', method: 'POST' });
    if (response.ok) ({ uploadURL } = (await response.json()) as RequestUploadResponse);
  } catch {
    uploadURL = undefined;
  }
  if (!uploadURL) throw new PhotoUploadError('upload-url', PHOTO_MESSAGES.uploadUrl);

  try {
    // The signed URL is the credential. No bearer token and no cookies: a
    // presigned S3 URL refuses requests that carry their own Authorization.
    const response = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': file.type },
      credentials: 'omit',
    });
    if (!response.ok) throw new Error(String(response.status));
  } catch {
    throw new PhotoUploadError('upload', PHOTO_MESSAGES.upload);
  }
  return uploadURL;
}

/**
 * Spec section 4 "Photo upload": ask for an upload URL, PUT the file there, then finalize to get
 * the `/objects/...` path the image is served from. Resolves to that path.
 */
export async function uploadPhoto(file: File): Promise<string> {
  const uploadURL = await putUpload(file);
  let objectPath: string | undefined;
  try {
    const body: FinalizeUploadBody = { objectURL: uploadURL };
    const response = await httpFetch({ url: '/api/objects/finalize', method: 'PUT', body });
    if (response.ok) ({ objectPath } = (await response.json()) as FinalizeUploadResponse);
  } catch {
    objectPath = undefined;
  }
  if (!objectPath) throw new PhotoUploadError('finalize', PHOTO_MESSAGES.finalize);
  return objectPath;
}
