import { Command } from '@nestjs/cqrs';
import type { FinalizeUploadResponse } from '../../../contracts/objects.js';

/**
 * Turns the user's raw upload into a public photo: checked, cleaned and
 * re-encoded. Writes no event (blobs are not events); the use case that
 * stores the returned path (a dog's or a profile's photo) records that.
 */
export class FinalizeUpload extends Command<FinalizeUploadResponse> {
  constructor(
    readonly userId: string,
    readonly objectURL: string,
  ) {
    super();
  }
}
