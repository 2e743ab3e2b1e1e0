/**
 * The documents of one memory collection, in natural order (insertion order:
 * an update keeps a document's place, a delete and re-insert moves it to the
 * end).
 *
 * Each document has a slot, given in insertion order, and the `_id` Map (a
 * column of the scratch database, on disk) gives its slot: the slot is the document's place, so candidates an index finds
 * are put in natural order by sorting numbers, and a scan walks the slots. A
 * wrapper object per document (`{ doc, seq }`) cost 40 bytes of heap for the
 * same answer (docs/adr/037-read-model-memory.md); a slot is a small integer
 * the Map holds without allocating.
 *
 * Two kinds keep the documents themselves: HeapDocuments in an array of the
 * JS heap, DiskDocuments (`disk-documents.ts`) in a scratch SQLite database,
 * for the collections read rarely (docs/adr/044-cold-read-models-on-disk.md).
 */
import type { Document } from '../document-store.port.js';

/** Below this many free slots the slots are never compacted: a few deletes cost nothing. */
export const COMPACT_FROM = 1_024;

/** Documents listed per turn of the event loop by list(): about a millisecond's work. */
const LIST_SLICE = 20_000;

/**
 * A collection's documents as they stood when listed, in natural order: what
 * a read-model snapshot serialises, a slice at a time (docs/adr/031).
 */
export interface DocumentList {
  readonly length: number;
  /** Documents `start` to `end - 1`. */
  slice(start: number, end: number): Document[];
  /** Frees what the list holds off the heap; the list is empty afterwards. */
  release(): void;
}

/** A list of documents the heap holds anyway. */
export class ArrayDocumentList implements DocumentList {
  constructor(private documents: readonly Document[]) {}

  get length(): number {
    return this.documents.length;
  }

  slice(start: number, end: number): Document[] {
    return this.documents.slice(start, end);
  }

  release(): void {
    this.documents = [];
  }
}

/** What the store asks of a collection's documents; every document handed out is frozen. */
export interface Documents {
  readonly size: number;
  has(id: string): boolean;
  get(id: string): Document | undefined;
  /** The copy of `id` the heap holds for this collection, if it keeps one (Catalog.sharedId shares it). */
  idOf(id: string): string | undefined;
  slotOf(id: string): number | undefined;
  /** One past the last slot: a scan visits slots 0 to `end - 1`. */
  readonly end: number;
  at(slot: number): Document | undefined;
  /** Adds a frozen document whose `_id` is not taken, last in natural order. */
  add(doc: Document): void;
  /** Puts frozen `doc` in `slot` in place of the document it updates, keeping its place. */
  replace(slot: number, doc: Document): void;
  /**
   * Removes the document with `id`. Slots taken before may change: when more
   * than half of the slots are free, the documents move down to fill them.
   */
  delete(id: string): void;
  /** Every document, in natural order. */
  values(): IterableIterator<Document>;
  /** The slots of the documents with these ids (those that exist), in natural order. */
  slotsOf(ids: Iterable<string>): number[];
  /**
   * The documents as they stand, listed a slice at a time with the event loop
   * serving between slices: the caller keeps every writer away meanwhile (a
   * read-model snapshot holds the runner's exclusive()).
   */
  list(): Promise<DocumentList>;
  /** Runs `work`, whose writes may be stored together (one transaction on disk); what it did stays done if it throws. */
  batch<T>(work: () => T): T;
  /** Frees what the documents hold outside the heap, once the collection is dropped or replaced. */
  dispose(): void;
}

/** Slots in order of the ids given that exist, sorted: the natural order of those documents. */
function sortedSlots(slots: ReadonlyMap<string, number>, ids: Iterable<string>): number[] {
  const found: number[] = [];
  for (const id of ids) {
    const slot = slots.get(id);
    if (slot !== undefined) found.push(slot);
  }
  return found.length > 1 ? found.sort((a, b) => a - b) : found;
}

/** The documents in an array of the JS heap: frozen objects handed out as they are. */
export class HeapDocuments implements Documents {
  private readonly slots = new Map<string, number>();
  private stored: (Document | undefined)[] = [];

  get size(): number {
    return this.slots.size;
  }

  has(id: string): boolean {
    return this.slots.has(id);
  }

  get(id: string): Document | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.stored[slot];
  }

  idOf(id: string): string | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.stored[slot]!._id;
  }

  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  get end(): number {
    return this.stored.length;
  }

  at(slot: number): Document | undefined {
    return this.stored[slot];
  }

  add(doc: Document): void {
    this.slots.set(doc._id, this.stored.length);
    this.stored.push(doc);
  }

  replace(slot: number, doc: Document): void {
    this.stored[slot] = doc;
  }

  delete(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.stored[slot] = undefined;
    const free = this.stored.length - this.slots.size;
    if (free >= COMPACT_FROM && free > this.slots.size) this.compact();
  }

  *values(): IterableIterator<Document> {
    for (const doc of this.stored) if (doc !== undefined) yield doc;
  }

  slotsOf(ids: Iterable<string>): number[] {
    return sortedSlots(this.slots, ids);
  }

  /** The frozen documents themselves: a list costs an array slot a document. */
  async list(): Promise<DocumentList> {
    const listed: Document[] = [];
    for (const doc of this.values()) {
      if (listed.push(doc) % LIST_SLICE === 0) await new Promise(setImmediate);
    }
    return new ArrayDocumentList(listed);
  }

  batch<T>(work: () => T): T {
    return work();
  }

  dispose(): void {}

  private compact(): void {
    const kept: Document[] = [];
    for (const doc of this.stored) {
      if (doc === undefined) continue;
      this.slots.set(doc._id, kept.length);
      kept.push(doc);
    }
    this.stored = kept;
  }
}
