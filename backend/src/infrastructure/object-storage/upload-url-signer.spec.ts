import { describe, expect, it } from 'vitest';
import { UploadUrlSigner } from './upload-url-signer.js';

describe('upload URL signatures', () => {
  const signer = new UploadUrlSigner('a test secret of at least thirty-two characters');
  const key = 'uploads/u1/up1';
  const signature = signer.sign(key, 1_000);

  it('accept the key and expiry they were made for, until then', () => {
    expect(signer.check(key, '1000', signature, 999)).toBe('valid');
    expect(signer.check(key, '1000', signature, 1_000)).toBe('valid');
    expect(signer.check(key, '1000', signature, 1_001)).toBe('expired');
  });

  it('refuse another key, another expiry, another secret or a malformed signature', () => {
    expect(signer.check('uploads/u2/up1', '1000', signature, 0)).toBe('invalid');
    expect(signer.check(key, '2000', signature, 0)).toBe('invalid');
    const other = new UploadUrlSigner('another secret of at least thirty-two characters');
    expect(other.check(key, '1000', signature, 0)).toBe('invalid');
    expect(signer.check(key, '1000', signature.slice(0, 63), 0)).toBe('invalid');
    expect(signer.check(key, '1000', signature.toUpperCase(), 0)).toBe('invalid');
    expect(signer.check(key, '1e3', signature, 0)).toBe('invalid');
    expect(signer.check(key, undefined, signature, 0)).toBe('invalid');
    expect(signer.check(key, '1000', undefined, 0)).toBe('invalid');
  });

  it('read a tampered URL as invalid even once it has also expired', () => {
    expect(signer.check(key, '999', signature, 5_000)).toBe('invalid');
  });
});
