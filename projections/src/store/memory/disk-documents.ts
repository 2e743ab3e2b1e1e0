/**
 * Documents kept off the JS heap, for the collections read rarely
 * (docs/adr/044-cold-read-models-on-disk.md): the `_id` -> slot Map and each
 * slot's `_id` stay in memory, each document's body is a row of a scratch
 * SQLite database, as JSON that keeps dates (below), keyed by its slot.
 *
 * The database is SQLite's temporary database (an empty file name): a
 * private file SQLite creates in the temp directory and unlinks at once, so
 * nothing outlives the process, even a kill -9, and no other process shares
 * it. Its pages stay in SQLite's cache, bounded by `cache_size`, and spill to
 * that file beyond it. It is a scratch copy: the snapshot files stay the only
 * durable form of the read models, and every boot fills it again.
 */
import Database from 'better-sqlite3';
import type { Document } from '../document-store.port.js';
import { COMPACT_FROM, sortedSlots, type DocumentList, type Documents } from './documents.js';
import { defineField, frozenCopy, pooledCopy } from './snapshots.js';

/** SQLite's page cache per database (KiB): what it keeps in memory before pages spill to the file. */
const CACHE_KIB = 8_192;
/** Slots read at once when a scan walks on: a scan costs a query per READ_AHEAD slots, not per document. */
const READ_AHEAD = 256;
/** Rows copied per turn of the event loop by list(): about two milliseconds' work (10,000 took 10). */
const COPY_SLICE = 2_000;

type Statement = Database.Statement<unknown[], { slot: number; body: string }>;

/** One store's scratch database: a table per disk collection, one connection. */
export class ScratchDatabase {
  private db: Database.Database | null = null;
  private tables = 0;
  private depth = 0;

  constructor(private readonly cacheKiB = CACHE_KIB) {}

  /** A new table of its own (names are internal: a rename moves the DiskDocuments, not the table). */
  table(): ScratchTable {
    const name = `c${++this.tables}`;
    this.open().exec(`CREATE TABLE ${name} (slot INTEGER PRIMARY KEY, body TEXT NOT NULL)`);
    return new ScratchTable(this, this.open(), name);
  }

  /** Runs `work` in one transaction, nested ones joining it; what it wrote is committed even if it throws. */
  batch<T>(work: () => T): T {
    const db = this.open();
    if (this.depth++ === 0) db.exec('BEGIN');
    try {
      return work();
    } finally {
      // Why commit on a throw: the memory side (the Map, the indexes) keeps what was done before it.
      if (--this.depth === 0) db.exec('COMMIT');
    }
  }

  close(): void {
    this.db?.close();
    this.db = null;
  }

  private open(): Database.Database {
    if (this.db !== null) return this.db;
    // Why '': SQLite's temporary database, a private file it unlinks itself.
    const db = new Database('');
    // A scratch store: nothing to recover after a crash, so no journal on disk and no sync.
    db.pragma('journal_mode = MEMORY');
    db.pragma('synchronous = OFF');
    db.pragma(`cache_size = -${this.cacheKiB}`);
    // Why: a forgotten member's deleted or overwritten document is zeroed in its page, not left in free space.
    db.pragma('secure_delete = ON');
    this.db = db;
    return db;
  }
}

/** One collection's rows: `slot` -> the serialised document. */
export class ScratchTable {
  private readonly insertRow: Database.Statement;
  private readonly updateRow: Database.Statement;
  private readonly deleteRow: Database.Statement;
  private readonly moveRow: Database.Statement;
  private readonly readRow: Database.Statement<unknown[], { body: string }>;
  private readonly readRange: Statement;

  constructor(
    readonly database: ScratchDatabase,
    private readonly db: Database.Database,
    readonly name: string,
  ) {
    this.insertRow = db.prepare(`INSERT INTO ${name} (slot, body) VALUES (?, ?)`);
    this.updateRow = db.prepare(`UPDATE ${name} SET body = ? WHERE slot = ?`);
    this.deleteRow = db.prepare(`DELETE FROM ${name} WHERE slot = ?`);
    this.moveRow = db.prepare(`UPDATE ${name} SET slot = ? WHERE slot = ?`);
    this.readRow = db.prepare(`SELECT body FROM ${name} WHERE slot = ?`);
    this.readRange = db.prepare(
      `SELECT slot, body FROM ${name} WHERE slot >= ? AND slot < ? ORDER BY slot`,
    );
  }

  insert(slot: number, body: string): void {
    this.insertRow.run(slot, body);
  }

  update(slot: number, body: string): void {
    this.updateRow.run(body, slot);
  }

  delete(slot: number): void {
    this.deleteRow.run(slot);
  }

