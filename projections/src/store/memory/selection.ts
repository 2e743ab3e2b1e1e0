/**
 * Which documents a filter selects: the candidates (the ids an `_id`
 * condition names, what an index finds, or every document) and how each is
 * tested (the plain path where it can decide, mingo otherwise).
 */
import type { Document, Filter } from '../document-store.port.js';
import type { CollectionState } from './catalog.js';
import { compileFilter, equalityOf } from './filters.js';
import { UNDECIDED, plainMatcher } from './plain-operations.js';
import { isDocumentLike } from './snapshots.js';

/**
 * How a filter tests documents: the plain path where it can decide
 * (memory/plain-operations.ts), mingo otherwise. A filter mingo cannot
 * compile throws here, before any document is looked at.
 */
export function matcherOf(filter: Filter): (doc: Document) => boolean {
  const plain = plainMatcher(filter);
  if (plain === null) {
    const query = compileFilter(filter);
    return (doc) => query.test(doc);
  }
  let query: ReturnType<typeof compileFilter> | undefined;
  return (doc) => {
    const verdict = plain(doc);
    return verdict === UNDECIDED ? (query ??= compileFilter(filter)).test(doc) : verdict;
  };
}

/** The ids an `_id` condition allows, when it names them by equality or `$in`; else null. */
export function idsNamedBy(condition: unknown): Iterable<string> | null {
  const id = equalityOf(condition);
  if (typeof id === 'string') return [id];
  const ids = isDocumentLike(condition) ? condition.$in : undefined;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? new Set(ids) : null;
}

/**
 * The slots of the documents of `state` matching `filter`, in natural order
 * (backwards when `direction` is -1), at most `limit`. mingo tests every
 * candidate; the candidates are the documents an `_id` equality or `$in`
 * names, the documents an index finds, or else all of them. A walk stops at
 * the limit: on disk it decodes only the documents it tests.
 */
export function selectSlots(
  state: CollectionState | undefined,
  filter: Filter,
  limit = Infinity,
  /** Receives the matching documents, in the same order: a collection on disk need not read them again. */
  found?: Document[],
  direction: 1 | -1 = 1,
): number[] {
  const test = matcherOf(filter);
  const matches: number[] = [];
  if (state === undefined || limit <= 0) return matches;
  const { documents } = state;
  const ids = idsNamedBy(filter._id) ?? state.indexes.candidates(filter);
  if (ids === null) {
    const [first, end] = direction === 1 ? [0, documents.end] : [documents.end - 1, -1];
    for (let slot = first; slot !== end && matches.length < limit; slot += direction) {
      const doc = documents.at(slot);
      if (doc !== undefined && test(doc)) {
        matches.push(slot);
        found?.push(doc);
      }
    }
    return matches;
  }
  const slots = documents.slotsOf(ids);
  if (direction === -1) slots.reverse();
  for (const slot of slots) {
    if (matches.length >= limit) break;
    const doc = documents.at(slot)!;
    if (test(doc)) {
      matches.push(slot);
      found?.push(doc);
    }
  }
  return matches;
}
