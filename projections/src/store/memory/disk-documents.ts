/**
 * Documents kept off the JS heap, for the collections read rarely
 * (docs/adr/044-cold-read-models-on-disk.md): each document is a row of a
 * scratch SQLite database, keyed by its slot, with its `_id` in a column of
 * its own (which SQLite indexes: a lookup by `_id` is a query) and its body
 * as JSON that keeps dates (below). The heap keeps two counters and the
 * documents a scan last read; the collection's indexes are tables of the
 * same database (`disk-key-entries.ts`).
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
import { COMPACT_FROM, type DocumentList, type Documents } from './documents.js';
import { defineField, frozenCopy, pooledCopy } from './snapshots.js';

/** SQLite's page cache per database (KiB): what it keeps in memory before pages spill to the file. */
const CACHE_KIB = 8_192;
/** Slots read at once when a scan walks on: a scan costs a query per READ_AHEAD slots, not per document. */
const READ_AHEAD = 256;
/** Rows copied per turn of the event loop by list(): about two milliseconds' work (10,000 took 10). */
const COPY_SLICE = 2_000;

type Statement = Database.Statement<unknown[], { slot: number; body: string }>;

/** One store's scratch database: tables per disk collection, one connection. */
export class ScratchDatabase {
  private db: Database.Database | null = null;
  private tables = 0;
  private depth = 0;

  constructor(private readonly cacheKiB = CACHE_KIB) {}

  /** A new table of its own (names are internal: a rename moves the DiskDocuments, not the table). */
  table(): ScratchTable {
    const name = this.create(
      'slot INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, body TEXT NOT NULL',
    );
    return new ScratchTable(this, this.open(), name);
  }

  /**
   * Creates a table of these columns under a new name, which it answers,
   * for the connection `connection()` gives.
   */
  create(columns: string, options = ''): string {
    const name = `c${++this.tables}`;
    this.open().exec(`CREATE TABLE ${name} (${columns}) ${options}`);
    return name;
  }

  /** The connection, opened on first use. */
  connection(): Database.Database {
    return this.open();
  }

