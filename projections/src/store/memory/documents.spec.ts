import { describe, expect, it } from 'vitest';
import { scratchDatabasePerTest } from '../../testing/scratch-databases.js';
import { DiskDocuments } from './disk-documents.js';
import { HeapDocuments, type Documents } from './documents.js';
import { frozenCopy } from './snapshots.js';
import type { Document } from '../document-store.port.js';

const stored = (doc: Document) => frozenCopy(doc) as Document;

const openScratch = scratchDatabasePerTest();

/** Both places a collection's documents live (ADR 044): what the store asks of them is the same. */
const places: [string, () => Documents][] = [
  ['in the heap', () => new HeapDocuments()],
  ['on disk', () => new DiskDocuments(openScratch().table())],
];

describe.each(places)('memory documents %s: natural order by slot', (_, make) => {
  it('keeps natural order and finds every document after deletes move the others down', () => {
    const documents = make();
    const count = 5_000;
    documents.batch(() => {
      for (let i = 0; i < count; i++) documents.add(stored({ _id: `d${i}`, i }));
    });
    // Why this many: past 1,024 free slots and half of the array the documents move down.
    documents.batch(() => {
      for (let i = 0; i < count; i++) if (i % 4 !== 0) documents.delete(`d${i}`);
    });
    documents.add(stored({ _id: 'd1', i: 1 }));

    const kept = [...documents.values()].map((doc) => doc._id);
    expect(kept).toHaveLength(count / 4 + 1);
    expect(kept.slice(0, 3)).toEqual(['d0', 'd4', 'd8']);
    expect(kept.at(-1)).toBe('d1');
    expect(documents.end).toBeLessThan(count);
    expect(documents.get('d4996')).toEqual({ _id: 'd4996', i: 4996 });
    expect(documents.get('d4997')).toBeUndefined();
    const slots = documents.slotsOf(['d1', 'd4', 'd0', 'missing']);
    expect(slots.map((slot) => documents.at(slot)?._id)).toEqual(['d0', 'd4', 'd1']);
    // A scan by slot (on disk: read ahead) and the listing agree.
    const scanned: string[] = [];
    for (let slot = 0; slot < documents.end; slot++) {
      const doc = documents.at(slot);
      if (doc !== undefined) scanned.push(doc._id);
    }
    expect(scanned).toEqual(kept);
  });
});
