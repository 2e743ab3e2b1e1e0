/**
 * Where members' data keys live: outside the event log, so destroying a key
 * forgets the member's personal data in every event of theirs without
 * rewriting the log (docs/adr/016-crypto-shredding.md). Two adapters (SQLite
 * under DATA_DIR, and the MongoDB read store in compose mode) pass one
 * contract suite (`key-store.contract.ts`).
 */

/** A member's AES-256 data key. */
export interface MemberKey {
  /** Recorded in every envelope the key sealed, so a later rotation can tell keys apart. */
  keyId: string;
  /** 32 bytes. */
  key: Buffer;
}

/** What the store knows of a member: a key, a tombstone, or nothing yet. */
export type KeyLookup = MemberKey | 'forgotten' | null;

export interface KeyStore {
  /**
   * The member's key, created on first use. Concurrent callers (also in other
   * processes) get the same key. Null once the member is forgotten: there is
   * never a new key for them.
   */
  keyFor(subjectId: string): Promise<MemberKey | null>;
  /** The member's key, their tombstone, or null when they never had a key. */
  find(subjectId: string): Promise<KeyLookup>;
  /** Destroys the member's key for good and leaves a tombstone; idempotent. */
  forget(subjectId: string, at: Date): Promise<void>;
  /** Every forgotten member, so readers can redact their events from before encryption. */
  forgotten(): Promise<string[]>;
  close(): Promise<void>;
}