  /** Runs `work` in one transaction, nested ones joining it; what it wrote is committed even if it throws. */
  batch<T>(work: () => T): T {
    const db = this.open();
    if (this.depth++ === 0) db.exec('BEGIN');
    try {
      return work();
    } finally {
      // Why commit on a throw: the heap side (the counters, the indexes of heap collections) keeps what was done before it.
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

/** One collection's rows: `slot` -> the document's `_id` and its serialised body. */
export class ScratchTable {
  private readonly insertRow: Database.Statement;
  private readonly updateRow: Database.Statement;
  private readonly deleteRow: Database.Statement<unknown[], number>;
  private readonly readRow: Database.Statement<unknown[], { body: string }>;
  private readonly readById: Statement;
  private readonly slotById: Database.Statement<unknown[], number>;
  private readonly slotsByIds: Database.Statement<unknown[], number>;
  private readonly readRange: Statement;
  private readonly numberNegated: Database.Statement;
  private readonly negatedBack: Database.Statement;

  constructor(
    readonly database: ScratchDatabase,
    private readonly db: Database.Database,
    readonly name: string,
  ) {
    this.insertRow = db.prepare(`INSERT INTO ${name} (slot, id, body) VALUES (?, ?, ?)`);
    this.updateRow = db.prepare(`UPDATE ${name} SET body = ? WHERE slot = ?`);
    this.deleteRow = db
      .prepare<unknown[], number>(`DELETE FROM ${name} WHERE id = ? RETURNING slot`)
      .pluck();
    this.readRow = db.prepare(`SELECT body FROM ${name} WHERE slot = ?`);
    this.readById = db.prepare(`SELECT slot, body FROM ${name} WHERE id = ?`);
    this.slotById = db.prepare<unknown[], number>(`SELECT slot FROM ${name} WHERE id = ?`).pluck();
    // Why json_each: the ids of one request in one query, whatever their number.
    this.slotsByIds = db
      .prepare<unknown[], number>(
        `SELECT slot FROM ${name} WHERE id IN (SELECT value FROM json_each(?)) ORDER BY slot`,
      )
      .pluck();
    this.readRange = db.prepare(
      `SELECT slot, body FROM ${name} WHERE slot >= ? AND slot < ? ORDER BY slot`,
    );
    // Why through negative slots: each row's new slot may be one another row still holds.
    this.numberNegated = db.prepare(
      `UPDATE ${name} SET slot = -1 - ranked.rank FROM (SELECT slot AS old, row_number() OVER (ORDER BY slot) - 1 AS rank FROM ${name}) AS ranked WHERE ${name}.slot = ranked.old`,
    );
    this.negatedBack = db.prepare(`UPDATE ${name} SET slot = -1 - slot WHERE slot < 0`);
  }

  insert(slot: number, id: string, body: string): void {
    this.insertRow.run(slot, id, body);
  }

  update(slot: number, body: string): void {
    this.updateRow.run(body, slot);
  }

  /** Deletes the row of `id`; answers the slot it held. */
  delete(id: string): number | undefined {
    return this.deleteRow.get(id);
  }

  read(slot: number): string | undefined {
    return this.readRow.get(slot)?.body;
  }

  find(id: string): { slot: number; body: string } | undefined {
    return this.readById.get(id);
  }

  slotOf(id: string): number | undefined {
    return this.slotById.get(id);
  }

  /** The slots of the rows of these ids, in slot order. */
  slotsOf(ids: readonly string[]): number[] {
    return ids.length === 0 ? [] : this.slotsByIds.all(JSON.stringify(ids));
  }

  /** Numbers the rows 0, 1, 2... in slot order, in one transaction. */
  renumber(): void {
    this.database.batch(() => {
      this.numberNegated.run();
      this.negatedBack.run();
    });
  }

  /** The rows of slots `from` to `to - 1`, in slot order. */
  range(from: number, to: number): { slot: number; body: string }[] {
    return this.readRange.all(from, to);
  }

  drop(): void {
    if (this.db.open) this.db.exec(`DROP TABLE IF EXISTS ${this.name}`);
  }

  /** An empty table of bodies alone that copyInto() fills, its rows numbered from 0 in the order copied. */
  emptyCopy(): CopyTable {
    const name = this.database.create('slot INTEGER PRIMARY KEY, body TEXT NOT NULL');
    return new CopyTable(this.db, name);
  }

  /** Appends the rows of slots `from` to `to - 1` of this table to `copy`, in slot order; answers how many. */
  copyInto(copy: CopyTable, from: number, to: number, first: number): number {
    // Why `first + rank`: the copy's slots are the documents' places in the list.
    return this.db
      .prepare(
        `INSERT INTO ${copy.name} (slot, body) SELECT ${first} + row_number() OVER (ORDER BY slot) - 1, body FROM ${this.name} WHERE slot >= ? AND slot < ?`,
      )
      .run(from, to).changes;
  }
}

/** A collection's bodies as list() copied them: slot -> body. */
class CopyTable {
  private readonly readRange: Statement;

  constructor(
    private readonly db: Database.Database,
    readonly name: string,
  ) {
    this.readRange = db.prepare(
      `SELECT slot, body FROM ${name} WHERE slot >= ? AND slot < ? ORDER BY slot`,
    );
  }

  range(from: number, to: number): { slot: number; body: string }[] {
    return this.readRange.all(from, to);
  }

  drop(): void {
    if (this.db.open) this.db.exec(`DROP TABLE IF EXISTS ${this.name}`);
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
 * store's immutable ones. A short string that the pool holds (an id another
 * collection keeps, a status) is the pool's copy; nothing is added to the
 * pool, as a document read is dropped soon after.
 */
function decode(text: string): Document {
  return thaw(JSON.parse(text)) as Document;
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
  for (const key of keys) defineField(fields, key, thaw(fields[key]));
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
  private count = 0;
  /** One past the last slot given: the next document's. */
  private next = 0;
  /**
   * The documents last read by a scan, from slot `windowFrom` on (undefined
   * for a free slot): a scan reads READ_AHEAD rows in one query, and the
   * store's second look at a slot it selected (to return or update it)
   * finds it here, not in SQLite.
   */
  private window: (Document | undefined)[] = [];
  private windowFrom = 0;

  constructor(private readonly table: ScratchTable) {}

  get size(): number {
    return this.count;
  }

  has(id: string): boolean {
    return this.table.slotOf(id) !== undefined;
  }

  get(id: string): Document | undefined {
    const row = this.table.find(id);
    return row === undefined ? undefined : this.show(row.slot, row.body);
  }

  /** None: the `_id`s are in the database, not in the heap, so there is no copy to share. */
  idOf(_id: string): string | undefined {
    return undefined;
  }

  slotOf(id: string): number | undefined {
    return this.table.slotOf(id);
  }

  get end(): number {
    return this.next;
  }

  at(slot: number): Document | undefined {
    if (slot < 0 || slot >= this.next) return undefined;
    const offset = slot - this.windowFrom;
    if (offset >= 0 && offset < this.window.length) return this.window[offset];
    if (offset === this.window.length && offset > 0) {
      // A scan walking on: read the next slots at once.
      this.fill(slot, Math.min(slot + READ_AHEAD, this.next));
      return this.window[0];
    }
    const body = this.table.read(slot);
    return body === undefined ? undefined : this.show(slot, body);
  }

  add(doc: Document): void {
    this.table.insert(this.next, doc._id, encode(doc));
    this.next++;
    this.count++;
  }

  replace(slot: number, doc: Document): void {
    this.table.update(slot, encode(doc));
    const offset = slot - this.windowFrom;
    if (offset >= 0 && offset < this.window.length) this.window[offset] = doc;
  }

  delete(id: string): void {
    const slot = this.table.delete(id);
    if (slot === undefined) return;
    this.count--;
    const offset = slot - this.windowFrom;
    if (offset >= 0 && offset < this.window.length) this.window[offset] = undefined;
    const free = this.next - this.count;
    if (free >= COMPACT_FROM && free > this.count) this.compact();
  }

  /**
   * Every document, in natural order, read READ_AHEAD slots at a time. A
   * compaction while the caller is between two documents would renumber
   * the slots under it: callers that wait meanwhile keep writers away
   * (documentsOf()).
   */
  *values(): IterableIterator<Document> {
    for (let from = 0; from < this.next; from += READ_AHEAD) {
      for (const { body } of this.table.range(from, from + READ_AHEAD)) yield decode(body);
    }
  }

  slotsOf(ids: Iterable<string>): number[] {
    const list = Array.isArray(ids) ? (ids as string[]) : [...ids];
    if (list.length !== 1) return this.table.slotsOf(list);
    // Why the document too: the store reads the slot next, which then costs no second query.
    const row = this.table.find(list[0]!);
    if (row === undefined) return [];
    this.show(row.slot, row.body);
    return [row.slot];
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
    for (let from = 0; from < this.next; from += COPY_SLICE) {
      copied += this.table.copyInto(copy, from, from + COPY_SLICE, copied);
      if (from + COPY_SLICE < this.next) await new Promise(setImmediate);
    }
    return new CopiedDocuments(copy, copied);
  }

  batch<T>(work: () => T): T {
    return this.table.database.batch(work);
  }

  dispose(): void {
    this.table.drop();
    this.count = 0;
    this.next = 0;
    this.window = [];
  }

  /** The document of `slot`, read as `body`: the window's when it holds the slot, else the window alone. */
  private show(slot: number, body: string): Document | undefined {
    const offset = slot - this.windowFrom;
    if (offset >= 0 && offset < this.window.length) return this.window[offset];
    this.window = [decode(body)];
    this.windowFrom = slot;
    return this.window[0];
  }

  private fill(from: number, to: number): void {
    this.window = new Array<Document | undefined>(to - from);
    this.windowFrom = from;
    for (const { slot, body } of this.table.range(from, to)) {
      this.window[slot - from] = decode(body);
    }
  }

  /** Moves the rows down over the free slots, slot order kept. */
  private compact(): void {
    this.window = [];
    this.table.renumber();
    this.next = this.count;
  }
}

/** See DiskDocuments.list(). */
class CopiedDocuments implements DocumentList {
  constructor(
    private readonly table: CopyTable,
    private rows: number,
  ) {}

  get length(): number {
    return this.rows;
  }

  slice(start: number, end: number): Document[] {
    return this.table.range(start, Math.min(end, this.rows)).map(({ body }) => decode(body));
  }

  release(): void {
    this.table.drop();
    this.rows = 0;
  }
}
