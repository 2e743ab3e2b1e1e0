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
import { freezeInPlace } from './snapshots.js';

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
 * mingo's projection, on copies (its exclusions delete from nested documents
 * in place), frozen. Included fields come in the projection's order with `_id`
 * last, where MongoDB keeps the document's order: no reader depends on it.
 */
export function projectDocuments(docs: readonly Document[], spec: ProjectionSpec): Document[] {
  const query = new Query({}, { ...mingoOptions, processingMode: ProcessingMode.CLONE_INPUT });
  return query
    .find<Document>(docs, spec)
    .all()
    .map((doc) => freezeInPlace(doc) as Document);
}
