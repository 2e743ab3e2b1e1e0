import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { IMAGE_TYPES } from '../../domain/image-type.js';
import { objectPath, photoKey } from '../../domain/object-keys.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { readUpload, takeUpload } from '../../intake/take-upload.js';
import { ImageMaker } from '../../imaging/image-maker.js';
import { FinalizeUpload } from './finalize-upload.command.js';
import type { FinalizeUploadResponse } from '../../../contracts/objects.js';

@CommandHandler(FinalizeUpload)
export class FinalizeUploadHandler implements ICommandHandler<FinalizeUpload> {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(ImageMaker) private readonly images: ImageMaker,
  ) {}

  execute({ userId, objectURL }: FinalizeUpload): Promise<FinalizeUploadResponse> {
    return takeUpload(this.storage, userId, objectURL, async (rawKey) => {
      const { body, type } = await readUpload(this.storage, rawKey);
      const photo = await this.images.photo(body, type);
      const key = photoKey(this.ids.newId(), type);
      await this.storage.put(key, photo, IMAGE_TYPES[type].contentType);
      return { objectPath: objectPath(key) };
    });
  }
}
