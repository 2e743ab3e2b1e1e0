import { describe, expect, it } from 'vitest';
import { scratchDatabasePerTest } from '../../testing/scratch-databases.js';
import { DuplicateKeyError } from '../document-store.port.js';
import { DiskKeyEntries } from './disk-key-entries.js';
import { Indexes } from './indexes.js';

const openScratch = scratchDatabasePerTest();

/** Both places an index keeps its keys (ADR 044): the same answers from each. */
const places: [string, () => Indexes][] = [
  ['in the heap', () => new Indexes()],
  [
    'on disk',
    () => {
      const database = openScratch();
      return new Indexes(() => new DiskKeyEntries(database));
    },
  ],
];

describe.each(places)('memory indexes %s: which documents a filter needs to test', (_, make) => {
  const docs = [
    { _id: 'r1', fired: false, dueHour: '2026-11-26T10' },
    { _id: 'r2', fired: false, dueHour: '2026-11-26T11' },
    { _id: 'r3', fired: true, dueHour: '2026-11-26T10' },
    { _id: 'r4', fired: false, dueHour: '2026-11-27T09' },
  ];
  const hours = { $in: ['2026-11-26T10', '2026-11-26T11'] };

  it('keys a compound index by its leading field, as MongoDB uses its prefix', () => {
    const indexes = make();
    indexes.create('reminders', { keys: { dueHour: 1, fired: 1 } }, docs);
    expect([...indexes.candidates({ dueHour: '2026-11-26T10' })!].sort()).toEqual(['r1', 'r3']);
    expect([...indexes.candidates({ fired: false, dueHour: hours })!].sort()).toEqual([
      'r1',
      'r2',
      'r3',
    ]);
    expect(indexes.candidates({ fired: false })).toBeNull();
  });

  it('narrows a unique compound index pinned by equality and $in to the union of the combinations', () => {
    const indexes = make();
    indexes.create('reminders', { keys: { fired: 1, dueHour: 1 }, unique: true }, docs);
    expect([...indexes.candidates({ fired: false, dueHour: hours })!].sort()).toEqual(['r1', 'r2']);
    expect([...indexes.candidates({ fired: false, dueHour: '2026-11-26T10' })!]).toEqual(['r1']);
  });

  it('prefers the index pinning more fields, and uses none when a field is only a range', () => {
    const indexes = make();
    indexes.create('reminders', { keys: { fired: 1, dueHour: 1 }, unique: true }, docs);
    indexes.create('reminders', { keys: { fired: 1 } }, docs);
    expect([...indexes.candidates({ fired: false, dueHour: '2026-11-26T10' })!]).toEqual(['r1']);
    expect([...indexes.candidates({ fired: false, dueAt: { $lte: 'x' } })!].sort()).toEqual([
      'r1',
      'r2',
      'r4',
    ]);
    expect(indexes.candidates({ dueHour: { $lte: '2026-11-26T11' } })).toBeNull();
  });

  it('keeps values of different types apart though a single-field index keys most by the value itself', () => {
    const values = ['1', 1, true, 'true', null, undefined, [], '[]', new Date(5), '\0date:5', 'x'];
    const typed = values.map((value, i) => ({
      _id: `v${i}`,
      ...(value === undefined ? {} : { value }),
    }));
    const indexes = make();
    indexes.create('values', { keys: { value: 1 } }, typed);
    const found = (value: unknown) => [...indexes.candidates({ value: { $eq: value } })!].sort();
    expect(found('1')).toEqual(['v0']);
    expect(found(1)).toEqual(['v1']);
    expect(found(true)).toEqual(['v2']);
    expect(found('true')).toEqual(['v3']);
    expect(found('[]')).toEqual(['v7']);
    expect(found(new Date(5))).toEqual(['v8']);
    expect(found('\0date:5')).toEqual(['v9']);
  });

  it('keeps the holders of a key as they grow past a few and shrink again', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ _id: `m${i}`, group: 'g' }));
    const indexes = make();
    indexes.create('members', { keys: { group: 1 } }, many.slice(0, 10));
    for (const doc of many.slice(10)) indexes.insert('members', doc);
    expect(new Set(indexes.candidates({ group: 'g' })).size).toBe(40);
    for (const doc of many.slice(1)) indexes.replace('members', doc, null);
    expect([...indexes.candidates({ group: 'g' })!]).toEqual(['m0']);
    indexes.replace('members', many[0]!, null);
    expect([...indexes.candidates({ group: 'g' })!]).toEqual([]);
  });

  it('keeps 0 and -0 one key, NaN one key, and counts what a string equality holds', () => {
    const numbers = [0, -0, Number.NaN, Number.NaN, 1.5].map((n, i) => ({ _id: `n${i}`, n }));
    const indexes = make();
    indexes.create('numbers', { keys: { n: 1 } }, numbers);
    expect([...indexes.candidates({ n: 0 })!].sort()).toEqual(['n0', 'n1']);
    expect([...indexes.candidates({ n: Number.NaN })!].sort()).toEqual(['n2', 'n3']);
    indexes.create('numbers', { keys: { tag: 1 } }, [
      { _id: 'a', tag: 'x' },
      { _id: 'b', tag: ['x', 'y'] },
      { _id: 'c', tag: 'y' },
    ]);
    expect(indexes.exactCount({ tag: 'x' })).toBe(2);
    expect(indexes.exactCount({ tag: 'z' })).toBe(0);
    expect(indexes.exactCount({ n: 0 })).toBeNull();
  });

  it('indexes each element of an array, and a missing field as null', () => {
    const indexes = make();
    indexes.create('rsvps', { keys: { dogIds: 1 } }, [
      { _id: 'r1', dogIds: ['d1', 'd2'] },
      { _id: 'r2', dogIds: ['d2'] },
      { _id: 'r3' },
      { _id: 'r4', dogIds: null },
    ]);
    expect([...indexes.candidates({ dogIds: 'd2' })!].sort()).toEqual(['r1', 'r2']);
    indexes.replace('rsvps', { _id: 'r1', dogIds: ['d1', 'd2'] }, { _id: 'r1', dogIds: ['d1'] });
    expect([...indexes.candidates({ dogIds: 'd2' })!]).toEqual(['r2']);
    expect([...indexes.candidates({ dogIds: 'd1' })!]).toEqual(['r1']);
    expect([...indexes.candidates({ dogIds: { $in: ['d1', 'd2'] } })!].sort()).toEqual([
      'r1',
      'r2',
    ]);
    // Missing and null are one key, which a unique index refuses twice, as MongoDB does.
    expect(() =>
      indexes.create('rsvps', { keys: { seat: 1 }, unique: true }, [
        { _id: 'r3' },
        { _id: 'r4', seat: null },
      ]),
    ).toThrow(DuplicateKeyError);
    expect(indexes.candidates({ seat: 'a' })).toBeNull();
  });

  it('refuses a unique key another document holds and leaves every index as it was', () => {
    const indexes = make();
    const users = [
      { _id: 'u1', username: 'rex', email: 'a@x' },
      { _id: 'u2', username: 'fido', email: 'b@x' },
    ];
    indexes.create('users', { keys: { email: 1 }, unique: true }, users);
    indexes.create('users', { keys: { username: 1 }, unique: true }, users);
    const taken = { _id: 'u3', email: 'c@x', username: 'rex' };
    expect(() => indexes.insert('users', taken)).toThrow(DuplicateKeyError);
    expect([...indexes.candidates({ email: 'c@x' })!]).toEqual([]);
    const renamed = { _id: 'u2', username: 'rex', email: 'd@x' };
    expect(() => indexes.replace('users', users[1]!, renamed)).toThrow(DuplicateKeyError);
    expect([...indexes.candidates({ email: 'b@x' })!]).toEqual(['u2']);
    expect([...indexes.candidates({ email: 'd@x' })!]).toEqual([]);
    expect([...indexes.candidates({ username: 'rex' })!]).toEqual(['u1']);
    // A document keeps its own key through an update.
    indexes.replace('users', users[0]!, { ...users[0]!, email: 'e@x' });
    expect([...indexes.candidates({ username: 'rex' })!]).toEqual(['u1']);
    expect(() =>
      indexes.create('users', { keys: { team: 1 }, unique: true }, [
        { _id: 'u1', team: 't' },
        { _id: 'u2', team: 't' },
      ]),
    ).toThrow(DuplicateKeyError);
    expect(indexes.candidates({ team: 't' })).toBeNull();
  });

  it('keys a unique compound index by every field, typed', () => {
    const indexes = make();
    const marks = [
      { _id: 'm1', meetupId: 'x', userId: '1' },
      { _id: 'm2', meetupId: 'x', userId: 1 },
    ];
    indexes.create('marks', { keys: { meetupId: 1, userId: 1 }, unique: true }, marks);
    expect([...indexes.candidates({ meetupId: 'x', userId: '1' })!]).toEqual(['m1']);
    expect([...indexes.candidates({ meetupId: 'x', userId: 1 })!]).toEqual(['m2']);
    expect(() => indexes.insert('marks', { _id: 'm3', meetupId: 'x', userId: 1 })).toThrow(
      DuplicateKeyError,
    );
  });
});
