/**
 * Update operators are mingo's updater ($set, $inc, $push, $pull, $addToSet,
 * $unset and the rest it knows), applied to a mutable copy of the stored
 * document. Around it, this module does what mingo leaves out: $setOnInsert,
 * MongoDB's errors for updates that cannot apply (mingo skips them silently),
 * `_id` set to its own value, and the order MongoDB gives new fields.
 *
 * Known differences that remain, none of which our projections use: mingo's
 * $push ignores $sort, $slice and $position when it creates the array; new
 * fields made by different operators follow the operators' order rather than
 * one lexicographic order; a $set counts an embedded document whose fields
 * differ only in order as unchanged.
 */
import { update as mingoUpdate } from 'mingo/updater';
import { cloneDeep, isEqual } from 'mingo/util';
import type { Document, Filter, UpdateOperators } from '../document-store.port.js';
import { equalInOrder, mingoOptions, withoutUndefined } from './filters.js';
import { defineField, freezeInPlace, isDocumentLike } from './snapshots.js';

type Fields = Record<string, unknown>;
type Modifier = Record<string, Fields>;

/**
 * `doc` changed by `update`, as a new frozen document; null when nothing
 * changes (MongoDB then counts no modification and reports no change).
 * @param filter what matched `doc`: the positional operator `a.$.b` needs it.
 * @param inserting `doc` is an upsert's new document, so $setOnInsert applies.
 */
export function applyUpdate(
  doc: Document,
  update: UpdateOperators,
  filter: Filter,
  inserting = false,
): Document | null {
  const modifier = prepareModifier(doc, update, inserting);
  if (Object.keys(modifier).length === 0) return null;
  const positional = Object.values(modifier).some((fields) =>
    Object.keys(fields).some(isPositional),
  );
  const working = cloneDeep(doc);
  // Why the filter only for positional paths: given one, mingo matches it again first.
  const condition = positional ? withoutUndefined(filter) : undefined;
  const changed = mingoUpdate(working, modifier, undefined, condition, {
    cloneMode: 'deep',
    queryOptions: mingoOptions,
  });
  return changed.length === 0 ? null : (freezeInPlace(working) as Document);
}

export function isPositional(path: string): boolean {
  return path.split('.').some((part) => part.startsWith('$'));
}

/** The update as mingo's updater takes it, after the checks mingo does not make. */
function prepareModifier(doc: Document, update: UpdateOperators, inserting: boolean): Modifier {
  if (!isDocumentLike(update)) throw new TypeError('An update must be a document of operators');
  const operators = Object.keys(update);
  if (operators.length === 0 || !operators.every((operator) => operator.startsWith('$'))) {
    throw new Error('Update document requires atomic operators');
  }
  const modifier: Modifier = {};
  for (const operator of operators) {
    const fields: unknown = (update as Fields)[operator];
    if (fields === undefined) continue;
    if (!isDocumentLike(fields)) {
      throw new Error(`Modifiers operate on fields but ${operator} was given a non-document`);
    }
    if (operator === '$setOnInsert' && !inserting) continue;
    // mingo has no $setOnInsert: on insert it is a $set (a field in both is a conflict, as in MongoDB).
    const target = operator === '$setOnInsert' ? '$set' : operator;
    const into = (modifier[target] ??= {});
    for (const path of Object.keys(fields)) {
      const value = fields[path];
      // Why: the Mongo adapter's driver drops undefined values (ignoreUndefined).
      if (value === undefined) continue;
      if (Object.hasOwn(into, path)) throw conflict(path);
      if (path === '_id' && target === '$set') {
        // mingo refuses any update of `_id`; MongoDB accepts setting it to the value it has.
        if (isEqual(value, doc._id)) continue;
        throw new Error(
          `Performing an update on the path '_id' would modify the immutable field '_id'`,
        );
      }
      checkTarget(doc, target, path);
      defineField(into, path, value);
    }
  }
  addToSetInFieldOrder(doc, modifier);
  for (const operator of Object.keys(modifier)) {
    const fields = modifier[operator]!;
    if (Object.keys(fields).length === 0) delete modifier[operator];
    else modifier[operator] = inFieldOrder(fields);
  }
  return modifier;
}

/**
 * MongoDB refuses an update whose path runs through a value that cannot hold
 * fields, an $inc of a non-number, and an array operator on a non-array;
 * mingo's updater skips those fields without a word.
 */
function checkTarget(doc: Document, operator: string, path: string): void {
  if (isPositional(path)) return;
  const target = valueAt(doc, path);
  if (target === BLOCKED) {
    if (operator === '$pull' || operator === '$unset') return;
    throw new Error(`Cannot create field '${path}': a parent on the path holds no fields`);
  }
  if (target === undefined) return;
  if (operator === '$inc' && typeof target !== 'number') {
    throw new Error(`Cannot apply $inc to a value of non-numeric type at '${path}'`);
  }
  if (['$push', '$addToSet', '$pull'].includes(operator) && !Array.isArray(target)) {
    throw new Error(`Cannot apply ${operator} to a non-array value at '${path}'`);
  }
}

const BLOCKED = Symbol('path runs through a value without fields');

/** The value at a dotted path (array elements by index only), undefined when missing, or BLOCKED. */
function valueAt(doc: Document, path: string): unknown {
  let node: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(node) && /^\d+$/.test(part)) node = node[Number(part)];
    else if (isDocumentLike(node)) node = Object.hasOwn(node, part) ? node[part] : undefined;
    else return BLOCKED;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * mingo's $addToSet compares embedded documents ignoring field order; MongoDB
 * does not (`{ km, day }` is not `{ day, km }`). A value that holds a
 * document is therefore checked here and added by $push when absent.
 */
function addToSetInFieldOrder(doc: Document, modifier: Modifier): void {
  const addToSet = modifier.$addToSet;
  if (addToSet === undefined) return;
  for (const path of Object.keys(addToSet)) {
    const argument = addToSet[path];
    const each = isDocumentLike(argument) && Object.hasOwn(argument, '$each');
    const values: unknown = each ? argument.$each : [argument];
    if (isPositional(path) || !Array.isArray(values) || !values.some(isDocumentLike)) continue;
    const present = valueAt(doc, path);
    const set: unknown[] = Array.isArray(present) ? [...present] : [];
    const added = values.filter((value) => {
      if (set.some((element) => equalInOrder(element, value))) return false;
      set.push(value);
      return true;
    });
    delete addToSet[path];
    if (added.length === 0 && present !== undefined) continue;
    const push = (modifier.$push ??= {});
    if (Object.hasOwn(push, path)) throw conflict(path);
    push[path] = { $each: added };
  }
}

/**
 * Since MongoDB 5.0 an update applies its fields in lexicographic order
 * (numeric field names numerically), so that is the order new fields take;
 * mingo applies them in the order given.
 */
function inFieldOrder(fields: Fields): Fields {
  const ordered: Fields = {};
  for (const path of Object.keys(fields).sort(comparePaths))
    defineField(ordered, path, fields[path]);
  return ordered;
}

function comparePaths(a: string, b: string): number {
  const partsA = a.split('.');
  const partsB = b.split('.');
  for (let i = 0; i < Math.min(partsA.length, partsB.length); i++) {
    const x = partsA[i]!;
    const y = partsB[i]!;
    if (x === y) continue;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return partsA.length - partsB.length;
}

function conflict(path: string): Error {
  return new Error(`Updating the path '${path}' would create a conflict at '${path}'`);
}