  move(from: number, to: number): void {
    this.moveRow.run(to, from);
  }

  read(slot: number): string | undefined {
    return this.readRow.get(slot)?.body;
  }

  /** The rows of slots `from` to `to - 1`, in slot order. */
  range(from: number, to: number): { slot: number; body: string }[] {
    return this.readRange.all(from, to);
  }

  drop(): void {
    if (this.db.open) this.db.exec(`DROP TABLE IF EXISTS ${this.name}`);
  }

  /** An empty table that copyInto() fills, its rows numbered from 0 in the order copied. */
  emptyCopy(): ScratchTable {
    return this.database.table();
  }

  /** Appends the rows of slots `from` to `to - 1` of this table to `copy`, in slot order; answers how many. */
  copyInto(copy: ScratchTable, from: number, to: number, first: number): number {
    // Why `first + rank`: the copy's slots are the documents' places in the list.
    return this.db
      .prepare(
        `INSERT INTO ${copy.name} (slot, body) SELECT ${first} + row_number() OVER (ORDER BY slot) - 1, body FROM ${this.name} WHERE slot >= ? AND slot < ?`,
      )
      .run(from, to).changes;
  }
}

/*
 * A row is the document's JSON, with the values JSON lacks as one-field
 * objects whose key starts with NUL, which no BSON field name holds: dates,
 * regular expressions, binary data, bigints and the numbers JSON has no
 * words for (NaN, the infinities, -0). Text rather than `v8.serialize`
 * (which keeps dates by itself): a serialised Buffer per document written or
 * read left its native memory to malloc, which kept it: 300,000 documents
 * took 347 MiB of RSS that way against 79 MiB as text, and took three times
 * as long to write and to read (ADR 044).
 */
const DATE = '\0date';
const REGEXP = '\0regexp';
const BINARY = '\0binary';
const BIGINT = '\0bigint';
const NUMBER = '\0number';

function replacer(this: Record<string, unknown>, key: string, value: unknown): unknown {
  // Why `this[key]`: a date has turned into its toJSON() string by the time `value` is given.
  const raw = this[key];
  if (typeof raw === 'object' && raw !== null) {
    if (raw instanceof Date) return { [DATE]: raw.getTime() };
    if (raw instanceof RegExp) return { [REGEXP]: [raw.source, raw.flags] };
    if (ArrayBuffer.isView(raw)) {
      return {
        [BINARY]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64'),
      };
    }
  } else if (typeof raw === 'number') {
    if (!Number.isFinite(raw) || Object.is(raw, -0))
      return { [NUMBER]: String(raw === 0 ? '-0' : raw) };
  } else if (typeof raw === 'bigint') {
    return { [BIGINT]: raw.toString() };
  }
  return value;
}

const encode = (doc: Document): string => JSON.stringify(doc, replacer);

/**
 * A stored document as readers get it: a new frozen copy, dates as the
 * store's immutable ones, `_id` the collection's own copy. A short string
 * that the pool holds (an id another collection keeps, a status) is the
 * pool's copy, which an index built over these documents then keys by;
 * nothing is added to the pool, as a document read is dropped soon after.
 */
function decode(text: string, id: string | undefined): Document {
  const doc = JSON.parse(text) as Document;
  if (id !== undefined) doc._id = id;
  return thaw(doc) as Document;
}

function thaw(value: unknown): unknown {
  if (typeof value === 'string') return pooledCopy(value);
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = thaw(value[index]);
    return Object.freeze(value);
  }
  const fields = value as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (keys.length === 1 && keys[0]!.startsWith('\0')) return revive(keys[0]!, fields[keys[0]!]);
  for (const key of keys) defineField(fields, key, key === '_id' ? fields[key] : thaw(fields[key]));
  return Object.freeze(fields);
}

function revive(tag: string, value: unknown): unknown {
  switch (tag) {
    case DATE:
      return frozenCopy(new Date(value as number));
    case REGEXP:
      return frozenCopy(new RegExp(...(value as [string, string])));
    case BINARY:
      return new Uint8Array(Buffer.from(value as string, 'base64'));
    case BIGINT:
      return BigInt(value as string);
    case NUMBER:
      return value === '-0' ? -0 : Number(value);
    default:
      throw new Error(`disk documents: unknown tag ${JSON.stringify(tag)}`);
  }
}

/** See the module comment. */
export class DiskDocuments implements Documents {
  private readonly slots = new Map<string, number>();
  /** Each slot's `_id` (undefined when free): the one copy the collection keeps, and which slots hold a row. */
  private ids: (string | undefined)[] = [];
  /**
   * The documents last read by a scan, from slot `windowFrom` on: a scan
   * reads READ_AHEAD rows in one query, and the store's second look at a
   * slot it selected (to return or update it) finds it here, not in SQLite.
   */
  private window: (Document | undefined)[] = [];
  private windowFrom = 0;

