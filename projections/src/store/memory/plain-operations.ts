/**
 * The two shapes nearly every read-model write takes, applied without mingo:
 * filters whose conditions all compare a top-level field with a scalar, and
 * updates that only $set, $inc, $setOnInsert or $unset top-level fields. Everything
 * else, and any document where a field holds an array or an embedded document
 * (where MongoDB's matching gets subtle), goes to mingo.
 *
 * Kept for speed alone: mingo compiles a query for every filter and deep
 * copies a document for every update, and the projection runner's guarded
 * writes have a new filter each time (docs/adr/007-memory-store-on-mingo.md
 * has the figures). A property test checks that both paths agree.
 */
import type { Document, Filter, UpdateOperators } from '../document-store.port.js';
import { isEqual } from 'mingo/util';
import { defineField, frozenCopy, isDocumentLike } from './snapshots.js';

type Scalar = string | number | boolean | null;
type Fields = Record<string, unknown>;

/** What a plain matcher says about one document: a verdict, or "ask mingo". */
export const UNDECIDED = Symbol('undecided');
export type PlainMatcher = (doc: Document) => boolean | typeof UNDECIDED;

const COMPARISONS = new Set(['$eq', '$ne', '$lt', '$lte', '$gt', '$gte', '$in', '$nin']);

const isPlainName = (name: string) => name !== '' && !name.includes('.') && !name.startsWith('$');

function isScalar(value: unknown): value is Scalar {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && !Number.isNaN(value))
  );
}

type Test = (value: unknown) => boolean;

/** One condition on a field holding a scalar (or nothing), as MongoDB reads it; null when not plain. */
function conditionTest(condition: unknown): Test | null {
  if (isScalar(condition)) return (value) => equalsScalar(value, condition);
  if (!isDocumentLike(condition)) return null;
  const operators = Object.keys(condition);
  if (operators.length === 0 || !operators.every((operator) => COMPARISONS.has(operator)))
    return null;
  const tests: Test[] = [];
  for (const operator of operators) {
    const operand = condition[operator];
    if (operator === '$in' || operator === '$nin') {
      if (!Array.isArray(operand) || !operand.every(isScalar)) return null;
      const any: Test = (value) => operand.some((item) => equalsScalar(value, item));
      tests.push(operator === '$in' ? any : (value) => !any(value));
    } else if (!isScalar(operand)) return null;
    else if (operator === '$eq') tests.push((value) => equalsScalar(value, operand));
    else if (operator === '$ne') tests.push((value) => !equalsScalar(value, operand));
    else if (operand === null || typeof operand === 'boolean') return null;
    else tests.push(comparison(operator, operand));
  }
  return (value) => tests.every((test) => test(value));
}

/** Equality with a scalar: null also matches a missing field. */
function equalsScalar(value: unknown, scalar: Scalar): boolean {
  return scalar === null ? value === null || value === undefined : value === scalar;
}

/** $lt and friends compare only values of the operand's type (MongoDB's type bracketing). */
function comparison(operator: string, operand: string | number): Test {
  const type = typeof operand;
  switch (operator) {
    case '$lt':
      return (value) => typeof value === type && (value as typeof operand) < operand;
    case '$lte':
      return (value) => typeof value === type && (value as typeof operand) <= operand;
    case '$gt':
      return (value) => typeof value === type && (value as typeof operand) > operand;
    default:
      return (value) => typeof value === type && (value as typeof operand) >= operand;
  }
}

/** A matcher for a plain filter, or null when the filter needs mingo. */
export function plainMatcher(filter: Filter): PlainMatcher | null {
  const fields: string[] = [];
  const tests: Test[] = [];
  for (const name of Object.keys(filter)) {
    const condition = filter[name];
    if (condition === undefined) continue;
    if (!isPlainName(name)) return null;
    const test = conditionTest(condition);
    if (test === null) return null;
    fields.push(name);
    tests.push(test);
  }
  return (doc) => {
    for (let i = 0; i < fields.length; i++) {
      const value = Object.hasOwn(doc, fields[i]!) ? doc[fields[i]!] : undefined;
      if (typeof value === 'object' && value !== null) return UNDECIDED;
      if (typeof value === 'number' && Number.isNaN(value)) return UNDECIDED;
      if (!tests[i]!(value)) return false;
    }
    return true;
  };
}

