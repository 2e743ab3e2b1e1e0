import { isValidId, uploadKey } from './object-keys.js';
import {
  PENDING_UPLOAD_TTL_SECONDS,
  QUOTA_WINDOW_SECONDS,
  RECEIPT_RETENTION_SECONDS,
  tooManyPendingUploads,
  uploadQuotaSpent,
  uploadUrlUsed,
} from './upload-rules.js';

/*
 * The upload rules keep no state of their own: everything they need is read
 * from the object storage's listing of a user's upload folder, so it holds
 * across restarts and for every process sharing the storage:
 *
 *   uploads/<userId>/<uploadId>                    a raw upload waiting to be finalized
 *   uploads/<userId>/<uploadId>.<bytes>.receipt   its upload URL was used for <bytes>
 *                                                  bytes and the raw upload is gone
 *                                                  (finalized, refused or expired)
 *
 * A receipt is written whenever a raw upload leaves, so an upload URL is used
 * once it has a raw upload or a receipt, and the bytes of the last hour are
 * those of both. The sweeper removes raw uploads left unfinalized and
 * receipts once no rule needs them.
 */

/** An entry of the storage listing, as `ObjectStorage.list` returns it. */
export interface ListedEntry {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** The per-account limits (UPLOAD_MAX_PENDING, UPLOAD_MAX_PER_HOUR, UPLOAD_MAX_MB_PER_HOUR). */
export interface UploadQuota {
  /** Raw uploads waiting to be finalized at once. */
  maxPending: number;
  /** Uploads received in the last hour. */
  maxPerHour: number;
  /** Bytes received in the last hour. */
  maxBytesPerHour: number;
}

/** One upload as the listing shows it: its bytes and when its record was written. */
interface UploadEntry {
  uploadId: string;
  bytes: number;
  at: number;
}

/** One user's uploads, read from their folder. */
export interface UserUploads {
  /** Raw uploads waiting to be finalized. */
  pending: UploadEntry[];
  /** Uploads whose raw upload is gone. */
  receipts: UploadEntry[];
}

const RECEIPT = /^([A-Za-z0-9_-]{1,100})\.(\d{1,15})\.receipt$/;

/** The folder `ObjectStorage.list` reads for one user's uploads. */
export function uploadFolder(userId: string): string {
  return `uploads/${userId}/`;
}

/** The receipt left when the raw upload of this URL leaves, whatever the reason. */
export function receiptKey(userId: string, uploadId: string, bytes: number): string {
  return `${uploadFolder(userId)}${uploadId}.${bytes}.receipt`;
}

type Parsed =
  | { kind: 'pending'; userId: string; entry: UploadEntry; key: string }
  | { kind: 'receipt'; userId: string; entry: UploadEntry; key: string };

/** What a key under `uploads/` is, or null for anything the rules do not know. */
function parse({ key, size, modifiedAt }: ListedEntry): Parsed | null {
  const [root, userId = '', name = '', ...rest] = key.split('/');
  if (root !== 'uploads' || rest.length > 0 || !isValidId(userId)) return null;
  const at = modifiedAt.getTime();
  if (isValidId(name)) {
    return { kind: 'pending', userId, key, entry: { uploadId: name, bytes: size, at } };
  }
  const receipt = RECEIPT.exec(name);
  if (!receipt) return null;
  const [, uploadId = '', bytes = '0'] = receipt;
  return { kind: 'receipt', userId, key, entry: { uploadId, bytes: Number(bytes), at } };
}

/** The user's uploads from the listing of their folder (entries of other folders are ignored). */
export function readUserUploads(userId: string, listing: readonly ListedEntry[]): UserUploads {
  const uploads: UserUploads = { pending: [], receipts: [] };
  for (const listed of listing) {
    const parsed = parse(listed);
    if (parsed?.userId !== userId) continue;
    (parsed.kind === 'pending' ? uploads.pending : uploads.receipts).push(parsed.entry);
  }
  return uploads;
}

/** True once the upload URL has been used: its raw upload is there, or its receipt. */
export function hasBeenUsed(uploads: UserUploads, uploadId: string): boolean {
  const same = (entry: UploadEntry) => entry.uploadId === uploadId;
  return uploads.pending.some(same) || uploads.receipts.some(same);
}

/** The receipt of this upload, if its raw upload has already left once. */
export function receiptOf(uploads: UserUploads, uploadId: string): UploadEntry | undefined {
  return uploads.receipts.find((entry) => entry.uploadId === uploadId);
}

/**
 * POST /api/objects/upload: refused (429) while the user has as many raw
 * uploads waiting as allowed, or has spent the hour's uploads or bytes.
 * In compose mode this is the only check before the browser's PUT to S3.
 */
export function assertMayStartUpload(uploads: UserUploads, quota: UploadQuota, now: Date): void {
  assertWithinQuota(uploads, quota, now, 0);
}

/**
 * PUT {uploadURL} of `bytes` bytes (embedded mode): refused once the URL has
 * been used (409), then as the request is (429), counting this file too.
 */
export function assertMayReceive(
  uploads: UserUploads,
  uploadId: string,
  bytes: number,
  quota: UploadQuota,
  now: Date,
): void {
  if (hasBeenUsed(uploads, uploadId)) throw uploadUrlUsed();
  assertWithinQuota(uploads, quota, now, bytes);
}

function assertWithinQuota(
  uploads: UserUploads,
  quota: UploadQuota,
  now: Date,
  incomingBytes: number,
): void {
  const time = now.getTime();
  if (uploads.pending.length >= quota.maxPending) {
    // The wait until the oldest one expires; finalizing one frees a place at once.
    const oldest = Math.min(...uploads.pending.map((entry) => entry.at));
    throw tooManyPendingUploads(oldest + PENDING_UPLOAD_TTL_SECONDS * 1000 - time);
  }
  const windowStart = time - QUOTA_WINDOW_SECONDS * 1000;
  const recent = [...uploads.pending, ...uploads.receipts]
    .filter((entry) => entry.at > windowStart)
    .sort((a, b) => a.at - b.at);
  const fits = (entries: UploadEntry[]) =>
    entries.length < quota.maxPerHour &&
    entries.reduce((sum, entry) => sum + entry.bytes, 0) + Math.max(incomingBytes, 1) <=
      quota.maxBytesPerHour;
  if (fits(recent)) return;
  // The wait until enough of the hour's uploads have left the window for this one to fit.
  let leaving = 0;
  while (leaving < recent.length && !fits(recent.slice(leaving + 1))) leaving++;
  const freedAt = (recent[leaving]?.at ?? time) + QUOTA_WINDOW_SECONDS * 1000;
  throw uploadQuotaSpent(quota.maxPerHour, quota.maxBytesPerHour, freedAt - time);
}

/** What the sweeper does to one entry of the `uploads/` listing. */
export type SweepStep =
  /** A raw upload left unfinalized: its receipt is written (unless it has one), then it is deleted. */
  | { kind: 'expire'; key: string; uploadId: string; receiptKey: string | null }
  /** A receipt no rule needs any more: deleted. */
  | { kind: 'forget'; key: string };

/**
 * The sweep of the whole `uploads/` listing at `now`: raw uploads not
 * finalized within PENDING_UPLOAD_TTL_SECONDS of their PUT expire (the URL
 * they came through expired before that, so no PUT can bring them back), and
 * receipts older than RECEIPT_RETENTION_SECONDS (past the quota's hour and
 * their URL's expiry) are forgotten. Keys the rules do not know are left alone.
 */
export function planSweep(listing: readonly ListedEntry[], now: Date): SweepStep[] {
  const time = now.getTime();
  const parsed = listing.map(parse).filter((entry) => entry !== null);
  const receipted = new Set(
    parsed
      .filter((entry) => entry.kind === 'receipt')
      .map((entry) => uploadKey(entry.userId, entry.entry.uploadId)),
  );
  const steps: SweepStep[] = [];
  for (const { kind, userId, entry, key } of parsed) {
    const age = time - entry.at;
    if (kind === 'pending' && age > PENDING_UPLOAD_TTL_SECONDS * 1000) {
      steps.push({
        kind: 'expire',
        key,
        uploadId: entry.uploadId,
        receiptKey: receipted.has(key) ? null : receiptKey(userId, entry.uploadId, entry.bytes),
      });
    } else if (kind === 'receipt' && age > RECEIPT_RETENTION_SECONDS * 1000) {
      steps.push({ kind: 'forget', key });
    }
  }
  return steps;
}
