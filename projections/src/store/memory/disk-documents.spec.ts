import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scratchDatabasePerTest } from '../../testing/scratch-databases.js';
import { MemoryDocumentStore } from '../memory.document-store.js';
import { DiskDocuments } from './disk-documents.js';
import { DiskKeyEntries } from './disk-key-entries.js';
import { Indexes } from './indexes.js';
import { frozenCopy } from './snapshots.js';
import { DuplicateKeyError, type Document } from '../document-store.port.js';

const stored = (doc: Document) => frozenCopy(doc) as Document;

describe('disk documents', () => {
  const open = scratchDatabasePerTest();

  it('replaces in place, and hands out frozen copies that later writes never change', () => {
    const documents = new DiskDocuments(open().table());
    documents.add(stored({ _id: 'a', at: new Date(5), tags: ['x'], owner: { city: 'Austin' } }));
    documents.add(stored({ _id: 'b', n: 1 }));
    const before = documents.get('a')!;
    expect(Object.isFrozen(before)).toBe(true);
    expect(Object.isFrozen(before.tags)).toBe(true);
    expect(Object.isFrozen(before.owner)).toBe(true);
    expect(before.at).toBeInstanceOf(Date);
    expect(() => (before.at as Date).setTime(0)).toThrow(TypeError);

    documents.replace(documents.slotOf('a')!, stored({ _id: 'a', at: new Date(6), tags: ['y'] }));
    documents.delete('b');
    expect(before).toEqual({ _id: 'a', at: new Date(5), tags: ['x'], owner: { city: 'Austin' } });
    expect(documents.get('a')).toEqual({ _id: 'a', at: new Date(6), tags: ['y'] });
    expect(documents.get('b')).toBeUndefined();
    expect([...documents.values()].map((doc) => doc._id)).toEqual(['a']);
  });

  it('gives back every value as stored: dates, patterns, binary, the numbers JSON lacks', () => {
    const documents = new DiskDocuments(open().table());
    const special = Object.create(null) as Record<string, unknown>;
    special.__proto__ = { polluted: true };
    const doc = stored({
      _id: 'v',
      at: new Date(Date.UTC(2026, 11, 7, 10)),
      dates: [new Date(1), null, { nested: new Date(2) }],
      pattern: /wal?k/i,
      bytes: new Uint8Array([0, 1, 255]),
      numbers: [Number.NaN, Infinity, -Infinity, -0, 0, 1.5],
      big: 12345678901234567890n,
      text: '\0date',
      tagLike: { $date: 5 },
      empty: {},
      special,
    });
    documents.add(doc);
    const read = documents.get('v')!;
    expect(read).toStrictEqual(doc);
    expect(Object.is((read.numbers as number[])[3], -0)).toBe(true);
    expect(Object.getPrototypeOf(read.special)).toBe(Object.prototype);
    expect(Object.keys(read.special as object)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(() => ((read.dates as Date[])[0] as Date).setTime(0)).toThrow(TypeError);
  });

  it('finds documents by `_id` in the database, and offers no heap copy of it to share', () => {
    const documents = new DiskDocuments(open().table());
    documents.add(stored({ _id: 'a', n: 1 }));
    documents.add(stored({ _id: 'b', n: 2 }));
    documents.add(stored({ _id: 'c', n: 3 }));
    expect(documents.idOf('a')).toBeUndefined();
    expect(documents.has('b')).toBe(true);
    expect(documents.has('other')).toBe(false);
    expect(documents.get('b')?._id).toBe('b');
    expect(documents.slotsOf(['c', 'other', 'a'])).toEqual([0, 2]);
    expect(documents.slotsOf(new Set(['b']))).toEqual([1]);
    documents.delete('b');
    expect([documents.size, documents.end]).toEqual([2, 3]);
    expect(documents.at(1)).toBeUndefined();
    expect(documents.slotsOf(['a', 'b', 'c'])).toEqual([0, 2]);
  });

  it('frees the table when dropped and is gone once the store is closed', async () => {
    const store = new MemoryDocumentStore({ onDisk: (name) => name !== 'heap' });
    const cold = store.collection('cold');
    await cold.insertOne({ _id: 'a', n: 1 });
    await store.collection('heap').insertOne({ _id: 'h' });
    await store.renameCollection('cold', 'moved');
    expect(await store.collection('moved').findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 1 });
    expect(await store.collection('moved').drop()).toBe(true);
    expect(await store.collection('moved').find()).toEqual([]);
    await store.close();
  });

  /**
   * A forgotten member's document must not stay in the scratch file: with
   * `secure_delete`, SQLite zeroes what a delete or an update frees. A page
   * that reached the file keeps its old bytes there until SQLite writes the
   * page again (a temporary database's pages stay in its cache until it is
   * full), so the test fills a small cache well past its size around the
   * change, as a running server's writes do.
   */
  it('leaves no deleted or overwritten document in the database file', () => {
    const database = open(64);
    const documents = new DiskDocuments(database.table());
    const filler = 'f'.repeat(500);
    let next = 0;
    const fill = (count: number) =>
      documents.batch(() => {
        for (let i = 0; i < count; i++) documents.add(stored({ _id: `f${next++}`, filler }));
      });
    documents.add(stored({ _id: 'gone', note: 'MARKER-DELETED-7c1f' }));
    documents.add(stored({ _id: 'kept', note: 'MARKER-OVERWRITTEN-9e2a' }));
    fill(2_000);
    const file = scratchFile();
    expect(file).toBeDefined();
    const bytes = () => readFileSync(file!);
    expect(bytes().includes('MARKER-DELETED-7c1f')).toBe(true);
    expect(bytes().includes('MARKER-OVERWRITTEN-9e2a')).toBe(true);

    documents.delete('gone');
    documents.replace(documents.slotOf('kept')!, stored({ _id: 'kept', note: 'rewritten' }));
    fill(2_000);
    expect(bytes().includes('MARKER-DELETED-7c1f')).toBe(false);
    expect(bytes().includes('MARKER-OVERWRITTEN-9e2a')).toBe(false);
    expect(documents.get('kept')).toEqual({ _id: 'kept', note: 'rewritten' });
  });

  it("leaves no deleted document's `_id` or index key in the database file", () => {
    const database = open(64);
    const documents = new DiskDocuments(database.table());
    const indexes = new Indexes(() => new DiskKeyEntries(database));
    indexes.create('people', { keys: { email: 1 } }, []);
    const filler = 'f'.repeat(500);
    let next = 0;
    const fill = (count: number) =>
      documents.batch(() => {
        for (let i = 0; i < count; i++) {
          const doc = stored({ _id: `f${next++}`, email: `${next}@example.com`, filler });
          indexes.insert('people', doc);
          documents.add(doc);
        }
      });
    const gone = stored({ _id: 'ID-GONE-5b7d', email: 'EMAIL-GONE-31c8@example.com' });
    indexes.insert('people', gone);
    documents.add(gone);
    fill(2_000);
    const bytes = () => readFileSync(scratchFile()!);
    expect(bytes().includes('ID-GONE-5b7d')).toBe(true);
    expect(bytes().includes('EMAIL-GONE-31c8')).toBe(true);

    documents.batch(() => {
      indexes.replace('people', gone, null);
      documents.delete('ID-GONE-5b7d');
    });
    fill(2_000);
    expect(bytes().includes('ID-GONE-5b7d')).toBe(false);
    expect(bytes().includes('EMAIL-GONE-31c8')).toBe(false);
    expect([...indexes.candidates({ email: 'EMAIL-GONE-31c8@example.com' })!]).toEqual([]);
  });

  it('drops the table of an index that a duplicate key stopped', () => {
    const database = open();
    const indexes = new Indexes(() => new DiskKeyEntries(database));
    const tables = () =>
      database
        .connection()
        .prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table'")
        .pluck()
        .get();
    const before = tables();
    const docs = [
      { _id: 'a', slug: 's' },
      { _id: 'b', slug: 's' },
    ];
    expect(() => indexes.create('meetups', { keys: { slug: 1 }, unique: true }, docs)).toThrow(
      DuplicateKeyError,
    );
    expect(tables()).toBe(before);
    indexes.create('meetups', { keys: { slug: 1 } }, docs);
    expect(tables()).toBe((before as number) + 1);
    indexes.dispose();
    expect(tables()).toBe(before);
  });
});

/** The scratch database's file: SQLite unlinked it, so only this process's descriptors reach it. */
function scratchFile(): string | undefined {
  for (const fd of readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue;
    }
    if (/\/etilqs_[0-9a-f]+ \(deleted\)$/.test(target)) return `/proc/self/fd/${fd}`;
  }
  return undefined;
}
