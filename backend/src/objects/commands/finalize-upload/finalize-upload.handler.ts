import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { detectImageType, IMAGE_TYPES } from '../../domain/image-type.js';
import { objectPath, photoKey, uploadFromUrl, uploadKey } from '../../domain/object-keys.js';
import {
  fileTooLarge,
  invalidUploadUrl,
  MAX_PHOTO_BYTES,
  notAnImage,
  uploadNotFound,
} from '../../domain/upload-rules.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../../object-storage.port.js';
import { processPhoto } from '../../photo-processor.js';
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
    if (info.size > MAX_PHOTO_BYTES) return this.reject(rawKey, fileTooLarge());
    const raw = await this.storage.get(rawKey);
    if (!raw) throw uploadNotFound();
    if (raw.body.length > MAX_PHOTO_BYTES) return this.reject(rawKey, fileTooLarge());

    const type = detectImageType(raw.body);
    if (!type) return this.reject(rawKey, notAnImage());
    let photo: Buffer;
    try {
      photo = await processPhoto(raw.body, type);
    } catch (error) {
      return this.reject(rawKey, error);
    }

    const key = photoKey(this.ids.newId(), type);
    await this.storage.put(key, photo, IMAGE_TYPES[type].contentType);
    // Consumed: finalizing the same upload again is a 404.
    await this.storage.delete(rawKey);
    return { objectPath: objectPath(key) };
  }

  /** A refused upload is of no further use: it is deleted rather than left to fill the store. */
  private async reject(rawKey: string, error: unknown): Promise<never> {
    await this.storage.delete(rawKey);
    throw error;
  }
}
