/**
 * Stored documents are deep-frozen, so the memory store can hand them to
 * readers without copying and a reader can never change what another one sees
 * (the port promises snapshots; MongoDB gives every reader its own copy).
 * This module turns values into that stored form: copied, normalised the way
 * MongoDB stores them, and frozen.
 */

type Fields = Record<string, unknown>;

/** A Date whose setters throw: freezing a Date does not stop `setTime`. */
class ImmutableDate extends Date {}
// Why: mingo's equality and vitest's toStrictEqual compare constructors; a stored date must pass for a Date.
Object.defineProperty(ImmutableDate.prototype, 'constructor', { value: Date });
for (const setter of Object.getOwnPropertyNames(Date.prototype).filter((name) =>
  name.startsWith('set'),
)) {
  Object.defineProperty(ImmutableDate.prototype, setter, {
    value() {
      throw new TypeError(`Cannot ${setter} on a date read from the document store; copy it first`);
    },
  });
}

/** A value BSON stores as an embedded document: plain objects and other class instances. */
export function isDocumentLike(value: unknown): value is Fields {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) return true;
  return (
    !Array.isArray(value) &&
    !(value instanceof Date) &&
    !(value instanceof RegExp) &&
    !ArrayBuffer.isView(value)
  );
}

/**
 * A deep, frozen copy of a caller's value as MongoDB would store it:
 * `undefined` fields are dropped (the Mongo adapter sets `ignoreUndefined`),
 * missing or `undefined` array items become null, class instances become plain
 * documents, dates become ImmutableDate. Functions and symbols have no BSON
 * form: they give `undefined`, so a field holding one is dropped.
 */
export function frozenCopy(value: unknown): unknown {
  if (typeof value === 'string') return shared(value);
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (Array.isArray(value)) {
    return Object.freeze(Array.from(value, (item) => frozenCopy(item) ?? null));
  }
  if (value instanceof Date) {
    return value instanceof ImmutableDate
      ? value
      : Object.freeze(new ImmutableDate(value.getTime()));
  }
  if (value instanceof RegExp) return Object.freeze(new RegExp(value.source, value.flags));
  if (ArrayBuffer.isView(value)) {
    // Why no freeze: a typed array with elements cannot be frozen; the copy keeps the bytes private.
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice();
  }
  const out: Fields = {};
  for (const key of Object.keys(value)) {
    const field = (value as Fields)[key];
    // Why not pooled: an `_id` names one document, so it never repeats.
    const copy = key === '_id' && typeof field === 'string' ? field : frozenCopy(field);
    if (copy !== undefined) defineField(out, key, copy);
  }
  return Object.freeze(out);
}

/** Longer strings (descriptions, comments) rarely repeat; hashing them would be wasted. */
const SHARED_UP_TO = 64;
/** The pool's bound: past it, it starts again empty (at most a few MiB of strings kept alive). */
const POOL_SIZE = 65_536;
const pool = new Map<string, string>();

/**
 * One copy of each short string the store keeps. Ids, dates, names, kinds and
 * statuses repeat across documents (a notification per recipient, an RSVP
 * per person), and every document read from a snapshot or parsed from an
 * event brings its own copy of each: kept apart, they were half of the read
 * models' heap. Strings never change, so one pool serves every store in the
 * process and nothing ever invalidates it; it is bounded, and a string it
 * lets go of is only stored twice (docs/adr/037-read-model-memory.md).
 */
function shared(text: string): string {
  if (text.length > SHARED_UP_TO) return text;
  const kept = pool.get(text);
  if (kept !== undefined) return kept;
  if (pool.size >= POOL_SIZE) pool.clear();
  pool.set(text, text);
  return text;
}

/** The pool's copy of `text` when it has one, without adding it: for `_id`s, which it does not keep. */
export function pooledCopy(text: string): string {
  return pool.get(text) ?? text;
}

/**
 * Brings a working copy the store built itself (an update's result) into stored
 * form in place, as frozenCopy would. Frozen parts are skipped: in a working
 * copy they can only be stored values the update left alone.
 */
export function freezeInPlace(value: unknown): unknown {
  return inPlace(value, false);
}

/**
 * Brings documents nobody else holds (just deserialised from a snapshot) into
 * stored form in place: frozen as by freezeInPlace, their short strings
 * shared as frozenCopy shares them.
 */
export function adoptInPlace(value: unknown): unknown {
  return inPlace(value, true);
}

function inPlace(value: unknown, share: boolean): unknown {
  if (typeof value === 'string') return share ? shared(value) : value;
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (value instanceof Date) return frozenCopy(value);
  if (value instanceof RegExp || ArrayBuffer.isView(value)) return frozenCopy(value);
  if (Array.isArray(value)) {
    // Why Array.from: it visits holes too (an update that sets `a.5` on a shorter array leaves some).
    return Object.freeze(Array.from(value, (item) => inPlace(item, share) ?? null));
  }
  if (!isDocumentLike(value) || Object.getPrototypeOf(value) !== Object.prototype) {
    return frozenCopy(value);
  }
  for (const key of Object.keys(value)) {
    const field = (value as Fields)[key];
    const stored = key === '_id' ? inPlace(field, false) : inPlace(field, share);
    if (stored === undefined) delete (value as Fields)[key];
    else defineField(value as Fields, key, stored);
  }
  return Object.freeze(value);
}

/** Sets a field, also one named `__proto__` (an ordinary field in BSON). */
export function defineField(target: Fields, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  } else {
    target[key] = value;
  }
}
