/**
 * Update operators are mingo's ($set, $inc, $push, $pull, $addToSet, $unset
 * and the others it exports), applied to a mutable copy of the stored
 * document. Around them, this module does what mingo leaves out: $setOnInsert,
 * MongoDB's errors for updates that cannot apply (mingo skips them silently),
 * `_id` set to its own value, and the order MongoDB gives new fields.
 *
 * Known differences that remain, none of which our projections use: mingo's
 * $push ignores $sort, $slice and $position when it creates the array; new
 * fields made by different operators follow the operators' order rather than
 * one lexicographic order; a $set counts an embedded document whose fields
 * differ only in order as unchanged.
 */
import * as updateOperators from 'mingo/operators/update';
import { update as updateWithFilter } from 'mingo/updater';
import { cloneDeep, isEqual } from 'mingo/util';
import type { Document, Filter, UpdateOperators } from '../document-store.port.js';
import { equalInOrder, holdsDocument, mingoOptions, withoutUndefined } from './filters.js';
import { defineField, freezeInPlace, frozenCopy, isDocumentLike } from './snapshots.js';

type Fields = Record<string, unknown>;
type Modifier = Record<string, Fields>;
/** mingo's update operators by name; every name starts with `$` (the namespace also holds `default`). */
const operatorsByName = updateOperators as unknown as Record<
  string,
  (fields: Fields) => (doc: Fields) => string[]
>;

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
  const working = cloneDeep(doc);
  let changed = false;
  if (Object.values(modifier).some((fields) => Object.keys(fields).some(usesFirstMatch))) {
    // Only mingo's updater resolves `a.$.b`, from the filter (which it first tests again).
    const condition = withoutUndefined(filter);
    changed =
      updateWithFilter(working, modifier, undefined, condition, {
        queryOptions: mingoOptions,
      }).length > 0;
  } else {
    // Why the operators rather than the updater: the updater rebuilds mingo's
    // operator tables on every call, which costs more than the update itself.
    for (const [name, fields] of Object.entries(modifier)) {
      if (operatorsByName[name]!(fields)(working).length > 0) changed = true;
    }
  }
  return changed ? (freezeInPlace(working) as Document) : null;
}

/** A path with a positional segment (`a.$`, `a.$[]`, `a.$[id]`); no field name starts with `$`. */
export function isPositional(path: string): boolean {
  return path.includes('.$');
}

/** A path with the positional `$`, the first array element the filter matched. */
function usesFirstMatch(path: string): boolean {
  return /\.\$(\.|$)/.test(path);
}

/** The update as mingo's operators take it, after the checks they do not make. */
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
    // mingo has no $setOnInsert: on insert it is a $set (a field in both is a conflict, as in MongoDB).
    const target = operator === '$setOnInsert' ? '$set' : operator;
    if (!Object.hasOwn(operatorsByName, target)) throw new Error(`Unknown modifier: ${operator}`);
    if (!isDocumentLike(fields)) {
      throw new Error(`Modifiers operate on fields but ${operator} was given a non-document`);
    }
    if (operator === '$setOnInsert' && !inserting) continue;
    const into = (modifier[target] ??= {});
    for (const path of Object.keys(fields)) {
      // A copy in stored form: mingo's operators copy only the top level of what they store.
      const value = frozenCopy(fields[path]);
      // Why skip: the Mongo adapter's driver drops undefined values (ignoreUndefined).
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
  assertNoConflicts(modifier);
  addToSetInFieldOrder(doc, modifier);
  for (const operator of Object.keys(modifier)) {
    const fields = modifier[operator]!;
    if (Object.keys(fields).length === 0) delete modifier[operator];
    else modifier[operator] = inFieldOrder(fields);
  }
  return modifier;
}

/**
 * Two operators on one path, or on a path and a field inside it, are a
 * conflict; mingo's operators, applied one by one, would not notice.
 */
function assertNoConflicts(modifier: Modifier): void {
  const paths = Object.values(modifier).flatMap((fields) => Object.keys(fields));
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw conflict(path);
    seen.add(path);
  }
  for (const path of paths) {
    for (let dot = path.indexOf('.'); dot !== -1; dot = path.indexOf('.', dot + 1)) {
      if (seen.has(path.slice(0, dot))) throw conflict(path);
    }
  }
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
    if (Array.isArray(node) && isIndex(part)) node = node[Number(part)];
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
    if (isPositional(path) || !Array.isArray(values) || !values.some(holdsDocument)) continue;
    const present = valueAt(doc, path);
    const set: unknown[] = Array.isArray(present) ? [...present] : [];
    const added = values.filter((value) => {
      if (set.some((element) => equalInOrder(element, value))) return false;
      set.push(value);
      return true;
    });
    delete addToSet[path];
    if (added.length === 0 && present !== undefined) continue;
    // No conflict with a $push of its own: assertNoConflicts has ruled that out.
    (modifier.$push ??= {})[path] = { $each: added };
  }
}

/**
 * Since MongoDB 5.0 an update applies its fields in lexicographic order
 * (numeric field names numerically), so that is the order new fields take;
 * mingo applies them in the order given.
 */
function inFieldOrder(fields: Fields): Fields {
  const paths = Object.keys(fields).map((path) => ({ path, parts: path.split('.') }));
  paths.sort((a, b) => compareParts(a.parts, b.parts));
  const ordered: Fields = {};
  for (const { path } of paths) defineField(ordered, path, fields[path]);
  return ordered;
}

function compareParts(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (isIndex(x) && isIndex(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

function isIndex(part: string): boolean {
  return /^\d+$/.test(part);
}

function conflict(path: string): Error {
  return new Error(`Updating the path '${path}' would create a conflict at '${path}'`);
}
