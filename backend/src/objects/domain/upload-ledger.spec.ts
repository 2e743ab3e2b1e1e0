import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import {
  assertMayReceive,
  assertMayStartUpload,
  hasBeenUsed,
  planSweep,
  readUserUploads,
  receiptKey,
  type ListedEntry,
  type UploadQuota,
} from './upload-ledger.js';

const MB = 2 ** 20;
const MINUTE = 60_000;
const now = new Date('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);
const quota: UploadQuota = { maxPending: 3, maxPerHour: 5, maxBytesPerHour: 10 * MB };

const raw = (userId: string, uploadId: string, size: number, minutesAgo: number): ListedEntry => ({
  key: `uploads/${userId}/${uploadId}`,
  size,
  modifiedAt: ago(minutesAgo),
});
const receipt = (userId: string, uploadId: string, bytes: number, minutesAgo: number) => ({
  key: receiptKey(userId, uploadId, bytes),
  size: 0,
  modifiedAt: ago(minutesAgo),
});

/** The error a rule throws, for its kind, code and Retry-After. */
function refusal(rule: () => void): DomainError {
  try {
    rule();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe("one user's uploads, read from the listing of their folder", () => {
  it('knows raw uploads and receipts, and nothing else', () => {
    const uploads = readUserUploads('maya', [
      raw('maya', 'u1', 100, 1),
      receipt('maya', 'u2', 200, 5),
      raw('noah', 'u3', 300, 1),
      { key: 'uploads/maya/u4.meta.json', size: 1, modifiedAt: ago(1) },
      { key: 'uploads/maya/nested/u5', size: 1, modifiedAt: ago(1) },
      { key: 'photos/u6.jpg', size: 1, modifiedAt: ago(1) },
    ]);
    expect(uploads).toEqual({
      pending: [{ uploadId: 'u1', bytes: 100, at: ago(1).getTime() }],
      receipts: [{ uploadId: 'u2', bytes: 200, at: ago(5).getTime() }],
    });
  });

  it('takes an upload URL as used once it has a raw upload or a receipt', () => {
    const uploads = readUserUploads('maya', [raw('maya', 'u1', 1, 1), receipt('maya', 'u2', 1, 1)]);
    expect(hasBeenUsed(uploads, 'u1')).toBe(true);
    expect(hasBeenUsed(uploads, 'u2')).toBe(true);
    expect(hasBeenUsed(uploads, 'u3')).toBe(false);
  });
});

describe('the PUT of an upload', () => {
  const receive = (listing: ListedEntry[], uploadId: string, bytes: number) => () =>
    assertMayReceive(readUserUploads('maya', listing), uploadId, bytes, quota, now);

  it('is taken within the quota', () => {
    expect(
      receive([raw('maya', 'u1', MB, 1), receipt('maya', 'u2', MB, 10)], 'u3', 5 * MB),
    ).not.toThrow();
  });

  it.each([
    ['after a PUT', [raw('maya', 'u1', 10, 1)]],
    ['after its raw upload left', [receipt('maya', 'u1', 10, 1)]],
  ])('is refused once its URL has been used (%s): 409', (_case, listing) => {
    expect(refusal(receive(listing, 'u1', 10))).toMatchObject({
      kind: 'conflict',
      code: 'OBJECTS.UPLOAD_URL_USED',
      message: 'This upload link has already been used. Please try uploading again.',
    });
  });

  it('is refused while as many raw uploads as allowed wait, until the oldest expires', () => {
    const listing = [raw('maya', 'a', 1, 2), raw('maya', 'b', 1, 5), raw('maya', 'c', 1, 1)];
    const error = refusal(receive(listing, 'd', 1));
    expect(error).toMatchObject({
      kind: 'too_many_requests',
      code: 'OBJECTS.TOO_MANY_PENDING_UPLOADS',
      message: 'Too many photo uploads are waiting to be finished. Please try again in 15 minutes.',
      // The oldest waits 5 minutes of its 20.
      retryAfterSeconds: 15 * 60,
    });
  });

  it("is refused when it would take the hour's bytes past the limit, until enough of them are an hour old", () => {
    const listing = [receipt('maya', 'a', 4 * MB, 50), receipt('maya', 'b', 4 * MB, 20)];
    expect(receive(listing, 'c', 2 * MB)).not.toThrow();
    const error = refusal(receive(listing, 'c', 3 * MB));
    expect(error).toMatchObject({
      kind: 'too_many_requests',
      code: 'OBJECTS.UPLOAD_QUOTA_EXCEEDED',
      message: 'You can upload at most 5 photos or 10 MB an hour. Please try again in 10 minutes.',
      // 'a' leaves the hour in 10 minutes; then 4 + 3 MB fit.
      retryAfterSeconds: 10 * 60,
    });
  });

  it("is refused when the hour's uploads are spent, whatever their size", () => {
    const listing = [1, 2, 3, 4, 5].map((minutes) => receipt('maya', `r${minutes}`, 1, minutes));
    expect(refusal(receive(listing, 'c', 1))).toMatchObject({
      code: 'OBJECTS.UPLOAD_QUOTA_EXCEEDED',
      retryAfterSeconds: 55 * 60,
    });
  });

  it('counts raw uploads and receipts of the last hour only, and only its own', () => {
    const listing = [
      receipt('maya', 'old', 10 * MB, 61),
      receipt('noah', 'other', 10 * MB, 1),
      raw('maya', 'waiting', 5 * MB, 1),
    ];
    expect(receive(listing, 'c', 5 * MB)).not.toThrow();
    expect(refusal(receive(listing, 'c', 5 * MB + 1)).code).toBe('OBJECTS.UPLOAD_QUOTA_EXCEEDED');
  });
});

describe('a new upload URL', () => {
  const start = (listing: ListedEntry[]) => () =>
    assertMayStartUpload(readUserUploads('maya', listing), quota, now);

  it('is granted while any of the quota is left', () => {
    expect(start([receipt('maya', 'a', 10 * MB - 1, 1)])).not.toThrow();
  });

  it('is refused once the bytes, the uploads or the places for raw uploads are spent', () => {
    expect(refusal(start([receipt('maya', 'a', 10 * MB, 1)])).code).toBe(
      'OBJECTS.UPLOAD_QUOTA_EXCEEDED',
    );
    expect(refusal(start([1, 2, 3, 4, 5].map((m) => receipt('maya', `r${m}`, 1, m)))).code).toBe(
      'OBJECTS.UPLOAD_QUOTA_EXCEEDED',
    );
    expect(refusal(start([1, 2, 3].map((m) => raw('maya', `p${m}`, 1, m)))).code).toBe(
      'OBJECTS.TOO_MANY_PENDING_UPLOADS',
    );
  });
});

describe('the sweep', () => {
  it('expires raw uploads not finalized within 20 minutes of their PUT, leaving their receipt', () => {
    expect(planSweep([raw('maya', 'fresh', 10, 19), raw('maya', 'stale', 10, 21)], now)).toEqual([
      {
        kind: 'expire',
        key: 'uploads/maya/stale',
        uploadId: 'stale',
        receiptKey: receiptKey('maya', 'stale', 10),
      },
    ]);
  });

  it('writes no second receipt for a raw upload that came through a used URL again', () => {
    expect(
      planSweep([raw('maya', 'again', 10, 30), receipt('maya', 'again', 10, 30)], now),
    ).toEqual([{ kind: 'expire', key: 'uploads/maya/again', uploadId: 'again', receiptKey: null }]);
  });

  it('forgets receipts after an hour: past the quota window and their URL', () => {
    expect(
      planSweep([receipt('maya', 'recent', 10, 59), receipt('maya', 'old', 10, 61)], now),
    ).toEqual([{ kind: 'forget', key: receiptKey('maya', 'old', 10) }]);
  });

  it('leaves alone what the upload rules do not know', () => {
    const old = ago(24 * 60);
    expect(
      planSweep(
        [
          { key: 'uploads/maya/x.jpg', size: 1, modifiedAt: old },
          { key: 'uploads/maya/deeper/y', size: 1, modifiedAt: old },
          { key: 'uploads/z', size: 1, modifiedAt: old },
        ],
        now,
      ),
    ).toEqual([]);
  });
});
