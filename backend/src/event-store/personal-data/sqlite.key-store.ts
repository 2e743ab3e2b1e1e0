import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { KeyLookup, KeyStore, MemberKey } from './key-store.port.js';

/*
 * One row per member in its own SQLite file beside the event log, so a copy
 * of the log alone never carries the keys. A forgotten member's row keeps no
 * key material: `key` is NULL and `forgotten_at` says when.
 *
 * Rollback journal, not WAL (docs/adr/016-crypto-shredding.md): a WAL file
 * keeps every page version written since its last checkpoint, so a destroyed
 * key lived on in `keys.sqlite-wal`, even after a clean stop. With
 * journal_mode=DELETE the only file is `keys.sqlite`, rewritten in place; the
 * journal that briefly holds a page's old version is deleted at commit; and
 * secure_delete zeroes the cell a destroyed key leaves behind.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS member_keys (
  subject_id    TEXT PRIMARY KEY,
  key_id        TEXT NOT NULL,
  key           BLOB,
  forgotten_at  TEXT
) STRICT;
`;

type Row = { key_id: string; key: Buffer | null; forgotten_at: string | null };

export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;
  /** Still in WAL mode (a file created before the switch, held open elsewhere). */
  private readonly walMode: boolean;
  private readonly select: Database.Statement<[string], Row>;
  private readonly insert: Database.Statement<[string, string, Buffer]>;
  private readonly tombstone: Database.Statement<[string, string, string]>;

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Created owner-only before SQLite opens it (its journal takes the same mode).
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
    this.db = new Database(file);
    // Another process (a CLI beside the server) waits for the write lock instead of failing.
    this.db.pragma('busy_timeout = 5000');
    // A destroyed key's bytes are overwritten on disk, not just unlinked from the b-tree.
    this.db.pragma('secure_delete = ON');
    this.walMode = SqliteKeyStore.leaveWal(this.db);
    this.db.exec(SCHEMA);
    this.select = this.db.prepare(
      'SELECT key_id, key, forgotten_at FROM member_keys WHERE subject_id = ?',
    );
    this.insert = this.db.prepare(
      'INSERT INTO member_keys (subject_id, key_id, key) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    );
    this.tombstone = this.db.prepare(
      `INSERT INTO member_keys (subject_id, key_id, key, forgotten_at) VALUES (?, ?, NULL, ?)
       ON CONFLICT (subject_id) DO UPDATE SET key = NULL,
         forgotten_at = COALESCE(member_keys.forgotten_at, excluded.forgotten_at)`,
    );
  }

  /**
   * Switches to the rollback journal; true when the file must stay in WAL
   * mode for now because another connection (a CLI, an older server) holds
   * it open in WAL mode: forget() then truncates the WAL after each key.
   */
  private static leaveWal(db: Database.Database): boolean {
    try {
      return db.pragma('journal_mode = DELETE', { simple: true }) === 'wal';
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
      return true;
    }
  }

  async keyFor(subjectId: string): Promise<MemberKey | null> {
    // Each write is a synced journal commit: a member with a key costs a read only.
    let found = await this.find(subjectId);
    if (found === null) {
      // Insert-or-keep, then read: whoever inserted first wins, in any process.
      this.insert.run(subjectId, randomUUID(), randomBytes(32));
      found = await this.find(subjectId);
    }
    return found === 'forgotten' ? null : found;
  }

  async find(subjectId: string): Promise<KeyLookup> {
    const row = this.select.get(subjectId);
    if (!row) return null;
    if (row.forgotten_at !== null || row.key === null) return 'forgotten';
    return { keyId: row.key_id, key: row.key };
  }

  async forget(subjectId: string, at: Date): Promise<void> {
    this.tombstone.run(subjectId, randomUUID(), at.toISOString());
    // Copies the key-less page into the file and empties the WAL, where the key's older frames were.
    if (this.walMode) this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  async forgotten(): Promise<string[]> {
    return this.db
      .prepare<[], { subject_id: string }>(
        'SELECT subject_id FROM member_keys WHERE forgotten_at IS NOT NULL',
      )
      .all()
      .map((row) => row.subject_id);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
