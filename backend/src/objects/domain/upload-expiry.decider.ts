import { UploadExpiryClaimed } from '../../contracts/events/upload.events.js';
import type { Decider } from '../../shared/decider.js';

/*
 * Removing one abandoned raw upload, stream `upload-expiry-<uploadId>`. Every
 * API process sweeps the one object storage; a sweeper claims the upload
 * before it writes the receipt and deletes the raw upload, and the claim is
 * appended with the revision it was decided on, so of two sweepers only one
 * removes it. A sweeper that dies mid-way holds it only until its lease has
 * passed; once removed, the upload is no longer listed and never claimed again.
 */

export interface UploadExpiryState {
  leaseUntil: string | null;
}

export type UploadExpiryCommand = {
  type: 'ClaimUploadExpiry';
  uploadId: string;
  now: Date;
  leaseMs: number;
};

export const uploadExpiryStream = (uploadId: string) => `upload-expiry-${uploadId}`;

export const uploadExpiryDecider: Decider<
  UploadExpiryState,
  UploadExpiryCommand,
  UploadExpiryClaimed
> = {
  initialState: () => ({ leaseUntil: null }),
  evolve: (_state, event) => ({ leaseUntil: event.data.leaseUntil }),
  decide: (command, state) => {
    if (state.leaseUntil !== null && state.leaseUntil > command.now.toISOString()) return [];
    return [
      UploadExpiryClaimed({
        uploadId: command.uploadId,
        leaseUntil: new Date(command.now.getTime() + command.leaseMs).toISOString(),
      }),
    ];
  },
};