  constructor(private readonly table: ScratchTable) {}

  get size(): number {
    return this.slots.size;
  }

  has(id: string): boolean {
    return this.slots.has(id);
  }

  get(id: string): Document | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.at(slot);
  }

  idOf(id: string): string | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.ids[slot];
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  get end(): number {
    return this.ids.length;
  }

  at(slot: number): Document | undefined {
    if (this.ids[slot] === undefined) return undefined;
    const offset = slot - this.windowFrom;
    if (offset >= 0 && offset < this.window.length) return this.window[offset];
    if (offset === this.window.length && offset > 0) {
      // A scan walking on: read the next slots at once.
      this.fill(slot, Math.min(slot + READ_AHEAD, this.ids.length));
      return this.window[0];
    }
    const body = this.table.read(slot);
    if (body === undefined) throw new Error(`disk documents: slot ${slot} has no row`);
    this.window = [decode(body, this.ids[slot]!)];
    this.windowFrom = slot;
    return this.window[0];
  }

  add(doc: Document): void {
    const slot = this.ids.length;
    this.table.insert(slot, encode(doc));
    this.slots.set(doc._id, slot);
    this.ids.push(doc._id);
  }

  replace(slot: number, doc: Document): void {
    this.table.update(slot, encode(doc));
    const offset = slot - this.windowFrom;
    if (offset >= 0 && offset < this.window.length) this.window[offset] = doc;
  }

  delete(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.table.delete(slot);
    this.slots.delete(id);
    this.ids[slot] = undefined;
    const offset = slot - this.windowFrom;
    if (offset >= 0 && offset < this.window.length) this.window[offset] = undefined;
    const free = this.ids.length - this.slots.size;
    if (free >= COMPACT_FROM && free > this.slots.size) this.compact();
  }

  /**
   * Every document, in natural order, read READ_AHEAD slots at a time. A
   * compaction while the caller is between two documents would renumber
   * the slots under it: callers that wait meanwhile keep writers away
   * (documentsOf()).
   */
  *values(): IterableIterator<Document> {
    for (let from = 0; from < this.ids.length; from += READ_AHEAD) {
      for (const { slot, body } of this.table.range(from, from + READ_AHEAD)) {
        yield decode(body, this.ids[slot]!);
      }
    }
  }

  slotsOf(ids: Iterable<string>): number[] {
    return sortedSlots(this.slots, ids);
  }

  /**
   * Copies the rows into a table of their own, COPY_SLICE slots a turn,
   * and lists them from there a slice at a time: a snapshot of the
   * collection as it stood, whose documents are decoded only as each frame
   * is written, not all at once on the heap (ADR 044).
   */
  async list(): Promise<DocumentList> {
    const copy = this.table.emptyCopy();
    let copied = 0;
    for (let from = 0; from < this.ids.length; from += COPY_SLICE) {
      copied += this.table.copyInto(copy, from, from + COPY_SLICE, copied);
      if (from + COPY_SLICE < this.ids.length) await new Promise(setImmediate);
    }
    return new CopiedDocuments(copy, copied);
  }

  batch<T>(work: () => T): T {
    return this.table.database.batch(work);
  }

  dispose(): void {
    this.table.drop();
    this.slots.clear();
    this.ids = [];
    this.window = [];
  }

  private fill(from: number, to: number): void {
    this.window = new Array<Document | undefined>(to - from);
    this.windowFrom = from;
    for (const { slot, body } of this.table.range(from, to)) {
      this.window[slot - from] = decode(body, this.ids[slot]!);
    }
  }

  /** Moves the rows down over the free slots, in one transaction, slot order kept. */
  private compact(): void {
    this.window = [];
    const kept: string[] = [];
    this.batch(() => {
      for (const [slot, id] of this.ids.entries()) {
        if (id === undefined) continue;
        // Why in ascending order: the slot a row moves to is free or was left by a row already moved.
        if (slot !== kept.length) this.table.move(slot, kept.length);
        this.slots.set(id, kept.length);
        kept.push(id);
      }
    });
    this.ids = kept;
  }
}

/** See DiskDocuments.list(). */
class CopiedDocuments implements DocumentList {
  constructor(
    private readonly table: ScratchTable,
    private rows: number,
  ) {}

  get length(): number {
    return this.rows;
  }

  slice(start: number, end: number): Document[] {
    return this.table
      .range(start, Math.min(end, this.rows))
      .map(({ body }) => decode(body, undefined));
  }

  release(): void {
    this.table.drop();
    this.rows = 0;
  }
}
