/**
 * The object storage port: where uploaded photos live. Blobs are not events:
 * events and read models refer to them by their public path (`/objects/...`).
 * Adapters: `disk.object-storage.ts` (embedded, under DATA_DIR/objects) and
 * `s3.object-storage.ts` (compose, any S3-compatible store), both passing
 * `object-storage.contract.ts`.
 *
 * Keys are slash-separated, e.g. `uploads/<userId>/<uploadId>` for a raw
 * upload and `photos/<photoId>.jpg` for a processed photo. Every adapter
 * refuses a key outside the grammar of `object-key.ts` (no `..`, no absolute
 * or empty segments), so no key can reach outside its storage.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** What is known about an object without reading its body. */
export interface ObjectInfo {
  size: number;
  contentType: string;
}

/** An object as a listing shows it: its key, size and when it was last written. */
export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

export interface ObjectStorage {
  /** Which engine this is, for /api/health. */
  readonly engine: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /**
   * The object's size and content type without its body, or null when there
   * is none. A presigned S3 upload has no size limit, so callers check the
   * size before they load an object into memory.
   */
  stat(key: string): Promise<ObjectInfo | null>;
  /**
   * Every object whose key starts with `prefix` (a folder: a valid key and a
   * trailing slash), nested ones included, in no particular order; empty when
   * there are none. The upload rules keep their only records this way (see
   * `domain/upload-ledger.ts`), so it must see other processes' writes.
   */
  list(prefix: string): Promise<ListedObject[]>;
  /** Removes the object; no error when it does not exist. */
  delete(key: string): Promise<void>;
  /**
   * A URL a browser can PUT a file to, for this key only, until it expires.
   * S3 answers with a presigned URL; the disk adapter with a signed URL of our
   * own API (`/api/objects/uploads/...`).
   */
  createUploadUrl(key: string, expiresInSeconds: number): Promise<string>;
  close(): Promise<void>;
}

export const OBJECT_STORAGE = Symbol('ObjectStorage');
