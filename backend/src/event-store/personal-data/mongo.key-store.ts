import { randomBytes, randomUUID } from 'node:crypto';
import {
  DuplicateKeyError,
  type Collection,
  type Document,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import type { KeyLookup, KeyStore, MemberKey } from './key-store.port.js';

interface KeyDocument extends Document {
  _id: string;
  keyId: string;
  /** base64; null once forgotten. */
  key: string | null;
  forgottenAt: string | null;
}

/** Not a read model: no projection owns it, so replays and swaps never touch it. */
export const MEMBER_KEYS = 'member_keys';

/**
 * Compose mode's key store: a collection of the MongoDB database the read
 * models live in, through the document-store port (so the backend needs no
 * driver of its own). In embedded mode the memory store would lose the keys
 * at exit, which is why embedded mode uses `SqliteKeyStore`.
 */
export class MongoKeyStore implements KeyStore {
  private readonly keys: Collection<KeyDocument>;

  constructor(
    private readonly store: DocumentStore,
    /** Whether closing the key store closes the document store (a connection of its own). */
    private readonly ownsStore = false,
  ) {
    this.keys = store.collection<KeyDocument>(MEMBER_KEYS);
  }

  async keyFor(subjectId: string): Promise<MemberKey | null> {
    const found = await this.find(subjectId);
    if (found !== null) return found === 'forgotten' ? null : found;
    try {
      await this.keys.insertOne({
        _id: subjectId,
        keyId: randomUUID(),
        key: randomBytes(32).toString('base64'),
        forgottenAt: null,
      });
    } catch (error) {
      // Another caller created it first: theirs is the key.
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
    const created = await this.find(subjectId);
    return created === 'forgotten' ? null : created;
  }

  async find(subjectId: string): Promise<KeyLookup> {
    const document = await this.keys.findOne({ _id: subjectId });
    if (!document) return null;
    if (document.forgottenAt !== null || document.key === null) return 'forgotten';
    return { keyId: document.keyId, key: Buffer.from(document.key, 'base64') };
  }

  async forget(subjectId: string, at: Date): Promise<void> {
    await this.keys
      .updateOne(
        { _id: subjectId, forgottenAt: null },
        {
          $set: { key: null, forgottenAt: at.toISOString() },
          $setOnInsert: { keyId: randomUUID() },
        },
        { upsert: true },
      )
      .catch((error: unknown) => {
        // Already a tombstone: the filter missed it and the upsert hit its _id.
        if (!(error instanceof DuplicateKeyError)) throw error;
      });
  }

  async forgotten(): Promise<string[]> {
    const tombstones = await this.keys.find(
      { forgottenAt: { $ne: null } },
      { projection: { _id: 1 } },
    );
    return tombstones.map((document) => document._id);
  }

  async close(): Promise<void> {
    if (this.ownsStore) await this.store.close();
  }
}
