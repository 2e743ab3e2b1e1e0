import {
  conflict,
  forbidden,
  invalid,
  notFound,
  payloadTooLarge,
  tooManyRequests,
} from '../../shared/errors.js';

/** Spec sections 5 and 9: photos are images of at most 5 MB (5,242,880 bytes). */
export const MAX_PHOTO_BYTES = 5_242_880;

/** Processed photos are scaled down to fit 2048 x 2048 (never enlarged): plenty for any screen. */
export const MAX_PHOTO_SIDE = 2048;

/**
 * The most pixels we decode. A 48-megapixel phone photo fits; a
 * "decompression bomb" (a few hundred KB of PNG declaring 100 megapixels,
 * i.e. gigabytes once decoded) is refused before it is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;

/** How long an upload URL may be used. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * How long a raw upload may wait to be finalized, from its PUT: the URL's
 * validity plus a margin for a slow finalize. The browser finalizes right
 * after its PUT, so only abandoned uploads ever get this old; the sweeper
 * removes them.
 */
export const PENDING_UPLOAD_TTL_SECONDS = UPLOAD_URL_TTL_SECONDS + 5 * 60;

/** The per-account quota counts the uploads and bytes of the last hour. */
export const QUOTA_WINDOW_SECONDS = 60 * 60;

/**
 * How long a receipt is kept: while the quota counts it and while its upload
 * URL could still be used (it is what refuses a second PUT after finalizing).
 */
export const RECEIPT_RETENTION_SECONDS = Math.max(QUOTA_WINDOW_SECONDS, UPLOAD_URL_TTL_SECONDS);

export const fileTooLarge = () =>
  payloadTooLarge('OBJECTS.FILE_TOO_LARGE', 'File size must be less than 5MB');

export const notAnImage = () => invalid('OBJECTS.NOT_AN_IMAGE', 'Please select an image file');

export const imageTooLarge = () =>
  invalid('OBJECTS.IMAGE_TOO_LARGE', 'Image dimensions are too large (at most 50 megapixels)');

export const invalidUploadUrl = () =>
  invalid(
    'OBJECTS.INVALID_UPLOAD_URL',
    'objectURL must be an upload URL from POST /api/objects/upload',
  );

/** Also the answer for another user's upload: whether it exists is not revealed. */
export const uploadNotFound = () =>
  notFound('OBJECTS.UPLOAD_NOT_FOUND', 'Upload not found. Please upload the file again.');

export const photoNotFound = () => notFound('OBJECTS.NOT_FOUND', 'Photo not found');

export const uploadUrlNotValid = () =>
  forbidden(
    'OBJECTS.UPLOAD_URL_INVALID',
    'This upload link is not valid. Please try uploading again.',
  );

export const uploadUrlExpired = () =>
  forbidden(
    'OBJECTS.UPLOAD_URL_EXPIRED',
    'This upload link has expired. Please try uploading again.',
  );

export const uploadUrlUsed = () =>
  conflict(
    'OBJECTS.UPLOAD_URL_USED',
    'This upload link has already been used. Please try uploading again.',
  );

export const tooManyPendingUploads = (retryAfterMs: number) =>
  tooManyRequests(
    'OBJECTS.TOO_MANY_PENDING_UPLOADS',
    `Too many photo uploads are waiting to be finished. Please try again in ${inMinutes(retryAfterMs)}.`,
    toSeconds(retryAfterMs),
  );

export const uploadQuotaSpent = (
  maxPerHour: number,
  maxBytesPerHour: number,
  retryAfterMs: number,
) =>
  tooManyRequests(
    'OBJECTS.UPLOAD_QUOTA_EXCEEDED',
    `You can upload at most ${maxPerHour} photos or ${megabytes(maxBytesPerHour)} an hour. Please try again in ${inMinutes(retryAfterMs)}.`,
    toSeconds(retryAfterMs),
  );

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function inMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function megabytes(bytes: number): string {
  const value = bytes / 2 ** 20;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}
