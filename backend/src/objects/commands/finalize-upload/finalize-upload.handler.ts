import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { detectImageType, IMAGE_TYPES } from '../../domain/image-type.js';
import { objectPath, photoKey, uploadFromUrl, uploadKey } from '../../domain/object-keys.js';
import {
  readUserUploads,
  receiptKey,
  receiptOf,
  uploadFolder,
} from '../../domain/upload-ledger.js';
import {
  fileTooLarge,
  invalidUploadUrl,
  MAX_PHOTO_BYTES,
  notAnImage,
  uploadNotFound,
  uploadUrlUsed,
} from '../../domain/upload-rules.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { processPhoto } from '../../photo-processor.js';
import { releaseUpload } from '../../release-upload.js';
import { FinalizeUpload } from './finalize-upload.command.js';
import type { FinalizeUploadResponse } from '../../../contracts/objects.js';

@CommandHandler(FinalizeUpload)
export class FinalizeUploadHandler implements ICommandHandler<FinalizeUpload> {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ userId, objectURL }: FinalizeUpload): Promise<FinalizeUploadResponse> {
    const upload = uploadFromUrl(objectURL);
    if (!upload) throw invalidUploadUrl();
    // Another user's upload reads as missing: its existence is not revealed.
    if (upload.userId !== userId) throw uploadNotFound();
    const rawKey = uploadKey(upload.userId, upload.uploadId);

    // The size first, from metadata: a presigned S3 PUT has no size limit.
    const info = await this.storage.stat(rawKey);
    if (!info) throw uploadNotFound();
    // A raw upload beside the receipt of an earlier one came through the same URL
    // again (a presigned S3 URL takes any number of PUTs while it is valid).
    const uploads = readUserUploads(userId, await this.storage.list(uploadFolder(userId)));
    if (receiptOf(uploads, upload.uploadId)) {
      await this.storage.delete(rawKey);
      throw uploadUrlUsed();
    }
    // Whatever the outcome from here, the raw upload leaves and its receipt stays.
    const release = () =>
      releaseUpload(this.storage, rawKey, receiptKey(userId, upload.uploadId, info.size));

    if (info.size > MAX_PHOTO_BYTES) return this.reject(release, fileTooLarge());
    const raw = await this.storage.get(rawKey);
    if (!raw) throw uploadNotFound();
    if (raw.body.length > MAX_PHOTO_BYTES) return this.reject(release, fileTooLarge());

    const type = detectImageType(raw.body);
    if (!type) return this.reject(release, notAnImage());
    let photo: Buffer;
    try {
      photo = await processPhoto(raw.body, type);
    } catch (error) {
      return this.reject(release, error);
    }

    const key = photoKey(this.ids.newId(), type);
    await this.storage.put(key, photo, IMAGE_TYPES[type].contentType);
    // Consumed: finalizing the same upload again is a 404, and its URL takes no second PUT.
    await release();
    return { objectPath: objectPath(key) };
  }

  /** A refused upload is of no further use: it is deleted rather than left to fill the store. */
  private async reject(release: () => Promise<void>, error: unknown): Promise<never> {
    await release();
    throw error;
  }
}
