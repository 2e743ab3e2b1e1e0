import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ID_GENERATOR, type IdGenerator } from '../../../shared/clock.port.js';
import { uploadKey } from '../../domain/object-keys.js';
import { UPLOAD_URL_TTL_SECONDS } from '../../domain/upload-rules.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../../object-storage.port.js';
import { RequestUpload } from './request-upload.command.js';
import type { RequestUploadResponse } from '../../../contracts/objects.js';

@CommandHandler(RequestUpload)
export class RequestUploadHandler implements ICommandHandler<RequestUpload> {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  /** The key carries the uploader's id: only they can finalize it, whoever holds the URL. */
  async execute({ userId }: RequestUpload): Promise<RequestUploadResponse> {
    const key = uploadKey(userId, this.ids.newId());
    return { uploadURL: await this.storage.createUploadUrl(key, UPLOAD_URL_TTL_SECONDS) };
  }
}
