/**
 * Secondary indexes of one memory collection, which mingo (it scans arrays)
 * does not have: they enforce unique keys, and they narrow an equality filter
 * to the few documents that can match before mingo tests them. Like
 * MongoDB's, they are multikey (an array contributes each element) and index
 * a missing field as null.
 *
 * They are hash indexes: a filter uses one only by pinning its fields to
 * values. A compound index exists for MongoDB's sake to serve an equality on
 * its leading field and a sort or range on the next (`{ userId: 1,
 * createdAt: -1 }`), which no filter pins, so a compound index that is not
 * unique is keyed here by its leading field alone, as MongoDB uses the
 * prefix of one: it serves the filters on that field, at the cost of one key
 * per value of it rather than one per document (docs/adr/037).
 */
import { resolve } from 'mingo/util';
import {
  DuplicateKeyError,
  type Document,
  type Filter,
  type IndexSpec,
} from '../document-store.port.js';
import { equalityOf } from './filters.js';

interface Index {
  readonly name: string;
  readonly keys: Readonly<Record<string, 1 | -1>>;
  readonly paths: readonly string[];
  /** The paths its keys are made of: all of them when unique, else the leading one. */
  readonly keyPaths: readonly string[];
  readonly unique: boolean;
  /** Key -> the ids of the documents holding it. */
  readonly entries: KeyEntries;
}

/**
 * A key of a single-field index is the value itself where a Map tells it
 * apart as MongoDB does (strings, numbers, booleans, null for null and
 * missing): the document already holds the string, so the key costs no heap
 * of its own. A compound key is a string made of every field's typed part.
 */
export type Key = string | number | boolean | null;

/**
 * Where one index keeps its keys and the ids holding each: a Map of the JS
 * heap (HeapKeyEntries), or a table of the scratch database for a collection
 * on disk (`disk-key-entries.ts`, docs/adr/044). Keys are equal as a Map
 * tells them apart (SameValueZero).
 */
export interface KeyEntries {
  /** The ids of the documents holding `key`. */
  holders(key: Key): Iterable<string>;
  count(key: Key): number;
  /** Records that document `id` holds `keys` (each at most once). */
  add(id: string, keys: readonly Key[]): void;
  remove(id: string, keys: readonly Key[]): void;
  /** Frees what the entries hold outside the heap, once the index is gone. */
  dispose(): void;
}

/**
 * Most keys are held by one document (a slug, a username): its id alone. A
 * few documents (a meetup's RSVPs, a person's dogs) share an array, half the
 * heap of a Set of them; past FEW_HOLDERS a Set, so that a removal stays cheap.
 */
type Holders = string | string[] | Set<string>;

const FEW_HOLDERS = 16;

const holdersOf = (held: Holders | undefined): Iterable<string> =>
  held === undefined ? [] : typeof held === 'string' ? [held] : held;

/**
 * The indexes of one collection. Their keys are kept where `newEntries`
 * keeps them: in the heap by default, in the scratch database for a
 * collection on disk; what the keys are, and which index a filter uses, is
 * decided here for both.
 */
export class Indexes {
  private readonly byName = new Map<string, Index>();

  constructor(private readonly newEntries: () => KeyEntries = () => new HeapKeyEntries()) {}

  /** Builds an index over `docs`; idempotent for the same spec, as in MongoDB. */
  create(collection: string, spec: IndexSpec, docs: Iterable<Document>): string {
    const paths = Object.keys(spec.keys);
    if (paths.length === 0) throw new Error('Index keys cannot be empty');
    for (const path of paths) {
      if (spec.keys[path] !== 1 && spec.keys[path] !== -1) {
        throw new Error(`Unsupported index direction for '${path}'`);
      }
    }
    // Why: `_id` is always indexed and unique; MongoDB answers with its built-in index.
    if (paths.length === 1 && paths[0] === '_id' && spec.keys._id === 1) return '_id_';
    const name = spec.name ?? paths.map((path) => `${path}_${spec.keys[path]}`).join('_');
    const unique = spec.unique === true;
    const sameKeys = (index: Index) => JSON.stringify(index.keys) === JSON.stringify(spec.keys);
    for (const existing of this.byName.values()) {
      if (existing.name === name && sameKeys(existing) && existing.unique === unique) return name;
      if (existing.name === name) {
        throw new Error(`An index named '${name}' already exists with different options`);
      }
      if (sameKeys(existing)) {
        throw new Error(`An index with the same keys already exists as '${existing.name}'`);
      }
    }
    const index: Index = {
      name,
      keys: { ...spec.keys } as Record<string, 1 | -1>,
      paths,
      keyPaths: unique ? paths : paths.slice(0, 1),
      unique,
      entries: this.newEntries(),
    };
    try {
      for (const doc of docs) {
        const keys = keysOf(index, doc);
        if (unique) assertFree(collection, index, doc, keys);
        index.entries.add(doc._id, keys);
      }
    } catch (error) {
      index.entries.dispose();
      throw error;
    }
    this.byName.set(name, index);
    return name;
  }

