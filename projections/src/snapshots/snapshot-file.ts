import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Document } from '../store/document-store.port.js';

/*
 * One projection's read model at one checkpoint, in one file:
 *
 *   a header line of JSON, padded with spaces to HEADER_BYTES (ending '\n')
 *   frames: a 4-byte big-endian length, then v8.serialize({ collection, documents })
 *     sealed with AES-256-GCM (a 12-byte nonce, the 16-byte tag, the ciphertext)
 *
 * The header names the projection, its version, its checkpoint and the
 * sha256 of everything after the header. The body is streamed, so the
 * checksum is known only at its end: the header's place is reserved with
 * spaces and written last, before the file is synced and renamed into place.
 * v8's format keeps what JSON loses (Dates, undefined-free documents as they
 * are stored) and writes faster than JSON.stringify (docs/adr/031). The
 * frames are sealed with a key from the key store, as members' fields in the
 * log are: no file under DATA_DIR holds their data in clear (ADR 016, 026).
 */

/** Bump when the layout of the file changes; a file of another format is ignored. */
export const SNAPSHOT_FORMAT = 1;
const HEADER_BYTES = 1024;
const CIPHER = 'aes-256-gcm';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface SnapshotHeader {
  format: number;
  projection: string;
  version: number;
  /** The last event whose writes the snapshot holds (a GlobalPosition, as a decimal string). */
  checkpoint: string;
  /** sha256 (hex) of the body: every byte after the header. */
  checksum: string;
  /** Documents per collection. */
  collections: Record<string, number>;
  writtenAt: string;
}

/** One frame: some documents of one collection. */
export interface SnapshotChunk {
  collection: string;
  documents: readonly Document[];
}

/** The reason given for a snapshot that does not exist (a first start, or a forgetting removed it). */
export const NO_FILE = 'no file';

/** Why a snapshot file cannot be used; the message says what is wrong with it. */
export class UnusableSnapshot extends Error {}

/** The temporary file a write of `path` fills before it is renamed into place. */
export const draftOf = (path: string) => `${path}.${process.pid}.tmp`;

/**
 * Moves the finished draft into place; answers false (and the draft is
 * removed) when it must not replace `path` after all.
 */
export type Install = (draft: string, path: string) => Promise<boolean>;

const renameInto: Install = async (draft, path) => {
  await rename(draft, path);
  return true;
};

/**
 * Writes `chunks` to `path` crash-safely: into a temporary file beside it,
 * synced, renamed over `path`, and the directory synced. A process killed at
 * any point leaves either the previous file or the new one, whole. Null when
 * `install` declined the new file.
 */
export async function writeSnapshotFile(
  path: string,
  header: Omit<SnapshotHeader, 'checksum' | 'format' | 'collections' | 'writtenAt'>,
  chunks: AsyncIterable<SnapshotChunk>,
  /** 32 bytes that seal the frames. */
  key: Buffer,
  install: Install = renameInto,
): Promise<SnapshotHeader | null> {
  const draft = draftOf(path);
  const file = await open(draft, 'w', 0o600);
  const hash = createHash('sha256');
  const collections: Record<string, number> = {};
  try {
    let offset = HEADER_BYTES;
    await file.write(Buffer.alloc(HEADER_BYTES, 0x20), 0, HEADER_BYTES, 0);
    for await (const chunk of chunks) {
      const parts = seal(
        key,
        serialize({ collection: chunk.collection, documents: chunk.documents }),
      );
      const bytes = parts.reduce((sum, part) => sum + part.length, 0);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(bytes);
      // The frame's parts as they are, not concatenated: each copy of a frame is
      // external memory, and its growth is what sets off the collector (ADR 031).
      hash.update(length);
      for (const part of parts) hash.update(part);
      await file.writev([length, ...parts], offset);
      offset += 4 + bytes;
      collections[chunk.collection] = (collections[chunk.collection] ?? 0) + chunk.documents.length;
    }
    const complete: SnapshotHeader = {
      format: SNAPSHOT_FORMAT,
      ...header,
      checksum: hash.digest('hex'),
      collections,
      writtenAt: new Date().toISOString(),
    };
    const line = Buffer.from(JSON.stringify(complete));
    if (line.length >= HEADER_BYTES) throw new Error(`snapshot header too long for ${path}`);
    await file.write(line, 0, line.length, 0);
    await file.write('\n', HEADER_BYTES - 1);
    await file.sync();
    await file.close();
    const installed = await install(draft, path);
    if (!installed) await rm(draft, { force: true });
    await syncDirectory(dirname(path));
    return installed ? complete : null;
  } catch (error) {
    await file.close().catch(() => undefined);
    await rm(draft, { force: true });
    throw error;
  }
}

