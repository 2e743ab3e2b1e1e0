import type { ObjectStorage } from '../../infrastructure/object-storage/object-storage.port.js';
import { detectImageType, type ImageType } from '../domain/image-type.js';
import { uploadFromUrl, uploadKey } from '../domain/object-keys.js';
import { readUserUploads, receiptKey, receiptOf, uploadFolder } from '../domain/upload-ledger.js';
import {
  fileTooLarge,
  invalidUploadUrl,
  MAX_PHOTO_BYTES,
  notAnImage,
  uploadNotFound,
  uploadUrlUsed,
} from '../domain/upload-rules.js';
import { releaseUpload } from '../release-upload.js';

/**
 * Takes a member's raw upload for a use case that turns it into something
 * (a profile or dog photo, an album photo's sizes): checks who owns it, that
 * it was not used before and its size, hands its key to `process`, which
 * reads it with `readUpload` (here, or in the image process), and consumes
 * the upload whatever the outcome (its receipt stays for the quota). One
 * intake, so every kind of photo passes the same checks.
 */
export async function takeUpload<Result>(
  storage: ObjectStorage,
  userId: string,
  objectURL: string,
  process: (rawKey: string) => Promise<Result>,
): Promise<Result> {
  const upload = uploadFromUrl(objectURL);
  if (!upload) throw invalidUploadUrl();
  // Another user's upload reads as missing: its existence is not revealed.
  if (upload.userId !== userId) throw uploadNotFound();
  const rawKey = uploadKey(upload.userId, upload.uploadId);
  // The size first, from metadata: a presigned S3 PUT has no size limit.
  const info = await storage.stat(rawKey);
  if (!info) throw uploadNotFound();
  // A raw upload beside the receipt of an earlier one came through the same URL
  // again (a presigned S3 URL takes any number of PUTs while it is valid).
  const uploads = readUserUploads(userId, await storage.list(uploadFolder(userId)));
  if (receiptOf(uploads, upload.uploadId)) {
    await storage.delete(rawKey);
    throw uploadUrlUsed();
  }
  // Whatever the outcome from here, the raw upload leaves and its receipt stays:
  // a refused upload is of no further use, and a used one takes no second PUT.
  const release = () =>
    releaseUpload(storage, rawKey, receiptKey(userId, upload.uploadId, info.size));
  try {
    if (info.size > MAX_PHOTO_BYTES) throw fileTooLarge();
    return await process(rawKey);
  } finally {
    await release();
  }
}

/**
 * A taken upload's bytes and the image type its magic bytes say, checked
 * again for size as read (a PUT may have replaced it since its stat).
 */
export async function readUpload(
  storage: ObjectStorage,
  rawKey: string,
): Promise<{ body: Buffer; type: ImageType }> {
  const raw = await storage.get(rawKey);
  if (!raw) throw uploadNotFound();
  if (raw.body.length > MAX_PHOTO_BYTES) throw fileTooLarge();
  const type = detectImageType(raw.body);
  if (!type) throw notAnImage();
  return { body: raw.body, type };
}
