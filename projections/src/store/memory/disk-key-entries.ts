/**
 * The keys of one index of a collection on disk (docs/adr/044): a table of
 * the collection's scratch database, a row per key and id holding it, kept
 * in key order (the primary key), so a key's holders are one range of it.
 * What the keys are is decided in `indexes.ts`, for both kinds of index.
 */
import type Database from 'better-sqlite3';
import type { ScratchDatabase } from './disk-documents.js';
import type { Key, KeyEntries } from './indexes.js';

/**
 * A key as a column holds it: its type's letter, then the value. The Map of
 * a heap index tells keys apart by type and value (SameValueZero), as this
 * does: string '1', number 1, true and null are four keys; 0 and -0 are one
 * (`String(-0)` is '0'), and so is NaN with itself.
 */
export function columnKey(key: Key): string {
  switch (typeof key) {
    case 'string':
      return `s${key}`;
    case 'number':
      return `n${key}`;
    case 'boolean':
      return key ? 't' : 'f';
    default:
      return 'z';
  }
}

export class DiskKeyEntries implements KeyEntries {
  private readonly db: Database.Database;
  private readonly name: string;
  private readonly insertRow: Database.Statement;
  private readonly deleteRow: Database.Statement;
  private readonly readHolders: Database.Statement<unknown[], string>;
  private readonly countHolders: Database.Statement<unknown[], number>;

  constructor(database: ScratchDatabase) {
    // Why WITHOUT ROWID: the primary key is the whole row, stored once.
    this.name = database.create(
      'key TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (key, id)',
      'WITHOUT ROWID',
    );
    this.db = database.connection();
    const name = this.name;
    this.insertRow = this.db.prepare(`INSERT OR IGNORE INTO ${name} (key, id) VALUES (?, ?)`);
    this.deleteRow = this.db.prepare(`DELETE FROM ${name} WHERE key = ? AND id = ?`);
    this.readHolders = this.db
      .prepare<unknown[], string>(`SELECT id FROM ${name} WHERE key = ?`)
      .pluck();
    this.countHolders = this.db
      .prepare<unknown[], number>(`SELECT count(*) FROM ${name} WHERE key = ?`)
      .pluck();
  }

  holders(key: Key): Iterable<string> {
    return this.readHolders.all(columnKey(key));
  }

  count(key: Key): number {
    return this.countHolders.get(columnKey(key))!;
  }

  add(id: string, keys: readonly Key[]): void {
    for (const key of keys) this.insertRow.run(columnKey(key), id);
  }

  remove(id: string, keys: readonly Key[]): void {
    for (const key of keys) this.deleteRow.run(columnKey(key), id);
  }

  dispose(): void {
    if (this.db.open) this.db.exec(`DROP TABLE IF EXISTS ${this.name}`);
  }
}
