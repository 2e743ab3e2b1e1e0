import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Document, Filter, UpdateOperators } from '../document-store.port.js';
import { compileFilter } from './filters.js';
import { NOT_PLAIN, UNDECIDED, plainMatcher, plainUpdate } from './plain-operations.js';
import { frozenCopy } from './snapshots.js';
import { applyUpdate } from './updates.js';

const names = fc.constantFrom('a', 'b', 'c', 'status', 'n');
const scalar = fc.oneof(
  fc.constantFrom(null, true, false, '', 'x', 'y', 'going'),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ min: -3, max: 3, noNaN: true }),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(names, scalar, { maxKeys: 2 }) },
);
const doc = fc
  .dictionary(names, value, { maxKeys: 4 })
  .map((fields) => frozenCopy({ _id: 'd1', ...fields }) as Document);
const comparison = fc.oneof(
  scalar,
  fc.record(
    {
      $eq: scalar,
      $ne: scalar,
      $lt: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('x', 'y')),
      $gte: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('', 'x')),
      $in: fc.array(scalar, { maxLength: 3 }),
      $nin: fc.array(scalar, { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
);
const filter = fc.dictionary(names, comparison, { maxKeys: 3 });
const update = fc.record(
  {
    $set: fc.dictionary(names, value, { maxKeys: 3 }),
    $inc: fc.dictionary(fc.constantFrom('n', 'c'), fc.integer({ min: -2, max: 2 }), {
      maxKeys: 1,
    }),
    $setOnInsert: fc.dictionary(fc.constantFrom('created'), scalar, { maxKeys: 1 }),
    $unset: fc.dictionary(names, fc.constant(''), { maxKeys: 2 }),
  },
  { requiredKeys: [] },
);

/** What applyUpdate answers, or the error it throws. */
function mingoUpdate(before: Document, change: UpdateOperators, inserting: boolean) {
  try {
    return applyUpdate(before, change, {}, inserting);
  } catch (error) {
    return error;
  }
}

describe('plain filters and updates agree with mingo', () => {
  it('matches exactly the documents mingo matches, or leaves the document to mingo', () => {
    fc.assert(
      fc.property(doc, filter, (candidate, conditions) => {
        const matcher = plainMatcher(conditions as Filter);
        if (matcher === null) return;
        const verdict = matcher(candidate);
        if (verdict === UNDECIDED) return;
        expect(verdict).toBe(compileFilter(conditions as Filter).test(candidate));
      }),
      { numRuns: 3_000 },
    );
  });

  it('changes a document exactly as mingo would, field order included', () => {
    fc.assert(
      fc.property(doc, update, fc.boolean(), (before, change, inserting) => {
        const plain = plainUpdate(before, change as UpdateOperators, inserting);
        if (plain === NOT_PLAIN) return;
        const reference = mingoUpdate(before, change as UpdateOperators, inserting);
        expect(reference).not.toBeInstanceOf(Error);
        expect(plain).toEqual(reference);
        if (plain !== null && reference !== null) {
          expect(Object.keys(plain)).toEqual(Object.keys(reference as Document));
          expect(Object.isFrozen(plain)).toBe(true);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('takes the shapes the projection runner writes with', () => {
    expect(plainMatcher({ _id: 'u1', _position: { $lt: 42 } })).not.toBeNull();
    const before = frozenCopy({ _id: 'u1', name: 'Maya', _position: 41 }) as Document;
    expect(
      plainUpdate(before, { $set: { _position: 42, name: 'Maya L.', city: 'Austin' } }, false),
    ).toEqual({ _id: 'u1', name: 'Maya L.', _position: 42, city: 'Austin' });
    expect(plainMatcher({ 'owner.city': 'Austin' })).toBeNull();
    expect(plainUpdate(before, { $push: { tags: 'calm' } }, false)).toBe(NOT_PLAIN);
    expect(plainUpdate(before, { $set: { _position: 42 }, $unset: { name: '' } }, false)).toEqual({
      _id: 'u1',
      _position: 42,
    });
    expect(plainUpdate(before, { $unset: { city: '' } }, false)).toBeNull();
  });
});
