import { Command } from '@nestjs/cqrs';

/**
 * Stores the bytes PUT to a disk-mode upload URL as the raw upload. No
 * bearer token: the URL's signature is the credential (see UploadUrlSigner).
 * Writes no event: blobs are not events.
 */
export class ReceiveUpload extends Command<void> {
  constructor(
    readonly userId: string,
    readonly uploadId: string,
    readonly expires: string | undefined,
    readonly signature: string | undefined,
    readonly body: Buffer,
  ) {
    super();
  }
}
