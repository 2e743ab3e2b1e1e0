import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { systemClock, type Clock } from '../../shared/clock.port.js';
import {
  assertValidObjectKey,
  assertValidObjectPrefix,
  InvalidObjectKeyError,
  isValidObjectKey,
} from './object-key.js';
import type {
  ListedObject,
  ObjectInfo,
  ObjectStorage,
  StoredObject,
} from './object-storage.port.js';
import type { UploadUrlSigner } from './upload-url-signer.js';

const META_SUFFIX = '.meta.json';
const DEFAULT_CONTENT_TYPE = 'application/octet-stream';
/** Photos and raw uploads are read by the server only (it serves them), like the rest of DATA_DIR. */
const PRIVATE_DIRECTORY = 0o700;
const PRIVATE_FILE = 0o600;

interface Meta {
  contentType: string;
}

/**
 * Embedded mode's object storage: one file per object under
 * `DATA_DIR/objects/<key>`, its content type in a sidecar `<key>.meta.json`,
 * so the photos stay plain image files an operator can open and back up.
 *
 * Writes are atomic: each file is written under `.tmp/` (same file system)
 * and renamed into place, so a reader never sees half a file. The sidecar is
 * renamed first: an object appears when its body does, already typed.
 *
 * Upload URLs point at our own API (`/api/objects/<key>?expires=&signature=`),
 * served for `uploads/<userId>/<uploadId>` keys by the receive-upload route.
 */
export class DiskObjectStorage implements ObjectStorage {
  readonly engine = 'disk';
  private readonly directory: string;
  private readonly temporary: string;

  private constructor(
    directory: string,
    private readonly signer: UploadUrlSigner,
    private readonly clock: Clock,
  ) {
    this.directory = resolve(directory);
    this.temporary = join(this.directory, '.tmp');
  }

  static async open(
    directory: string,
    signer: UploadUrlSigner,
    clock: Clock = systemClock,
  ): Promise<DiskObjectStorage> {
    const storage = new DiskObjectStorage(directory, signer, clock);
    await mkdir(storage.temporary, { recursive: true, mode: PRIVATE_DIRECTORY });
    return storage;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const file = this.fileFor(key);
    await mkdir(dirname(file), { recursive: true, mode: PRIVATE_DIRECTORY });
    const meta: Meta = { contentType };
    await this.writeAtomically(file + META_SUFFIX, JSON.stringify(meta));
    await this.writeAtomically(file, body);
  }

  async get(key: string): Promise<StoredObject | null> {
    const file = this.fileFor(key);
    const body = await readFile(file).catch(nullWhenMissing);
    if (!body) return null;
    return { body, contentType: await this.contentTypeOf(file) };
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    const file = this.fileFor(key);
    const info = await stat(file).catch(nullWhenMissing);
    if (!info?.isFile()) return null;
    return { size: info.size, contentType: await this.contentTypeOf(file) };
  }

  async list(prefix: string): Promise<ListedObject[]> {
    assertValidObjectPrefix(prefix);
    const listed: ListedObject[] = [];
    const walk = async (folder: string, keyPrefix: string): Promise<void> => {
      const entries = await readdir(folder, { withFileTypes: true }).catch(nullWhenMissing);
      for (const entry of entries ?? []) {
        const key = keyPrefix + entry.name;
        const file = join(folder, entry.name);
        if (entry.isDirectory()) {
          await walk(file, `${key}/`);
          continue;
        }
        // Sidecars belong to their object, and a stray file no key could name is not an object.
        if (!entry.isFile() || key.endsWith(META_SUFFIX) || !isValidObjectKey(key)) continue;
        // Deleted since the directory was read: not there any more.
        const info = await stat(file).catch(nullWhenMissing);
        if (info) listed.push({ key, size: info.size, modifiedAt: info.mtime });
      }
    };
    await walk(this.fileFor(prefix.slice(0, -1)), prefix);
    return listed;
  }

  async delete(key: string): Promise<void> {
    const file = this.fileFor(key);
    await rm(file, { force: true });
    await rm(file + META_SUFFIX, { force: true });
  }

  async createUploadUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertValidObjectKey(key);
    const expires = Math.floor(this.clock.now().getTime() / 1000) + expiresInSeconds;
    const signature = this.signer.sign(key, expires);
    return `/api/objects/${key}?expires=${expires}&signature=${signature}`;
  }

  async close(): Promise<void> {}

  /** The key's file, refused unless it lies inside the directory (the key grammar already forbids `..`). */
  private fileFor(key: string): string {
    assertValidObjectKey(key);
    if (key.endsWith(META_SUFFIX)) throw new InvalidObjectKeyError(key);
    const file = resolve(this.directory, key);
    if (!file.startsWith(this.directory + sep)) throw new InvalidObjectKeyError(key);
    return file;
  }

  private async contentTypeOf(file: string): Promise<string> {
    const meta = await readFile(file + META_SUFFIX, 'utf8').catch(nullWhenMissing);
    if (!meta) return DEFAULT_CONTENT_TYPE;
    return (JSON.parse(meta) as Meta).contentType || DEFAULT_CONTENT_TYPE;
  }

  private async writeAtomically(file: string, data: Buffer | string): Promise<void> {
    const temporary = join(this.temporary, randomUUID());
    try {
      await writeFile(temporary, data, { mode: PRIVATE_FILE });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
}

function nullWhenMissing(error: unknown): null {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return null;
  throw error;
}
