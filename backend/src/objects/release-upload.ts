import type { ObjectStorage } from '../infrastructure/object-storage/object-storage.port.js';

/**
 * A raw upload leaves (finalized, refused or expired) and its receipt stays
 * (see domain/upload-ledger.ts). The receipt is written first, so whatever
 * happens next the hour's quota still counts the bytes and the upload URL
 * stays used. No receipt is written when there already is one.
 */
export async function releaseUpload(
  storage: ObjectStorage,
  rawKey: string,
  receiptKey: string | null,
): Promise<void> {
  if (receiptKey) await storage.put(receiptKey, Buffer.alloc(0), 'application/octet-stream');
  await storage.delete(rawKey);
}