  /** @throws DuplicateKeyError when `doc` would take a unique key another document holds; then nothing changed. */
  insert(collection: string, doc: Document): void {
    this.replace(collection, null, doc);
  }

  /** Re-keys a document that `before` becomes `after` (null: inserted or deleted). @throws DuplicateKeyError */
  replace(collection: string, before: Document | null, after: Document | null): void {
    const changes: { index: Index; old: Key[]; keys: Key[] }[] = [];
    for (const index of this.byName.values()) {
      const old = before === null ? [] : keysOf(index, before);
      const keys = after === null ? [] : keysOf(index, after);
      if (old.length === keys.length && old.every((key, i) => key === keys[i])) continue;
      if (index.unique && after !== null) assertFree(collection, index, after, keys);
      changes.push({ index, old, keys });
    }
    const id = (after ?? before)!._id;
    for (const { index, old, keys } of changes) {
      index.entries.remove(id, old);
      index.entries.add(id, keys);
    }
  }

  /**
   * How many documents match `filter` when an index answers it alone: one
   * top-level field equal to a string, and an index keyed by that field
   * alone (a single-field index, or a compound one that is not unique, keyed
   * by its leading field). Its holders of the string are exactly the
   * documents whose field is the string or an array holding it, as MongoDB
   * matches. Else null: the documents must be tested. (A collection on disk
   * would decode each: the outbox's count of sent emails, ADR 044.)
   */
  exactCount(filter: Filter): number | null {
    const paths = Object.keys(filter);
    if (paths.length !== 1) return null;
    const path = paths[0]!;
    const value = filter[path];
    if (typeof value !== 'string' || value.startsWith(TAGGED)) return null;
    if (path === '_id' || path.startsWith('$') || path.includes('.')) return null;
    for (const index of this.byName.values()) {
      if (index.keyPaths.length !== 1 || index.keyPaths[0] !== path) continue;
      return index.entries.count(value);
    }
    return null;
  }

  /**
   * Ids of the only documents that can match `filter`, from the first index
   * whose every field the filter pins to a string, number, boolean or date,
   * or to a few of them with `$in` (as MongoDB uses an index for each value:
   * the union of every combination's ids); null when no index applies. The
   * filter still has to be tested on them.
   */
  candidates(filter: Filter): Iterable<string> | null {
    // The index pinning the most fields narrows the most; of equals, the one with fewer combinations.
    let best: { index: Index; keys: Key[] } | null = null;
    for (const index of this.byName.values()) {
      const keys = pinnedKeys(index, filter);
      if (keys === null || (best && !narrower(index, keys, best))) continue;
      best = { index, keys };
    }
    if (best === null) return null;
    const { index, keys } = best;
    if (keys.length === 1) return index.entries.holders(keys[0]!);
    const ids = new Set<string>();
    for (const key of keys) for (const id of index.entries.holders(key)) ids.add(id);
    return ids;
  }

  /** Frees what the indexes hold outside the heap, once the collection is dropped or replaced. */
  dispose(): void {
    for (const index of this.byName.values()) index.entries.dispose();
    this.byName.clear();
  }
}

/** The keys of `index` that documents matching `filter` can hold; null when it does not pin every field. */
function pinnedKeys(index: Index, filter: Filter): Key[] | null {
  if (index.keyPaths.length === 1) {
    const values = pinnedValues(filter[index.keyPaths[0]!]);
    return values === null || values.length > MAX_COMBINATIONS ? null : values.map(keyOf);
  }
  let tuples: string[][] = [[]];
  for (const path of index.keyPaths) {
    const values = pinnedValues(filter[path]);
    if (values === null) return null;
    tuples = tuples.flatMap((parts) => values.map((value) => [...parts, typedPart(value)]));
    if (tuples.length > MAX_COMBINATIONS) return null;
  }
  return tuples.map((tuple) => JSON.stringify(tuple));
}

const narrower = (index: Index, keys: Key[], best: { index: Index; keys: Key[] }) =>
  index.keyPaths.length > best.index.keyPaths.length ||
  (index.keyPaths.length === best.index.keyPaths.length && keys.length < best.keys.length);

/** Beyond this many `$in` combinations an index is not worth it; the filter scans. */
const MAX_COMBINATIONS = 1_024;

