/** Changes: update operators, updateOne and updateMany with their counts, upserts. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError, type UpdateOperators } from '../document-store.port.js';
import { seed, byId } from './fixtures.js';
import type { ContractSuite } from './suite.js';

export function updatesSuite({ dogs }: ContractSuite): void {
  describe('update operators', () => {
    beforeEach(async () => {
      await seed(dogs());
    });
    const one = async (id: string) => dogs().findOne({ _id: id });

    it('$set sets top-level and dotted fields, creating embedded documents', async () => {
      const result = await dogs().updateOne(
        { _id: 'd1' },
        { $set: { name: 'Rexy', 'owner.city': 'Dallas', 'vet.name': 'Dr. Who' } },
      );
      expect(result).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedCount: 0,
        upsertedId: null,
      });
      expect(await one('d1')).toMatchObject({
        name: 'Rexy',
        owner: { city: 'Dallas', zip: '78701' },
        vet: { name: 'Dr. Who' },
      });
    });

    it('does not count a $set to the current value as a modification', async () => {
      const result = await dogs().updateOne(
        { _id: 'd1' },
        { $set: { name: 'Rex', 'owner.city': 'Austin' } },
      );
      expect(result).toEqual({
        matchedCount: 1,
        modifiedCount: 0,
        upsertedCount: 0,
        upsertedId: null,
      });
    });

    it('$set replaces arrays and embedded documents wholesale', async () => {
      await dogs().updateOne({ _id: 'd1' }, { $set: { tags: ['new'], owner: { city: 'Paris' } } });
      expect(await one('d1')).toMatchObject({ tags: ['new'], owner: { city: 'Paris' } });
      expect((await one('d1'))?.owner).not.toHaveProperty('zip');
    });

    it('$set by array index, padding with null', async () => {
      await dogs().updateOne({ _id: 'd1' }, { $set: { 'walks.0.km': 3, 'scores.4': 1 } });
      const found = await one('d1');
      expect(found?.walks?.[0]).toEqual({ day: 'mon', km: 3 });
      expect(found?.scores).toEqual([5, 9, null, null, 1]);
    });

    it('$inc adds to numbers and creates missing fields; $inc by 0 modifies nothing', async () => {
      await dogs().updateOne({ _id: 'd1' }, { $inc: { age: 2, visits: 1, 'stats.walks': 3 } });
      expect(await one('d1')).toMatchObject({ age: 5, visits: 1, stats: { walks: 3 } });
      await dogs().updateOne({ _id: 'd1' }, { $inc: { age: -1.5 } });
      expect((await one('d1'))?.age).toBe(3.5);
      const result = await dogs().updateOne({ _id: 'd1' }, { $inc: { age: 0 } });
      expect(result.modifiedCount).toBe(0);
    });

    it('$inc on a non-number fails and changes nothing', async () => {
      await expect(dogs().updateOne({ _id: 'd1' }, { $inc: { name: 1 } })).rejects.toThrow();
      expect((await one('d1'))?.name).toBe('Rex');
    });

    it('$unset removes fields (dotted too); unsetting a missing field modifies nothing', async () => {
      const result = await dogs().updateOne(
        { _id: 'd1' },
        { $unset: { breed: '', 'owner.zip': 1 } },
      );
      expect(result.modifiedCount).toBe(1);
      const found = await one('d1');
      expect(found).not.toHaveProperty('breed');
      expect(found?.owner).toEqual({ city: 'Austin' });
      expect(
        (await dogs().updateOne({ _id: 'd1' }, { $unset: { nothing: true } })).modifiedCount,
      ).toBe(0);
    });

    it('$push appends, creating the array when missing', async () => {
      await dogs().updateOne({ _id: 'd1' }, { $push: { tags: 'fluffy', toys: { kind: 'ball' } } });
      expect(await one('d1')).toMatchObject({
        tags: ['calm', 'small', 'fluffy'],
        toys: [{ kind: 'ball' }],
      });
    });

    it('$push with $each, $position, $sort and $slice', async () => {
      await dogs().updateOne(
        { _id: 'd1' },
        { $push: { tags: { $each: ['a', 'b'], $position: 0 } } },
      );
      expect((await one('d1'))?.tags).toEqual(['a', 'b', 'calm', 'small']);
      await dogs().updateOne({ _id: 'd1' }, { $push: { tags: { $each: ['z'], $slice: -3 } } });
      expect((await one('d1'))?.tags).toEqual(['calm', 'small', 'z']);
      await dogs().updateOne(
        { _id: 'd1' },
        { $push: { scores: { $each: [7, 1], $sort: -1, $slice: 3 } } },
      );
      expect((await one('d1'))?.scores).toEqual([9, 7, 5]);
      await dogs().updateOne(
        { _id: 'd1' },
        { $push: { walks: { $each: [{ day: 'sun', km: 9 }], $sort: { km: 1 } } } },
      );
      expect((await one('d1'))?.walks?.map((walk) => walk.km)).toEqual([2, 5, 9]);
    });

    it('$push onto a non-array fails', async () => {
      await expect(dogs().updateOne({ _id: 'd1' }, { $push: { name: 'x' } })).rejects.toThrow();
    });

    it('$addToSet adds only absent values, also with $each', async () => {
      const again = await dogs().updateOne({ _id: 'd1' }, { $addToSet: { tags: 'calm' } });
      expect(again.modifiedCount).toBe(0);
      await dogs().updateOne(
        { _id: 'd1' },
        { $addToSet: { tags: { $each: ['calm', 'new', 'new'] }, friends: 'd2' } },
      );
      expect(await one('d1')).toMatchObject({ tags: ['calm', 'small', 'new'], friends: ['d2'] });
      await dogs().updateOne({ _id: 'd1' }, { $addToSet: { walks: { day: 'mon', km: 2 } } });
      expect((await one('d1'))?.walks).toHaveLength(2);
      await dogs().updateOne({ _id: 'd1' }, { $addToSet: { walks: { km: 2, day: 'mon' } } });
      expect((await one('d1'))?.walks).toHaveLength(3);
    });

    it('$pull removes equal values, values matching a condition, and documents matching a query', async () => {
      await dogs().updateOne({ _id: 'd1' }, { $pull: { tags: 'calm' } });
      expect((await one('d1'))?.tags).toEqual(['small']);
      await dogs().updateOne({ _id: 'd1' }, { $pull: { scores: { $gte: 6 } } });
      expect((await one('d1'))?.scores).toEqual([5]);
      await dogs().updateOne({ _id: 'd1' }, { $pull: { walks: { day: 'tue' } } });
      expect((await one('d1'))?.walks).toEqual([{ day: 'mon', km: 2 }]);
      await dogs().updateOne({ _id: 'd4' }, { $pull: { tags: { $in: ['calm', 'other'] } } });
      expect((await one('d4'))?.tags).toEqual(['playful']);
      const none = await dogs().updateOne(
        { _id: 'd4' },
        { $pull: { tags: 'absent', missing: 'x' } },
      );
      expect(none.modifiedCount).toBe(0);
    });

    it('ignores $setOnInsert when the update matches an existing document', async () => {
      const result = await dogs().updateOne(
        { _id: 'd1' },
        { $set: { age: 4 }, $setOnInsert: { createdBy: 'upsert' } },
        { upsert: true },
      );
      expect(result).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedCount: 0,
        upsertedId: null,
      });
      expect(await one('d1')).not.toHaveProperty('createdBy');
    });

    it('combines operators in one update', async () => {
      await dogs().updateOne(
        { _id: 'd2' },
        {
          $set: { name: 'Belle' },
          $inc: { age: 1 },
          $push: { tags: 'x' },
          $unset: { nickname: '' },
        },
      );
      expect(await one('d2')).toMatchObject({ name: 'Belle', age: 6, tags: ['playful', 'x'] });
    });

    it('rejects conflicting paths in one update', async () => {
      await expect(
        dogs().updateOne({ _id: 'd1' }, { $set: { age: 1 }, $inc: { age: 1 } }),
      ).rejects.toThrow();
      await expect(
        dogs().updateOne({ _id: 'd1' }, { $set: { owner: {}, 'owner.city': 'X' } }),
      ).rejects.toThrow();
      expect((await one('d1'))?.age).toBe(3);
    });

    it('rejects changing _id, allows setting it to its own value', async () => {
      await expect(dogs().updateOne({ _id: 'd1' }, { $set: { _id: 'other' } })).rejects.toThrow();
      expect((await dogs().updateOne({ _id: 'd1' }, { $set: { _id: 'd1' } })).modifiedCount).toBe(
        0,
      );
    });

    it('rejects an update without operators', async () => {
      const replacement = { name: 'Replaced' } as unknown as UpdateOperators;
      await expect(dogs().updateOne({ _id: 'd1' }, replacement)).rejects.toThrow();
      expect((await one('d1'))?.name).toBe('Rex');
    });

    it('rejects creating a field inside a scalar', async () => {
      await expect(
        dogs().updateOne({ _id: 'd1' }, { $set: { 'name.first': 'R' } }),
      ).rejects.toThrow();
    });

    it('stores dates given to $set and finds by them', async () => {
      const at = new Date(Date.UTC(2025, 4, 1, 12));
      await dogs().updateOne({ _id: 'd4' }, { $set: { vaccinatedAt: at } });
      expect((await dogs().findOne({ vaccinatedAt: at }))?._id).toBe('d4');
      expect((await one('d4'))?.vaccinatedAt?.getTime()).toBe(at.getTime());
    });
  });

  describe('updateOne, updateMany and their counts', () => {
    beforeEach(async () => {
      await seed(dogs());
    });

    it('updateOne changes only the first matching document', async () => {
      const result = await dogs().updateOne({ breed: 'collie' }, { $set: { groomed: true } });
      expect(result).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedCount: 0,
        upsertedId: null,
      });
      expect(await dogs().countDocuments({ groomed: true })).toBe(1);
    });

    it('updateMany changes every match; modifiedCount skips documents already in that state', async () => {
      await dogs().updateOne({ _id: 'd1' }, { $set: { status: 'active' } });
      const result = await dogs().updateMany({ age: { $gte: 3 } }, { $set: { status: 'active' } });
      expect(result).toEqual({
        matchedCount: 3,
        modifiedCount: 2,
        upsertedCount: 0,
        upsertedId: null,
      });
      expect(byId(await dogs().find({ status: 'active' }))).toEqual(['d1', 'd2', 'd3']);
    });

    it('reports nothing matched without upsert', async () => {
      const empty = { matchedCount: 0, modifiedCount: 0, upsertedCount: 0, upsertedId: null };
      expect(await dogs().updateOne({ _id: 'nope' }, { $set: { a: 1 } })).toEqual(empty);
      expect(await dogs().updateMany({ age: 100 }, { $set: { a: 1 } })).toEqual(empty);
      expect(await dogs().countDocuments()).toBe(4);
    });

    it('updates documents whose new values no longer match the filter exactly once', async () => {
      const result = await dogs().updateMany({ age: { $lt: 6 } }, { $inc: { age: 10 } });
      expect(result.modifiedCount).toBe(3);
      expect((await dogs().find({}, { sort: { _id: 1 } })).map((d) => d.age)).toEqual([
        13, 15, 8, 11,
      ]);
    });
  });

  describe('upsert', () => {
    it('inserts from the filter equality fields, $set and $setOnInsert', async () => {
      const result = await dogs().updateOne(
        { _id: 'd9', breed: 'pug', 'owner.city': 'Austin', age: { $gt: 3 } },
        { $set: { name: 'Pugsley' }, $setOnInsert: { createdBy: 'upsert' }, $inc: { visits: 1 } },
        { upsert: true },
      );
      expect(result).toEqual({
        matchedCount: 0,
        modifiedCount: 0,
        upsertedCount: 1,
        upsertedId: 'd9',
      });
      expect(await dogs().findOne({ _id: 'd9' })).toEqual({
        _id: 'd9',
        breed: 'pug',
        owner: { city: 'Austin' },
        name: 'Pugsley',
        createdBy: 'upsert',
        visits: 1,
      });
    });

    it('takes $eq and $and equalities, and lets the update override a filter field', async () => {
      await dogs().updateOne(
        { _id: { $eq: 'd8' }, $and: [{ breed: 'lab' }], name: 'Old' },
        { $set: { name: 'New' } },
        { upsert: true },
      );
      expect(await dogs().findOne({ _id: 'd8' })).toEqual({
        _id: 'd8',
        breed: 'lab',
        name: 'New',
      });
    });

    it('generates a string _id when neither filter nor update names one', async () => {
      const result = await dogs().updateOne(
        { name: 'Anon' },
        { $set: { age: 2 } },
        { upsert: true },
      );
      expect(result.upsertedCount).toBe(1);
      expect(typeof result.upsertedId).toBe('string');
      const found = await dogs().findOne({ name: 'Anon' });
      expect(found).toEqual({ _id: result.upsertedId, name: 'Anon', age: 2 });
      expect(await dogs().findOne({ _id: result.upsertedId as string })).toEqual(found);
    });

    it('updateMany upserts one document when nothing matches', async () => {
      const result = await dogs().updateMany(
        { breed: 'husky' },
        { $set: { cold: true } },
        { upsert: true },
      );
      expect(result).toMatchObject({ matchedCount: 0, modifiedCount: 0, upsertedCount: 1 });
      expect(await dogs().find({ breed: 'husky' })).toEqual([
        { _id: result.upsertedId, breed: 'husky', cold: true },
      ]);
    });

    it('updates instead of inserting when the filter matches', async () => {
      await seed(dogs());
      const result = await dogs().updateOne(
        { name: 'Rex' },
        { $set: { age: 4 } },
        { upsert: true },
      );
      expect(result).toEqual({
        matchedCount: 1,
        modifiedCount: 1,
        upsertedCount: 0,
        upsertedId: null,
      });
      expect(await dogs().countDocuments()).toBe(4);
    });

    it('fails with DuplicateKeyError when the document it would insert has a taken _id', async () => {
      await seed(dogs());
      const error = await dogs()
        .updateOne({ _id: 'd1', age: 99 }, { $set: { name: 'X' } }, { upsert: true })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect(error).toMatchObject({ key: { _id: 'd1' } });
      expect((await dogs().findOne({ _id: 'd1' }))?.name).toBe('Rex');
    });
  });
}
