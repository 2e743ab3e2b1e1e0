import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoSize } from '../contracts/photos.js';

const HOUR_S = 60 * 60;
const EXPIRES = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Signs the URLs of a private group's album photos. An `<img>` sends no
 * bearer token, so the album answer (given only to those who may see the
 * meetup) carries URLs signed for that photo and size until `expires`; the
 * photo route checks the signature, the expiry and that the photo is still
 * there and not hidden, on every request. The expiry is rounded to the next
 * hour and one more, so a URL stays the same for an hour and browsers cache
 * the image. The key is derived from the JWT secret (HMAC(secret,
 * 'album-photos')), so it passes for no other signature.
 */
export class PhotoUrlSigner {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('album-photos').digest();
  }

  private sign(photoId: string, size: PhotoSize, expires: number): string {
    return createHmac('sha256', this.key).update(`${photoId}/${size}\n${expires}`).digest('hex');
  }

  /** When a URL signed at `now` expires (s): the same for a whole hour, one to two hours on. */
  expiresAt(now: Date): number {
    return (Math.floor(now.getTime() / 1000 / HOUR_S) + 2) * HOUR_S;
  }

  /** `?expires=...&signature=...` for the photo's size, valid one to two hours from `now`. */
  query(photoId: string, size: PhotoSize, now: Date): string {
    const expires = this.expiresAt(now);
    return `expires=${expires}&signature=${this.sign(photoId, size, expires)}`;
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
    const expected = Buffer.from(this.sign(photoId, size, Number(expires)), 'hex');
    // Constant time: the comparison must not reveal how many leading bytes matched.
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return false;
    return Number(expires) * 1000 >= now.getTime();
  }
}

export const PHOTO_URL_SIGNER = Symbol('PhotoUrlSigner');
