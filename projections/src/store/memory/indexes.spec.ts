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
});
