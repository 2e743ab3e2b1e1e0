import { describe, expect, it } from 'vitest';
import { HeapDocuments } from './documents.js';

describe('memory documents: natural order by slot', () => {
  it('keeps natural order and finds every document after deletes move the others down', () => {
    const documents = new HeapDocuments();
    const count = 5_000;
    for (let i = 0; i < count; i++) documents.add({ _id: `d${i}`, i });
    // Why this many: past 1,024 free slots and half of the array the documents move down.
    for (let i = 0; i < count; i++) if (i % 4 !== 0) documents.delete(`d${i}`);
    documents.add({ _id: 'd1', i: 1 });

    const kept = [...documents.values()].map((doc) => doc._id);
    expect(kept).toHaveLength(count / 4 + 1);
    expect(kept.slice(0, 3)).toEqual(['d0', 'd4', 'd8']);
    expect(kept.at(-1)).toBe('d1');
    expect(documents.end).toBeLessThan(count);
    expect(documents.get('d4996')).toEqual({ _id: 'd4996', i: 4996 });
    expect(documents.get('d4997')).toBeUndefined();
    const slots = documents.slotsOf(['d1', 'd4', 'd0', 'missing']);
    expect(slots.map((slot) => documents.at(slot)?._id)).toEqual(['d0', 'd4', 'd1']);
  });
});
