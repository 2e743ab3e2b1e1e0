import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/errors.js';
import {
  assertMayReceive,
  hasBeenUsed,
  readUserUploads,
  receiptKey,
  type ListedEntry,
} from './upload-ledger.js';

const MINUTE = 60_000;
const now = new Date('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

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
  const receive = (listing: ListedEntry[], uploadId: string) => () =>
    assertMayReceive(readUserUploads('maya', listing), uploadId);

  it('is taken through an unused URL', () => {
    expect(receive([raw('maya', 'u1', 10, 1), receipt('maya', 'u2', 10, 10)], 'u3')).not.toThrow();
  });

  it.each([
    ['after a PUT', [raw('maya', 'u1', 10, 1)]],
    ['after its raw upload left', [receipt('maya', 'u1', 10, 1)]],
  ])('is refused once its URL has been used (%s): 409', (_case, listing) => {
    expect(refusal(receive(listing, 'u1'))).toMatchObject({
      kind: 'conflict',
      code: 'OBJECTS.UPLOAD_URL_USED',
      message: 'This upload link has already been used. Please try uploading again.',
    });
  });
});
