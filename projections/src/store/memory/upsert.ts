/**
 * mingo has no upsert. When an upsert matches nothing, MongoDB inserts a
 * document made of the filter's equality conditions (plain values, `$eq`, and
 * those inside `$and`) and then applies the update with $setOnInsert; this
 * module builds that document.
 */
import { cloneDeep, setValue } from 'mingo/util';
import type { Document, Filter, UpdateOperators } from '../document-store.port.js';
import { equalityOf, NO_EQUALITY } from './filters.js';
import { freezeInPlace, isDocumentLike } from './snapshots.js';
import { NOT_PLAIN, plainUpdate } from './plain-operations.js';
import { applyUpdate, isPositional } from './updates.js';

/**
 * The frozen document an upsert inserts. Its `_id` comes from the filter,
 * else from the update, else from `generateId`; it is the first field, as
 * MongoDB stores it.
 */
export function upsertDocument(
  filter: Filter,
  update: UpdateOperators,
  generateId: () => string,
  sharedId: (id: string) => string,
): Document {
  for (const fields of Object.values(update)) {
    if (isDocumentLike(fields) && Object.keys(fields).some(isPositional)) {
      throw new Error('The positional operator did not find the match needed from the query');
    }
  }
  const equalities = equalitiesOf(filter);
  const id = equalities.get('_id') ?? update.$set?._id ?? update.$setOnInsert?._id ?? generateId();
  if (typeof id !== 'string') throw new TypeError(`_id must be a string, got ${typeof id}`);
  const seed: Document = { _id: sharedId(id) };
  for (const [path, value] of equalities)
    if (path !== '_id') setValue(seed, path, cloneDeep(value));
  const plain = plainUpdate(freezeInPlace(seed) as Document, update, true);
  if (plain !== NOT_PLAIN) return plain ?? (seed as Document);
  return applyUpdate(seed, update, filter, true) ?? (seed as Document);
}

function equalitiesOf(filter: Filter, into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition) if (isDocumentLike(clause)) equalitiesOf(clause, into);
      continue;
    }
    if (key.startsWith('$')) continue;
    const value = equalityOf(condition);
    if (value !== NO_EQUALITY) into.set(key, value);
  }
  return into;
}
