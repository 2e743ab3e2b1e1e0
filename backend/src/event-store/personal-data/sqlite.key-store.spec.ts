import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder, keyNeedles, scanDirectory } from '../../../test/support/disk-scan.js';
import { SqliteKeyStore } from './sqlite.key-store.js';

/*
 * ADR 016: a forgotten member's key is gone from every file of the key
 * store, its journal and WAL included, checked on the files' bytes.
 */
describe('sqlite key store on disk', () => {
  let directory: string;
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  async function storeWithKeys(file: string) {
    const store = new SqliteKeyStore(file);
    const keys = new Map<string, Buffer>();
    for (let index = 0; index < 60; index += 1) {
      const subject = `member-${index}`;
      keys.set(subject, Buffer.from((await store.keyFor(subject))!.key));
    }
    return { store, keys };
  }

  it('keeps no byte of a forgotten key in any file, while open and after closing', async () => {
    directory = mkdtempSync(join(tmpdir(), 'packmeet-keys-disk-'));
    const { store, keys } = await storeWithKeys(join(directory, 'keys.sqlite'));
    const forgotten = ['member-7', 'member-30', 'member-59'];
    for (const subject of forgotten) await store.forget(subject, new Date());
    const needles = forgotten.flatMap((subject) => keyNeedles(subject, keys.get(subject)!));

    expect(scanDirectory(directory, needles).found).toEqual([]);
    // The scan can find a key: the ones still in use are there.
    expect(scanDirectory(directory, keyNeedles('kept', keys.get('member-8')!)).found).not.toEqual(
      [],
    );
    await store.close();
    expect(scanDirectory(directory, needles).found).toEqual([]);
    // One file: no WAL, no journal left beside it.
    expect(filesUnder(directory).map((file) => file.slice(directory.length + 1))).toEqual([
      'keys.sqlite',
    ]);
  });

  it('also when the file was in WAL mode and another connection holds it open', async () => {
    directory = mkdtempSync(join(tmpdir(), 'packmeet-keys-wal-'));
    const file = join(directory, 'keys.sqlite');
    // A key store written before the switch away from WAL, still open in another process.
    const older = new Database(file);
    older.pragma('journal_mode = WAL');
    older.exec(
      'CREATE TABLE member_keys (subject_id TEXT PRIMARY KEY, key_id TEXT NOT NULL, key BLOB, forgotten_at TEXT) STRICT',
    );
    const { store, keys } = await storeWithKeys(file);
    await store.forget('member-42', new Date());
    expect(scanDirectory(directory, keyNeedles('member-42', keys.get('member-42')!)).found).toEqual(
      [],
    );
    await store.close();
    older.close();
  });
});
