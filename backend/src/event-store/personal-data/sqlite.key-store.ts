import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { KeyLookup, KeyStore, MemberKey } from './key-store.port.js';

/*
 * One row per member in its own SQLite file beside the event log, so a copy
 * of the log alone never carries the keys. A forgotten member's row keeps no
 * key material: `key` is NULL and `forgotten_at` says when.
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
  private readonly select: Database.Statement<[string], Row>;
  private readonly insert: Database.Statement<[string, string, Buffer]>;
  private readonly tombstone: Database.Statement<[string, string, string]>;

  constructor(file: string) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Created owner-only before SQLite opens it (its -wal and -shm files take the same mode).
    closeSync(openSync(file, 'a', 0o600));
    chmodSync(file, 0o600);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // A destroyed key's bytes are overwritten on disk, not just unlinked from the b-tree.
    this.db.pragma('secure_delete = ON');
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

  async keyFor(subjectId: string): Promise<MemberKey | null> {
    // Insert-or-keep, then read: whoever inserted first wins, in any process.
    this.insert.run(subjectId, randomUUID(), randomBytes(32));
    const found = await this.find(subjectId);
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
