/**
 * The one grammar of object keys, checked by every adapter before any I/O:
 * slash-separated segments of letters, digits, `.`, `_` and `-`, none empty
 * and none starting with a dot. So `..`, `.`, absolute paths, backslashes and
 * percent-escapes are impossible, and the disk adapter's own files (under
 * `.tmp/`) can never be addressed by a key.
 */
const SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}';
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT}){0,9}$`);

export class InvalidObjectKeyError extends Error {
  constructor(key: string) {
    super(`Invalid object key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidObjectKeyError';
  }
}

export function isValidObjectKey(key: string): boolean {
  return key.length <= 1024 && KEY.test(key);
}

export function assertValidObjectKey(key: string): void {
  if (!isValidObjectKey(key)) throw new InvalidObjectKeyError(key);
}

/** A folder of keys, as `ObjectStorage.list` takes it: a valid key followed by a slash. */
export function assertValidObjectPrefix(prefix: string): void {
  if (!prefix.endsWith('/') || !isValidObjectKey(prefix.slice(0, -1))) {
    throw new InvalidObjectKeyError(prefix);
  }
}
