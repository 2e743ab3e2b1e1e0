import { z } from 'zod';
import { defineEvent, type EventOf } from '../event-definition.js';

/**
 * Stream `upload-expiry-<uploadId>`: an upload sweeper took an abandoned raw
 * upload to remove it; no other sweeper may until `leaseUntil` has passed
 * (the first died mid-way). The upload itself keeps no events: its records
 * are the object storage's listing (objects/domain/upload-ledger.ts).
 */
export const UploadExpiryClaimed = defineEvent(
  'UploadExpiryClaimed',
  1,
  z.object({ uploadId: z.string(), leaseUntil: z.string() }),
);

export type UploadExpiryClaimed = EventOf<typeof UploadExpiryClaimed>;
export type UploadEvent = UploadExpiryClaimed;
export const uploadEvents = [UploadExpiryClaimed] as const;
