import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/clock.port.js';
import { KeyedLock } from '../../../shared/keyed-lock.js';
import { detectImageType } from '../../domain/image-type.js';
import { isValidId, uploadKey } from '../../domain/object-keys.js';
import { assertMayReceive, readUserUploads, uploadFolder } from '../../domain/upload-ledger.js';
import { notAnImage, uploadUrlExpired, uploadUrlNotValid } from '../../domain/upload-rules.js';
import {
  OBJECT_STORAGE,
  type ObjectStorage,
} from '../../../infrastructure/object-storage/object-storage.port.js';
import {
  UPLOAD_URL_SIGNER,
  type UploadUrlSigner,
} from '../../../infrastructure/object-storage/upload-url-signer.js';
import { ReceiveUpload } from './receive-upload.command.js';

/**
 * Only the disk adapter issues URLs to this route. In S3 mode browsers PUT
 * to S3 and nothing here is ever signed, so every request is refused.
 */
@CommandHandler(ReceiveUpload)
export class ReceiveUploadHandler implements ICommandHandler<ReceiveUpload> {
  /**
   * One user's PUTs are decided one at a time in this process, so parallel
   * requests cannot all pass the quota, or the single use, on the same listing.
   */
  private readonly perUser = new KeyedLock();

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(UPLOAD_URL_SIGNER) private readonly signer: UploadUrlSigner,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, uploadId, expires, signature, body }: ReceiveUpload): Promise<void> {
    if (!isValidId(userId) || !isValidId(uploadId)) throw uploadUrlNotValid();
    const key = uploadKey(userId, uploadId);
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const check = this.signer.check(key, expires, signature, now);
    if (check === 'invalid') throw uploadUrlNotValid();
    if (check === 'expired') throw uploadUrlExpired();
    // Its first bytes say whether a file is a JPEG, PNG, WebP or GIF at all: anything
    // else is never stored. Finalize decodes it and decides for good.
    if (!detectImageType(body)) throw notAnImage();
    await this.perUser.run(userId, async () => {
      const uploads = readUserUploads(userId, await this.storage.list(uploadFolder(userId)));
      assertMayReceive(uploads, uploadId, body.length, this.config.uploadQuota, this.clock.now());
      // The declared content type is not trusted (nor kept): finalize detects the real one.
      await this.storage.put(key, body, 'application/octet-stream');
    });
  }
}