/** Equal as a stored value: scalars by value, documents and arrays by mingo's equality. */
function sameValue(a: unknown, b: unknown): boolean {
  return typeof a === 'object' && a !== null ? isEqual(a, b) : a === b;
}

/** Not a plain update: apply it with mingo. */
export const NOT_PLAIN = Symbol('not plain');

const PLAIN_OPERATORS = new Set(['$set', '$inc', '$setOnInsert', '$unset']);

/**
 * `doc` changed by a plain update, as a new frozen document; null when it
 * changes nothing; NOT_PLAIN when the update needs mingo (including every
 * update MongoDB would refuse, so mingo's path reports the error).
 */
export function plainUpdate(
  doc: Document,
  update: UpdateOperators,
  inserting: boolean,
): Document | null | typeof NOT_PLAIN {
  const operators = Object.keys(update);
  if (operators.length === 0 || !operators.every((operator) => PLAIN_OPERATORS.has(operator)))
    return NOT_PLAIN;
  // On insert $setOnInsert is a $set: their fields take one order together.
  const groups = new Map<'$set' | '$inc', Fields>();
  const unset = new Set<string>();
  for (const operator of operators) {
    const fields = (update as Record<string, unknown>)[operator];
    if (fields === undefined) continue;
    if (!isDocumentLike(fields)) return NOT_PLAIN;
    if (operator === '$setOnInsert' && !inserting) continue;
    if (operator === '$unset') {
      for (const name of Object.keys(fields)) {
        if (!isPlainName(name) || name === '_id' || /^\d+$/.test(name)) return NOT_PLAIN;
        unset.add(name);
      }
      continue;
    }
    const target = operator === '$inc' ? '$inc' : '$set';
    const group = groups.get(target) ?? {};
    groups.set(target, group);
    for (const name of Object.keys(fields)) {
      if (Object.hasOwn(group, name)) return NOT_PLAIN;
      defineField(group, name, fields[name]);
    }
  }
  const changes: [string, unknown][] = [];
  const seen = new Set<string>();
  for (const [operator, fields] of groups) {
    // MongoDB applies an operator's fields in lexicographic order: new fields are added in it.
    for (const name of Object.keys(fields).sort()) {
      let value = fields[name];
      if (value === undefined) continue;
      if (
        !isPlainName(name) ||
        name === '_id' ||
        seen.has(name) ||
        unset.has(name) ||
        /^\d+$/.test(name)
      )
        return NOT_PLAIN;
      seen.add(name);
      const current = Object.hasOwn(doc, name) ? doc[name] : undefined;
      if (operator === '$inc') {
        if (typeof value !== 'number' || (current !== undefined && typeof current !== 'number'))
          return NOT_PLAIN;
        value = ((current as number | undefined) ?? 0) + value;
      } else {
        // Stored as MongoDB would store it; a function or symbol has no BSON form and is dropped.
        value = frozenCopy(value);
        if (value === undefined) continue;
      }
      if (!Object.hasOwn(doc, name) || !sameValue(current, value)) changes.push([name, value]);
    }
  }
  const removed = [...unset].some((name) => Object.hasOwn(doc, name));
  if (changes.length === 0 && !removed) return null;
  // Unchanged values are stored (frozen) already: the new document shares them. (A spread
  // defines its fields, so one named `__proto__` stays a field.) Without the removed fields
  // the document is built anew rather than `delete`d from: V8 keeps an object that lost
  // fields in its slower, larger dictionary form.
  const next: Fields = removed ? withoutFields(doc, unset) : { ...doc };
  for (const [name, value] of changes) defineField(next, name, value);
  return Object.freeze(next) as Document;
}

function withoutFields(doc: Document, names: ReadonlySet<string>): Fields {
  const kept: Fields = {};
  for (const name of Object.keys(doc)) if (!names.has(name)) defineField(kept, name, doc[name]);
  return kept;
}
