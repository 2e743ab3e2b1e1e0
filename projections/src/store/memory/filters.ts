/**
 * Filters are mingo queries. This module holds the one context every mingo
 * call of the memory store runs with, and the one place where its query
 * semantics are adjusted to MongoDB's: equality with an embedded document.
 */
import { Context } from 'mingo/core';
import * as expressionOperators from 'mingo/operators/expression';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import type { Options } from 'mingo/types';
import { isEqual, resolve } from 'mingo/util';
import type { Filter } from '../document-store.port.js';
import { isDocumentLike } from './snapshots.js';

type QueryOperator = (typeof queryOperators)['$eq'];

/**
 * mingo's `$eq` compares embedded documents ignoring field order; MongoDB
 * compares them field by field, in order (`{ city, zip }` does not equal
 * `{ zip, city }`). When the operand holds a document, a candidate must also
 * name its fields in the operand's order. `$in`, `$nin` and `$all` keep mingo's
 * order-blind equality (a known difference, not one our queries rely on).
 */
const $eq: QueryOperator = (selector, value, options) => {
  const loose = queryOperators.$eq(selector, value, options);
  if (!holdsDocument(value)) return loose;
  return (doc) =>
    loose(doc) &&
    candidates(resolve(doc, selector, { unwrapArray: true })).some((candidate) =>
      equalInOrder(candidate, value),
    );
};

const $ne: QueryOperator = (selector, value, options) => {
  const equal = $eq(selector, value, options);
  return (doc) => !equal(doc);
};

/** mingo's operators, with the `$eq` and `$ne` above. */
const context = Context.init({
  query: { ...queryOperators, $eq, $ne },
  expression: expressionOperators,
  projection: projectionOperators,
});

/** The options of every mingo call the memory store makes. */
export const mingoOptions: Partial<Options> = { context };

/**
 * The compiled form of `filter`. Top-level `undefined` conditions are left
 * out, as the Mongo adapter's driver does with `ignoreUndefined`.
 */
export function compileFilter(filter: Filter): Query {
  if (!isDocumentLike(filter)) throw new TypeError('A filter must be a document');
  return new Query(withoutUndefined(filter), mingoOptions);
}

export function withoutUndefined(filter: Filter): Filter {
  if (!Object.values(filter).includes(undefined)) return filter;
  const defined: Filter = {};
  for (const key of Object.keys(filter)) if (filter[key] !== undefined) defined[key] = filter[key];
  return defined;
}

/** Equal as MongoDB compares values: mingo's equality, plus the field order of embedded documents. */
export function equalInOrder(a: unknown, b: unknown): boolean {
  return isEqual(a, b) && sameFieldOrder(a, b);
}

/**
 * The value a condition pins a field to by equality (`value` or
 * `{ $eq: value }`, not a regular expression), or NO_EQUALITY.
 */
export const NO_EQUALITY = Symbol('no equality');

export function equalityOf(condition: unknown): unknown {
  if (condition === undefined || condition instanceof RegExp) return NO_EQUALITY;
  if (!isDocumentLike(condition)) return condition;
  const keys = Object.keys(condition);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) return condition;
  return Object.hasOwn(condition, '$eq') ? condition.$eq : NO_EQUALITY;
}

/** Whether equality with `value` depends on field order: it is or holds an embedded document. */
export function holdsDocument(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsDocument);
  return isDocumentLike(value);
}

/** What an equality may match at a path: the value, or any element of an array there (nested too). */
function candidates(value: unknown): unknown[] {
  return Array.isArray(value) ? [value, ...value.flatMap(candidates)] : [value];
}

/** Whether two values mingo calls equal also name their embedded documents' fields in the same order. */
function sameFieldOrder(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return Array.isArray(b) && a.every((item, i) => sameFieldOrder(item, b[i]));
  if (!isDocumentLike(a) || !isDocumentLike(b)) return true;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return keysA.every((key, i) => key === keysB[i] && sameFieldOrder(a[key], b[key]));
}
