import { createHmac, timingSafeEqual } from 'node:crypto';

export type UploadUrlCheck = 'valid' | 'expired' | 'invalid';

const EXPIRES = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-f]{64}$/;

/**
 * Signs and checks the disk adapter's upload URLs
 * (`/api/objects/<key>?expires=<unix seconds>&signature=<hex>`): the signature
 * is the credential, an HMAC-SHA256 of the key and the expiry, so a URL grants
 * a PUT of that one key until then and nothing else.
 *
 * The HMAC key is derived from the JWT secret (HMAC(secret, 'upload-urls'))
 * rather than reusing it: a signature of one kind can never pass as the other,
 * and every process sharing the data directory (or JWT_SECRET) signs alike.
 */
export class UploadUrlSigner {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = createHmac('sha256', jwtSecret).update('upload-urls').digest();
  }

  sign(objectKey: string, expiresAtSeconds: number): string {
    return createHmac('sha256', this.key).update(`${objectKey}\n${expiresAtSeconds}`).digest('hex');
  }

  /** Checks the signature first, so a tampered URL reads as invalid even once it is also expired. */
  check(
    objectKey: string,
    expires: string | undefined,
    signature: string | undefined,
    nowSeconds: number,
  ): UploadUrlCheck {
    if (!expires || !signature || !EXPIRES.test(expires) || !SIGNATURE.test(signature)) {
      return 'invalid';
    }
    const expected = Buffer.from(this.sign(objectKey, Number(expires)), 'hex');
    // Constant time: the comparison must not reveal how many leading bytes matched.
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
    return Number(expires) < nowSeconds ? 'expired' : 'valid';
  }
}

export const UPLOAD_URL_SIGNER = Symbol('UploadUrlSigner');