/** The header of a snapshot file. @throws UnusableSnapshot when it is missing or unreadable. */
export async function readSnapshotHeader(path: string): Promise<SnapshotHeader> {
  const file = await openSnapshot(path);
  try {
    return await headerOf(file);
  } finally {
    await file.close();
  }
}

async function openSnapshot(path: string): Promise<FileHandle> {
  try {
    return await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new UnusableSnapshot(NO_FILE);
    throw error;
  }
}

async function headerOf(file: FileHandle): Promise<SnapshotHeader> {
  const buffer = Buffer.alloc(HEADER_BYTES);
  const { bytesRead } = await file.read(buffer, 0, HEADER_BYTES, 0);
  if (bytesRead < HEADER_BYTES || buffer[HEADER_BYTES - 1] !== 0x0a) {
    throw new UnusableSnapshot('header is torn');
  }
  let header: SnapshotHeader;
  try {
    header = JSON.parse(buffer.toString('utf8').trimEnd()) as SnapshotHeader;
  } catch {
    throw new UnusableSnapshot('header is not JSON (the write never finished)');
  }
  if (header.format !== SNAPSHOT_FORMAT) {
    throw new UnusableSnapshot(`format ${header.format}, this server reads ${SNAPSHOT_FORMAT}`);
  }
  return header;
}

/** Bytes read from a snapshot at a time while it is loaded. */
const READ_BYTES = 1 << 20;

/**
 * The chunks of a snapshot, one frame at a time (the file is never held whole
 * in memory), read in one pass that also checks the body against the
 * header's checksum: the last step of the iteration throws UnusableSnapshot
 * when they differ, so what was yielded is only to be trusted once the
 * iteration has finished. A torn frame, or one that does not open with `key`,
 * throws UnusableSnapshot where it is met.
 */
export async function* readSnapshotChunks(
  path: string,
  key: Buffer,
): AsyncGenerator<SnapshotChunk> {
  // One handle for the header and the body: a file renamed into place meanwhile is not mixed in.
  const file = await openSnapshot(path);
  try {
    const { checksum } = await headerOf(file);
    const hash = createHash('sha256');
    // Bytes read but not yet framed, and where they start in the file.
    let pending: Buffer = Buffer.alloc(0);
    let offset = HEADER_BYTES;
    const body = file.createReadStream({
      start: HEADER_BYTES,
      highWaterMark: READ_BYTES,
      autoClose: false,
    });
    for await (const data of body as AsyncIterable<Buffer>) {
      hash.update(data);
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      let at = 0;
      while (pending.length - at >= 4) {
        const bytes = pending.readUInt32BE(at);
        if (pending.length - at - 4 < bytes) break;
        yield openFrame(key, pending.subarray(at + 4, at + 4 + bytes), offset + at);
        at += 4 + bytes;
      }
      pending = pending.subarray(at);
      offset += at;
    }
    if (pending.length > 0) throw new UnusableSnapshot(`frame at byte ${offset} is torn`);
    const actual = hash.digest('hex');
    if (actual !== checksum) {
      throw new UnusableSnapshot(`checksum ${actual.slice(0, 12)}... is not the header's`);
    }
  } finally {
    await file.close();
  }
}

function openFrame(key: Buffer, frame: Buffer, offset: number): SnapshotChunk {
  try {
    return deserialize(unseal(key, frame)) as SnapshotChunk;
  } catch (error) {
    throw new UnusableSnapshot(
      `frame at byte ${offset} does not open with this key store's key or does not parse: ${String(error)}`,
    );
  }
}

/** A sealed frame as its parts: the nonce, the tag, the ciphertext. */
function seal(key: Buffer, plain: Buffer): Buffer[] {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(CIPHER, key, nonce);
  const sealed = cipher.update(plain);
  const rest = cipher.final();
  return [nonce, cipher.getAuthTag(), sealed, ...(rest.length > 0 ? [rest] : [])];
}

/** @throws when the frame was not sealed with `key` (another key store) or was changed. */
function unseal(key: Buffer, frame: Buffer): Buffer {
  const decipher = createDecipheriv(CIPHER, key, frame.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(frame.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(frame.subarray(NONCE_BYTES + TAG_BYTES)),
    decipher.final(),
  ]);
}

/** Makes a rename or removal in `directory` durable (POSIX: the entry lives in the directory's data). */
export async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
