import type { AppConfig } from '../../config/config.js';
import { DiskObjectStorage } from './disk.object-storage.js';
import type { ObjectStorage } from './object-storage.port.js';
import { UploadUrlSigner } from './upload-url-signer.js';

/**
 * Opens the configured object storage. The S3 adapter is imported only when
 * configured, so the embedded mode never loads the AWS SDK.
 */
export async function openObjectStorage(config: AppConfig): Promise<ObjectStorage> {
  const settings = config.objectStorage;
  if (settings.engine === 'disk') {
    return DiskObjectStorage.open(settings.directory, new UploadUrlSigner(config.jwt.secret));
  }
  const { S3ObjectStorage } = await import('./s3.object-storage.js');
  return S3ObjectStorage.open(settings);
}
