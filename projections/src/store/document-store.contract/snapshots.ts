/** Snapshots: what reads answer is a copy, never the store's own document. */
import { describe, expect, it } from 'vitest';
import { type Dog, rex } from './fixtures.js';
import type { ProjectionSpec } from '../document-store.port.js';
import type { ContractSuite } from './suite.js';

export function snapshotsSuite({ dogs }: ContractSuite): void {
  describe('snapshots', () => {
    it('a document read earlier never changes after later writes', async () => {
      await dogs().insertOne(rex());
      const before = await dogs().findOne({ _id: 'd1' });
      const list = await dogs().find({});
      await dogs().updateOne(
        { _id: 'd1' },
        {
          $set: { name: 'Changed', 'owner.city': 'Elsewhere' },
          $push: { tags: 'new' },
          $inc: { age: 1 },
        },
      );
      await dogs().deleteOne({ _id: 'd1' });
      expect(before).toEqual(rex());
      expect(list).toEqual([rex()]);
    });

    it('changing an inserted object afterwards does not change the stored document', async () => {
      const input = rex();
      await dogs().insertOne(input);
      input.name = 'Mutated';
      input.tags?.push('mutated');
      if (input.owner) input.owner.city = 'Mutated';
      input.vaccinatedAt?.setTime(0);
      expect(await dogs().findOne({ _id: 'd1' })).toEqual(rex());
    });

    it('changing update arguments afterwards does not change the stored document', async () => {
      await dogs().insertOne(rex());
      const owner = { city: 'Paris', zip: '75001' };
      const toys = [{ kind: 'ball' }];
      await dogs().updateOne({ _id: 'd1' }, { $set: { owner }, $push: { toys: { $each: toys } } });
      owner.city = 'Mutated';
      toys.push({ kind: 'mutated' });
      (toys[0] as { kind: string }).kind = 'mutated';
      expect(await dogs().findOne({ _id: 'd1' })).toMatchObject({
        owner: { city: 'Paris', zip: '75001' },
        toys: [{ kind: 'ball' }],
      });
    });

    it('changing a returned document (where allowed) does not change the store', async () => {
      await dogs().insertOne(rex());
      const found = (await dogs().findOne({ _id: 'd1' })) as Dog;
      // Why the try: the memory adapter freezes what it returns; the Mongo adapter returns fresh copies.
      try {
        found.name = 'Mutated';
        found.tags?.push('mutated');
        found.vaccinatedAt?.setTime(0);
      } catch {
        // Frozen documents refuse the change, which is the point.
      }
      expect(await dogs().findOne({ _id: 'd1' })).toEqual(rex());
    });

    it('a projected document equals what was written, and changing it does not change the store', async () => {
      await dogs().insertOne(rex());
      const { _id, name, owner, walks } = rex();
      const projections: ProjectionSpec[] = [
        { name: 1, owner: 1, walks: 1 },
        { breed: 0, age: 0, tags: 0, scores: 0, vaccinatedAt: 0 },
      ];
      for (const projection of projections) {
        const found = (await dogs().findOne({ _id: 'd1' }, { projection })) as Dog;
        expect(found).toStrictEqual({ _id, name, owner, walks });
        // Why the try: the memory adapter freezes what it returns; the Mongo adapter returns fresh copies.
        try {
          found.name = 'Mutated';
          if (found.owner) found.owner.city = 'Mutated';
          found.walks?.push({ day: 'wed', km: 1 });
        } catch {
          // Frozen documents refuse the change, which is the point.
        }
        expect(await dogs().findOne({ _id: 'd1' })).toEqual(rex());
      }
    });
  });
}
