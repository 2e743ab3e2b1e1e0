/**
 * find()'s sort and projection. Values are ordered by mingo's `compare`, which
 * follows MongoDB's order of types (null < numbers < strings < documents <
 * arrays < binary < booleans < dates < regular expressions), and projections
 * are mingo's. What MongoDB does differently from mingo's own sort stage is
 * which value a document sorts by; that choice is made here.
 */
import { ProcessingMode } from 'mingo/core';
import { Query } from 'mingo/query';
import { compare, resolve } from 'mingo/util';
import type { Document, ProjectionSpec, SortSpec } from '../document-store.port.js';
import { mingoOptions } from './filters.js';
import { defineField, freezeInPlace } from './snapshots.js';

/**
 * The direction of a `$natural` sort (natural order forwards or backwards:
 * memory/documents.ts), or null when `spec` sorts by fields.
 * @throws as MongoDB refuses it, when `$natural` is not 1 or -1 or is beside other keys.
 */
export function naturalDirection(spec: SortSpec | undefined): 1 | -1 | null {
  if (spec === undefined || !Object.hasOwn(spec, '$natural')) return null;
  const direction = spec.$natural;
  // Why refused rather than ignored: MongoDB 7.0 and later refuse a compound $natural sort.
  if ((direction !== 1 && direction !== -1) || Object.keys(spec).length > 1) {
    throw new Error(
      '$natural sort cannot be set to a value other than -1 or 1, nor with other keys',
    );
  }
  return direction;
}

/** `docs` in the order `spec` gives; stable, so ties keep natural order (MongoDB leaves it unspecified). */
export function sortDocuments(docs: readonly Document[], spec: SortSpec): Document[] {
  const fields = Object.keys(spec).map((path) => {
    const direction = spec[path];
    if (direction !== 1 && direction !== -1)
      throw new Error(`Invalid sort direction for '${path}'`);
    return { path, direction };
  });
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(({ path, direction }) => sortKey(resolve(doc, path), direction)),
  }));
  keyed.sort((a, b) => {
    for (const [i, { direction }] of fields.entries()) {
      const order = compare(a.keys[i], b.keys[i]);
      if (order !== 0) return order * direction;
    }
    return 0;
  });
  return keyed.map((entry) => entry.doc);
}

/**
 * The value a document sorts by. MongoDB sorts an array by its smallest
 * element ascending and its largest descending, and a missing field as null;
 * mingo's $sort compares whole arrays and puts missing below null. An empty
 * array stays as it is: `compare` puts it below everything else, as MongoDB does.
 * (A dotted path that reaches no value inside an array of documents resolves
 * to an empty array, so it sorts below null where MongoDB would say null.)
 */
function sortKey(value: unknown, direction: 1 | -1): unknown {
  if (value === undefined) return null;
  if (!Array.isArray(value) || value.length === 0) return value;
  return value.reduce((best: unknown, item: unknown) =>
    compare(item, best) * direction < 0 ? item : best,
  );
}

/**
 * `docs` projected by `spec`. A projection that only includes or only
 * excludes top-level fields (every one our readers use) picks the stored
 * values into a new frozen document, in the document's order as MongoDB
 * does: the stored values are frozen already, so nothing is copied or
 * validated per document. Anything else is mingo's projection, on copies (its
 * exclusions delete from nested documents in place), frozen; there included
 * fields come in the projection's order with `_id` last, where MongoDB keeps
 * the document's order: no reader depends on it.
 */
export function projectDocuments(docs: readonly Document[], spec: ProjectionSpec): Document[] {
  const pick = topLevelPick(spec);
  if (pick !== null) return docs.map(pick);
  const query = new Query({}, { ...mingoOptions, processingMode: ProcessingMode.CLONE_INPUT });
  return query
    .find<Document>(docs, spec)
    .all()
    .map((doc) => freezeInPlace(doc) as Document);
}

const isFlag = (value: unknown) => value === 0 || value === 1 || value === true || value === false;
const isTopLevelName = (name: string) =>
  name !== '' && !name.includes('.') && !name.startsWith('$');

/**
 * The projection as a function of a stored document, when it only includes
 * or only excludes top-level fields (`_id` may be excluded from an
 * inclusion); null otherwise, and for a mix MongoDB refuses (mingo throws).
 */
function topLevelPick(spec: ProjectionSpec): ((doc: Document) => Document) | null {
  const names = Object.keys(spec);
  if (names.length === 0) return null;
  const included = new Set<string>();
  const excluded = new Set<string>();
  for (const name of names) {
    const flag: unknown = spec[name];
    if (!isFlag(flag) || !isTopLevelName(name)) return null;
    (flag === 1 || flag === true ? included : excluded).add(name);
  }
  const inclusion = included.size > 0;
  if (inclusion && (excluded.size > 1 || (excluded.size === 1 && !excluded.has('_id'))))
    return null;
  if (inclusion && !excluded.has('_id')) included.add('_id');
  const keep = inclusion
    ? (name: string) => included.has(name)
    : (name: string) => !excluded.has(name);
  return (doc) => {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(doc)) if (keep(name)) defineField(out, name, doc[name]);
    return Object.freeze(out) as Document;
  };
}
