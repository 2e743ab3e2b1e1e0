import { Command } from '@nestjs/cqrs';
import type { RequestUploadResponse } from '../../../contracts/objects.js';

/*
 * The objects use cases write no events: blobs are not events. They keep the
 * command/query folder layout so every use case is found the same way; the
 * event that matters (e.g. a dog's photo changed) is appended by the use case
 * that stores the returned `/objects/...` path.
 */

/** Grants the user a short-lived URL to PUT one file to. */
export class RequestUpload extends Command<RequestUploadResponse> {
  constructor(readonly userId: string) {
    super();
  }
}
