import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, ID_GENERATOR, type Clock, type IdGenerator } from '../../../shared/clock.port.js';
import { uploadKey } from '../../domain/object-keys.js';
import { assertMayStartUpload, readUserUploads, uploadFolder } from '../../domain/upload-ledger.js';
import { UPLOAD_URL_TTL_SECONDS } from '../../domain/upload-rules.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import { RequestUpload } from './request-upload.command.js';
import type { RequestUploadResponse } from '../../../contracts/objects.js';

@CommandHandler(RequestUpload)
export class RequestUploadHandler implements ICommandHandler<RequestUpload> {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The key carries the uploader's id: only they can finalize it, whoever holds the URL.
   * Refused (429) once the account's quota is spent: in compose mode the PUT goes
   * straight to S3, so this is the last word before it.
   */
  async execute({ userId }: RequestUpload): Promise<RequestUploadResponse> {
    const uploads = readUserUploads(userId, await this.storage.list(uploadFolder(userId)));
    assertMayStartUpload(uploads, this.config.uploadQuota, this.clock.now());
    const key = uploadKey(userId, this.ids.newId());
    return { uploadURL: await this.storage.createUploadUrl(key, UPLOAD_URL_TTL_SECONDS) };
  }
}
