import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoSize } from '../contracts/photos.js';

const HOUR_S = 60 * 60;
const EXPIRES = /^\d{1,12}$/;
/** 16 bytes of base64url, unpadded: 22 characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{22}$/;
/** HMAC-SHA256 cut to its first 128 bits (docs/adr/042-compact-photo-urls.md). */
const TAG_BYTES = 16;

/**
 * Signs the URLs of a private group's album photos. An `<img>` sends no
 * bearer token, so the album answer (given only to those who may see the
 * meetup) carries URLs signed for that photo and size until the expiry
 * (`?e=<unix seconds>&s=<signature>`); the photo route checks the signature,
 * the expiry and that the photo is still there and not hidden, on every
 * request. The expiry is rounded to the next hour and one more, so a URL stays
 * the same for an hour and browsers cache the image. The key is derived from
 * the JWT secret (HMAC(secret, 'album-photos')), so it passes for no other
 * signature. The signature is the HMAC's first 128 bits in base64url: two
 * signed URLs a photo are a quarter of a private album's answer at 64 hex
 * digits each, and 128 bits leave a forger no better odds than the full tag's.
 */
export class PhotoUrlSigner {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('album-photos').digest();
  }

  private sign(photoId: string, size: PhotoSize, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${photoId}/${size}\n${expires}`)
      .digest()
      .subarray(0, TAG_BYTES)
      .toString('base64url');
  }

  /** When a URL signed at `now` expires (s): the same for a whole hour, one to two hours on. */
  expiresAt(now: Date): number {
    return (Math.floor(now.getTime() / 1000 / HOUR_S) + 2) * HOUR_S;
  }

  /** `e=...&s=...` for the photo's size, valid one to two hours from `now`. */
  query(photoId: string, size: PhotoSize, now: Date): string {
    const expires = this.expiresAt(now);
    return `e=${expires}&s=${this.sign(photoId, size, expires)}`;
  }

  isValid(
    photoId: string,
    size: PhotoSize,
    expires: string | undefined,
    signature: string | undefined,
    now: Date,
  ): boolean {
    if (!expires || !signature || !EXPIRES.test(expires) || !SIGNATURE.test(signature))
      return false;
    // The text is compared, not the decoded bytes: the last of 22 base64url
    // characters carries 4 spare bits, so several spellings decode alike and
    // an altered URL could pass. Constant time: the comparison must not
    // reveal how many leading characters matched.
    const expected = Buffer.from(this.sign(photoId, size, Number(expires)), 'latin1');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'latin1'))) return false;
    return Number(expires) * 1000 >= now.getTime();
  }
}

export const PHOTO_URL_SIGNER = Symbol('PhotoUrlSigner');
