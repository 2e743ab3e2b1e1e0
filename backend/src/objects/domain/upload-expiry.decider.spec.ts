import { describe, it } from 'vitest';
import { UploadExpiryClaimed } from '../../contracts/events/upload.events.js';
import { given } from '../../shared/testing/given-when-then.js';
import { uploadExpiryDecider } from './upload-expiry.decider.js';

const MINUTE = 60_000;
const at = (minute: number) => new Date(Date.UTC(2026, 11, 6, 12, minute));
const claim = (minute: number) => ({
  type: 'ClaimUploadExpiry' as const,
  uploadId: 'u1',
  now: at(minute),
  leaseMs: 2 * MINUTE,
});
const claimed = (minute: number) =>
  UploadExpiryClaimed({ uploadId: 'u1', leaseUntil: at(minute + 2).toISOString() });

describe('upload expiry decider', () => {
  it('gives an abandoned upload to one sweeper', () => {
    given(uploadExpiryDecider)
      .when(claim(0))
      .then([claimed(0)]);
    given(uploadExpiryDecider, [claimed(0)])
      .when(claim(1))
      .then([]);
  });

  it('gives it to another sweeper once the first one’s lease has passed', () => {
    given(uploadExpiryDecider, [claimed(0)])
      .when(claim(3))
      .then([claimed(3)]);
  });
});