/** The values a condition pins a field to: one by equality, several by `$in`; else null. */
function pinnedValues(condition: unknown): unknown[] | null {
  const value = equalityOf(condition);
  if (isIndexableScalar(value)) return [value];
  return inValuesOf(condition);
}

/** The values of a condition that is exactly `{ $in: [scalars] }`; else null. */
function inValuesOf(condition: unknown): unknown[] | null {
  if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) return null;
  const keys = Object.keys(condition);
  const values = (condition as { $in?: unknown }).$in;
  if (keys.length !== 1 || !Array.isArray(values)) return null;
  return values.every(isIndexableScalar) ? values : null;
}

function isIndexableScalar(value: unknown): boolean {
  const type = typeof value;
  return type === 'string' || type === 'number' || type === 'boolean' || value instanceof Date;
}

/** @throws DuplicateKeyError when a document other than `doc` holds one of `keys`. */
function assertFree(collection: string, index: Index, doc: Document, keys: Key[]): void {
  for (const key of keys) {
    for (const holder of index.entries.holders(key)) {
      if (holder === doc._id) continue;
      const duplicate = Object.fromEntries(
        index.paths.map((path) => [path, [resolve(doc, path)].flat()[0] ?? null]),
      );
      throw new DuplicateKeyError(collection, duplicate);
    }
  }
}

/** The keys `doc` holds in `index`: one per combination of array elements of its fields. */
function keysOf(index: Index, doc: Document): Key[] {
  if (index.keyPaths.length === 1) return partsAt(doc, index.keyPaths[0]!, keyOf);
  let tuples: string[][] = [[]];
  for (const path of index.keyPaths) {
    const parts = partsAt(doc, path, typedPart);
    tuples = tuples.flatMap((tuple) => parts.map((part) => [...tuple, part]));
  }
  return tuples.map((tuple) => JSON.stringify(tuple));
}

function partsAt<K extends Key>(doc: Document, path: string, part: (value: unknown) => K): K[] {
  const value = resolve(doc, path);
  if (!Array.isArray(value)) return [part(value)];
  // Why its own key: MongoDB indexes an empty array apart from null and missing.
  if (value.length === 0) return [part(EMPTY_ARRAY)];
  return [...new Set(value.map(part))];
}

/** Stands for an empty array, which MongoDB indexes apart from null and missing. */
const EMPTY_ARRAY = Symbol('empty array');
/** Starts the keys of values a single-field index cannot use as they are. */
const TAGGED = '\0';

/** The key of one value in a single-field index (see Key). */
function keyOf(value: unknown): Key {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string' && !value.startsWith(TAGGED)) return value;
  return TAGGED + typedPart(value);
}

/** The typed key of one value; values MongoDB calls equal (null and missing, equal dates) share it. */
function typedPart(value: unknown): string {
  if (value === EMPTY_ARRAY) return '[]';
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return `date:${value.getTime()}`;
  if (typeof value === 'object') return `doc:${JSON.stringify(value, tagDates)}`;
  return `${typeof value}:${String(value)}`;
}

/** A JSON replacer that keeps dates apart from their ISO strings. */
function tagDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Date ? { $date: raw.getTime() } : value;
}

/** An index's keys in a Map of the heap: see Holders. */
class HeapKeyEntries implements KeyEntries {
  private readonly entries = new Map<Key, Holders>();

  holders(key: Key): Iterable<string> {
    return holdersOf(this.entries.get(key));
  }

  count(key: Key): number {
    const held = this.entries.get(key);
    if (held === undefined) return 0;
    return typeof held === 'string' ? 1 : Array.isArray(held) ? held.length : held.size;
  }

  add(id: string, keys: readonly Key[]): void {
    for (const key of keys) {
      const held = this.entries.get(key);
      if (held === undefined) this.entries.set(key, id);
      else if (typeof held === 'string') {
        if (held !== id) this.entries.set(key, [held, id]);
      } else if (!Array.isArray(held)) held.add(id);
      else if (held.includes(id)) continue;
      else if (held.length < FEW_HOLDERS) held.push(id);
      else this.entries.set(key, new Set([...held, id]));
    }
  }

  remove(id: string, keys: readonly Key[]): void {
    for (const key of keys) {
      const held = this.entries.get(key);
      if (held === undefined) continue;
      if (held === id) {
        this.entries.delete(key);
      } else if (Array.isArray(held)) {
        const at = held.indexOf(id);
        if (at >= 0) held.splice(at, 1);
        if (held.length === 1) this.entries.set(key, held[0]!);
      } else if (typeof held === 'object' && held.delete(id) && held.size <= FEW_HOLDERS / 2) {
        this.entries.set(key, [...held]);
      }
    }
  }

  dispose(): void {}
}
