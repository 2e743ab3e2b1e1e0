/**
 * The documents of one memory collection, in natural order (insertion order:
 * an update keeps a document's place, a delete and re-insert moves it to the
 * end).
 *
 * Each document has a slot in one array, given in insertion order, and the
 * `_id` Map gives its slot: the slot is the document's place, so candidates an
 * index finds are put in natural order by sorting numbers, and a scan walks
 * the array. A wrapper object per document (`{ doc, seq }`) cost 40 bytes of
 * heap for the same answer (docs/adr/037-read-model-memory.md); a slot is a
 * small integer the Map holds without allocating.
 */
import type { Document } from '../document-store.port.js';

/** Below this many free slots the array is never compacted: a few deletes cost nothing. */
const COMPACT_FROM = 1_024;

export class Documents {
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

  /** This collection's own copy of the string `id`, when it holds a document with that `_id`. */
  idOf(id: string): string | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.stored[slot]!._id;
  }

  /** The slot of the document with `id`: its place in natural order. */
  slotOf(id: string): number | undefined {
    return this.slots.get(id);
  }

  /** One past the last slot: a scan visits slots 0 to `end - 1`. */
  get end(): number {
    return this.stored.length;
  }

  /** The document in `slot` (undefined for a free one); slots hold while nothing is deleted. */
  at(slot: number): Document | undefined {
    return this.stored[slot];
  }

  /** Adds a document whose `_id` is not taken, last in natural order. */
  add(doc: Document): void {
    this.slots.set(doc._id, this.stored.length);
    this.stored.push(doc);
  }

  /** Puts `doc` in `slot` in place of the document it updates, keeping its place. */
  replace(slot: number, doc: Document): void {
    this.stored[slot] = doc;
  }

  /**
   * Removes the document with `id`. Slots taken before may change: when more
   * than half of the array is free slots, the documents move down to fill them.
   */
  delete(id: string): void {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.stored[slot] = undefined;
    const free = this.stored.length - this.slots.size;
    if (free >= COMPACT_FROM && free > this.slots.size) this.compact();
  }

  /** Every document, in natural order. */
  *values(): IterableIterator<Document> {
    for (const doc of this.stored) if (doc !== undefined) yield doc;
  }

  /** The slots of the documents with these ids (those that exist), in natural order. */
  slotsOf(ids: Iterable<string>): number[] {
    const slots: number[] = [];
    for (const id of ids) {
      const slot = this.slots.get(id);
      if (slot !== undefined) slots.push(slot);
    }
    return slots.length > 1 ? slots.sort((a, b) => a - b) : slots;
  }

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
