import { describe, expect, it } from 'vitest';
import { Indexes } from './indexes.js';

describe('memory indexes: which documents a filter needs to test', () => {
  const docs = [
    { _id: 'r1', fired: false, dueHour: '2026-11-26T10' },
    { _id: 'r2', fired: false, dueHour: '2026-11-26T11' },
    { _id: 'r3', fired: true, dueHour: '2026-11-26T10' },
    { _id: 'r4', fired: false, dueHour: '2026-11-27T09' },
  ];
  const hours = { $in: ['2026-11-26T10', '2026-11-26T11'] };

  it('keys a compound index by its leading field, as MongoDB uses its prefix', () => {
    const indexes = new Indexes();
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
    const indexes = new Indexes();
    indexes.create('reminders', { keys: { fired: 1, dueHour: 1 }, unique: true }, docs);
    expect([...indexes.candidates({ fired: false, dueHour: hours })!].sort()).toEqual(['r1', 'r2']);
    expect([...indexes.candidates({ fired: false, dueHour: '2026-11-26T10' })!]).toEqual(['r1']);
  });

  it('prefers the index pinning more fields, and uses none when a field is only a range', () => {
    const indexes = new Indexes();
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
    const indexes = new Indexes();
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
    const indexes = new Indexes();
    indexes.create('members', { keys: { group: 1 } }, many.slice(0, 10));
    for (const doc of many.slice(10)) indexes.insert('members', doc);
    expect(new Set(indexes.candidates({ group: 'g' })).size).toBe(40);
    for (const doc of many.slice(1)) indexes.replace('members', doc, null);
    expect([...indexes.candidates({ group: 'g' })!]).toEqual(['m0']);
    indexes.replace('members', many[0]!, null);
    expect([...indexes.candidates({ group: 'g' })!]).toEqual([]);
  });
});
