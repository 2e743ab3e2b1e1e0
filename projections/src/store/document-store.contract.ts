import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BulkWriteError,
  DuplicateKeyError,
  type ChangeEvent,
  type ChangeStream,
  type Collection,
  type Document,
  type DocumentStore,
  type UpdateOperators,
  type WatchOptions,
} from './document-store.port.js';

/**
 * The one contract every DocumentStore adapter must pass: MongoDB's semantics
 * for the subset of the collection API the port exposes. Each test gets its own
 * store from `makeStore` (for MongoDB: its own database), so tests never see
 * each other's collections; `cleanup` releases it (default: `store.close()`).
 *
 * Assertions never rely on natural order (MongoDB does not promise one): results
 * are sorted by the query or compared by id.
 */
export function documentStoreContract(
  name: string,
  makeStore: () => Promise<DocumentStore>,
  cleanup: (store: DocumentStore) => Promise<void> = (store) => store.close(),
): void {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    const streams: ChangeStream[] = [];

    beforeEach(async () => {
      store = await makeStore();
    });

    afterEach(async () => {
      await Promise.all(streams.splice(0).map((stream) => stream.close()));
      await cleanup(store);
    });

    const dogs = () => store.collection<Dog>('dogs');

    /** Watches `collection` and resolves once the stream is live (see `untilLive`). */
    async function watch<T extends Document>(
      collection: Collection<T>,
      options?: WatchOptions,
    ): Promise<ChangeEvent<T>[]> {
      const events: ChangeEvent<T>[] = [];
      streams.push(collection.watch((event) => events.push(event), options));
      await untilLive(collection, events);
      return events;
    }

    describe('insertOne, find, findOne, countDocuments', () => {
      it('stores a document and finds it by _id', async () => {
        const result = await dogs().insertOne(rex());
        expect(result).toEqual({ insertedId: 'd1' });
        expect(await dogs().findOne({ _id: 'd1' })).toEqual(rex());
      });

      it('returns every document for an empty or missing filter', async () => {
        await seed(dogs());
        expect(byId(await dogs().find())).toEqual(['d1', 'd2', 'd3', 'd4']);
        expect(byId(await dogs().find({}))).toEqual(['d1', 'd2', 'd3', 'd4']);
      });

      it('answers empty for a collection that does not exist', async () => {
        const missing = store.collection('never-written');
        expect(await missing.find({})).toEqual([]);
        expect(await missing.findOne({ _id: 'x' })).toBeNull();
        expect(await missing.countDocuments()).toBe(0);
      });

      it('returns null from findOne when nothing matches', async () => {
        await seed(dogs());
        expect(await dogs().findOne({ name: 'Nobody' })).toBeNull();
      });

      it('counts all or matching documents', async () => {
        await seed(dogs());
        expect(await dogs().countDocuments()).toBe(4);
        expect(await dogs().countDocuments({ breed: 'collie' })).toBe(2);
        expect(await dogs().countDocuments({ age: { $gt: 100 } })).toBe(0);
      });

      it('rejects a second document with the same _id with DuplicateKeyError', async () => {
        await dogs().insertOne(rex());
        const error = await dogs()
          .insertOne({ ...rex(), name: 'Other' })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toMatchObject({ code: 11000, key: { _id: 'd1' } });
        expect(await dogs().findOne({ _id: 'd1' })).toMatchObject({ name: 'Rex' });
      });

      it('round-trips dates, nested documents, arrays and null', async () => {
        await dogs().insertOne(max());
        const found = await dogs().findOne({ _id: 'd3' });
        expect(found).toEqual(max());
        const rexFound = await seedOne(dogs(), rex());
        expect(rexFound.vaccinatedAt).toBeInstanceOf(Date);
        expect(rexFound.vaccinatedAt?.getTime()).toBe(Date.UTC(2024, 0, 10));
      });
    });

    describe('filters', () => {
      beforeEach(async () => {
        await seed(dogs());
      });
      const ids = async (filter: Record<string, unknown>) => byId(await dogs().find(filter));

      it('matches equality on top-level fields, $eq and $ne (which includes missing fields)', async () => {
        expect(await ids({ breed: 'collie' })).toEqual(['d1', 'd3']);
        expect(await ids({ breed: { $eq: 'beagle' } })).toEqual(['d2']);
        expect(await ids({ breed: { $ne: 'collie' } })).toEqual(['d2', 'd4']);
        expect(await ids({ breed: 'collie', age: 3 })).toEqual(['d1']);
      });

      it('compares with $gt, $gte, $lt, $lte, combined on one field', async () => {
        expect(await ids({ age: { $gt: 3 } })).toEqual(['d2', 'd3']);
        expect(await ids({ age: { $gte: 3 } })).toEqual(['d1', 'd2', 'd3']);
        expect(await ids({ age: { $lt: 3 } })).toEqual(['d4']);
        expect(await ids({ age: { $lte: 3 } })).toEqual(['d1', 'd4']);
        expect(await ids({ age: { $gte: 3, $lt: 8 } })).toEqual(['d1', 'd2']);
      });

      it('compares only values of the same type (type bracketing)', async () => {
        expect(await ids({ name: { $gt: 5 } })).toEqual([]);
        expect(await ids({ age: { $gt: 'a' } })).toEqual([]);
        expect(await ids({ name: { $gte: 'L' } })).toEqual(['d3', 'd4', 'd1'].sort());
      });

      it('compares dates', async () => {
        const jan2024 = new Date(Date.UTC(2024, 0, 1));
        expect(await ids({ vaccinatedAt: { $gte: jan2024 } })).toEqual(['d1']);
        expect(await ids({ vaccinatedAt: { $lt: jan2024 } })).toEqual(['d2']);
        expect(await ids({ vaccinatedAt: new Date(Date.UTC(2023, 5, 1)) })).toEqual(['d2']);
      });

      it('matches $in and $nin (which includes missing fields)', async () => {
        expect(await ids({ breed: { $in: ['beagle', 'poodle'] } })).toEqual(['d2']);
        expect(await ids({ breed: { $nin: ['collie'] } })).toEqual(['d2', 'd4']);
        expect(await ids({ breed: { $in: [null, 'beagle'] } })).toEqual(['d2', 'd4']);
      });

      it('matches $exists, and null against null or missing', async () => {
        expect(await ids({ breed: { $exists: false } })).toEqual(['d4']);
        expect(await ids({ nickname: { $exists: true } })).toEqual(['d3']);
        expect(await ids({ nickname: null })).toEqual(['d1', 'd2', 'd3', 'd4']);
        expect(await ids({ breed: null })).toEqual(['d4']);
        expect(await ids({ nickname: { $ne: null } })).toEqual([]);
      });

      it('matches array fields by element, by whole array and with $all, $size, $elemMatch', async () => {
        expect(await ids({ tags: 'calm' })).toEqual(['d1', 'd4']);
        expect(await ids({ tags: { $in: ['playful'] } })).toEqual(['d2', 'd4']);
        expect(await ids({ tags: ['calm', 'small'] })).toEqual(['d1']);
        expect(await ids({ tags: ['small', 'calm'] })).toEqual([]);
        expect(await ids({ tags: [] })).toEqual(['d3']);
        expect(await ids({ tags: { $all: ['calm', 'playful'] } })).toEqual(['d4']);
        expect(await ids({ tags: { $size: 0 } })).toEqual(['d3']);
        expect(await ids({ walks: { $elemMatch: { day: 'mon', km: { $gte: 2 } } } })).toEqual([
          'd1',
        ]);
      });

      it('compares array elements: any element may satisfy each condition', async () => {
        expect(await ids({ 'walks.km': { $gt: 4 } })).toEqual(['d1', 'd4']);
        expect(await ids({ scores: { $gt: 8 } })).toEqual(['d1']);
        expect(await ids({ scores: { $gt: 4, $lt: 6 } })).toEqual(['d1', 'd2']);
      });

      it('follows dotted paths into embedded documents and arrays of documents', async () => {
        expect(await ids({ 'owner.city': 'Austin' })).toEqual(['d1', 'd3']);
        expect(await ids({ 'walks.day': 'mon' })).toEqual(['d1', 'd2']);
        expect(await ids({ 'owner.zip': { $exists: false } })).toEqual(['d4']);
        expect(await ids({ 'walks.0.km': 1 })).toEqual(['d2']);
        expect(await ids({ breed: 'collie', 'owner.city': 'Austin', age: { $gt: 5 } })).toEqual([
          'd3',
        ]);
      });

      it('matches an embedded document only exactly (all fields, in order)', async () => {
        expect(await ids({ owner: { city: 'Denver' } })).toEqual(['d4']);
        expect(await ids({ owner: { city: 'Austin' } })).toEqual([]);
        expect(await ids({ owner: { city: 'Austin', zip: '78701' } })).toEqual(['d1']);
        expect(await ids({ owner: { zip: '78701', city: 'Austin' } })).toEqual([]);
        expect(await ids({ walks: { day: 'wed', km: 7 } })).toEqual(['d4']);
      });

      it('combines with $or, $and, $nor and $not', async () => {
        expect(await ids({ $or: [{ breed: 'beagle' }, { age: { $lt: 2 } }] })).toEqual([
          'd2',
          'd4',
        ]);
        expect(await ids({ $and: [{ breed: 'collie' }, { age: { $gt: 5 } }] })).toEqual(['d3']);
        expect(await ids({ $nor: [{ breed: 'collie' }, { age: 1 }] })).toEqual(['d2']);
        expect(await ids({ age: { $not: { $gt: 3 } } })).toEqual(['d1', 'd4']);
        expect(await ids({ breed: 'collie', $or: [{ age: 3 }, { age: 5 }] })).toEqual(['d1']);
      });

      it('matches regular expressions', async () => {
        expect(await ids({ name: { $regex: '^B' } })).toEqual(['d2']);
        expect(await ids({ name: /^l/i })).toEqual(['d4']);
      });

      it('finds by _id with equality, $eq and $in, and applies the rest of the filter', async () => {
        expect(await ids({ _id: 'd2' })).toEqual(['d2']);
        expect(await ids({ _id: { $eq: 'd4' } })).toEqual(['d4']);
        expect(await ids({ _id: { $in: ['d3', 'd1', 'nope'] } })).toEqual(['d1', 'd3']);
        expect(await ids({ _id: 'd2', age: 99 })).toEqual([]);
        expect(await ids({ _id: 'nope' })).toEqual([]);
        expect(await ids({ _id: { $ne: 'd2' } })).toEqual(['d1', 'd3', 'd4']);
      });
    });

    describe('sort, skip, limit, projection', () => {
      beforeEach(async () => {
        await seed(dogs());
      });
      const sorted = async (sort: Record<string, 1 | -1>) =>
        (await dogs().find({}, { sort })).map((d) => d._id);

      it('sorts ascending and descending', async () => {
        expect(await sorted({ age: 1 })).toEqual(['d4', 'd1', 'd2', 'd3']);
        expect(await sorted({ age: -1 })).toEqual(['d3', 'd2', 'd1', 'd4']);
        expect(await sorted({ name: 1 })).toEqual(['d2', 'd4', 'd3', 'd1']);
      });

      it('sorts by several keys in order, missing fields as null (lowest)', async () => {
        expect(await sorted({ breed: 1, age: -1 })).toEqual(['d4', 'd2', 'd3', 'd1']);
        expect(await sorted({ breed: -1, age: 1 })).toEqual(['d1', 'd3', 'd2', 'd4']);
      });

      it('sorts by dotted paths', async () => {
        expect(await sorted({ 'owner.city': -1, _id: 1 })).toEqual(['d4', 'd2', 'd1', 'd3']);
      });

      it('sorts an array by its smallest element ascending, its largest descending, [] lowest', async () => {
        expect(await sorted({ tags: 1, _id: 1 })).toEqual(['d3', 'd1', 'd4', 'd2']);
        expect(await sorted({ tags: -1, _id: 1 })).toEqual(['d1', 'd2', 'd4', 'd3']);
      });

      it('orders mixed types as MongoDB does: null < numbers < strings < objects < booleans < dates', async () => {
        const mixed = store.collection('mixed');
        const values: [string, unknown][] = [
          ['date', new Date(0)],
          ['bool', true],
          ['object', { a: 1 }],
          ['string', 'a'],
          ['number', 10],
          ['null', null],
        ];
        for (const [id, value] of values) await mixed.insertOne({ _id: id, value });
        await mixed.insertOne({ _id: 'missing' });
        const ascending = (await mixed.find({}, { sort: { value: 1, _id: 1 } })).map((d) => d._id);
        expect(ascending).toEqual([
          'missing',
          'null',
          'number',
          'string',
          'object',
          'bool',
          'date',
        ]);
        const descending = (await mixed.find({}, { sort: { value: -1, _id: 1 } })).map(
          (d) => d._id,
        );
        expect(descending).toEqual([
          'date',
          'bool',
          'object',
          'string',
          'number',
          'missing',
          'null',
        ]);
      });

      it('skips and limits after sorting; limit 0 means no limit', async () => {
        expect(
          (await dogs().find({}, { sort: { age: 1 }, skip: 1, limit: 2 })).map((d) => d._id),
        ).toEqual(['d1', 'd2']);
        expect((await dogs().find({}, { sort: { age: 1 }, limit: 0 })).length).toBe(4);
        expect((await dogs().find({}, { sort: { age: 1 }, skip: 10 })).length).toBe(0);
        expect(await dogs().find({ breed: 'collie' }, { limit: 1 })).toHaveLength(1);
      });

      it('includes fields, with _id unless excluded', async () => {
        expect(await dogs().findOne({ _id: 'd1' }, { projection: { name: 1, age: 1 } })).toEqual({
          _id: 'd1',
          name: 'Rex',
          age: 3,
        });
        expect(await dogs().findOne({ _id: 'd1' }, { projection: { name: 1, _id: 0 } })).toEqual({
          name: 'Rex',
        });
        expect(await dogs().findOne({ _id: 'd1' }, { projection: { _id: 1 } })).toEqual({
          _id: 'd1',
        });
      });

      it('includes dotted paths, also inside arrays of documents', async () => {
        expect(
          await dogs().findOne({ _id: 'd1' }, { projection: { 'owner.city': 1, 'walks.km': 1 } }),
        ).toEqual({
          _id: 'd1',
          owner: { city: 'Austin' },
          walks: [{ km: 2 }, { km: 5 }],
        });
      });

      it('excludes fields, dotted paths and _id', async () => {
        const found = await dogs().findOne(
          { _id: 'd4' },
          { projection: { walks: 0, tags: 0, 'owner.city': 0, scores: 0 } },
        );
        expect(found).toEqual({ _id: 'd4', name: 'Luna', age: 1, owner: {} });
        expect(
          await dogs().findOne(
            { _id: 'd4' },
            { projection: { _id: 0, walks: 0, tags: 0, owner: 0, scores: 0 } },
          ),
        ).toEqual({
          name: 'Luna',
          age: 1,
        });
      });

      it('projects every document of a sorted, limited find', async () => {
        const found = await dogs().find(
          { breed: 'collie' },
          { sort: { age: -1 }, projection: { name: 1 }, limit: 5 },
        );
        expect(found).toEqual([
          { _id: 'd3', name: 'Max' },
          { _id: 'd1', name: 'Rex' },
        ]);
      });

      it('applies sort and projection in findOne', async () => {
        expect(
          await dogs().findOne({}, { sort: { age: -1 }, projection: { name: 1, _id: 0 } }),
        ).toEqual({ name: 'Max' });
      });

      it('rejects a projection mixing inclusion and exclusion', async () => {
        await expect(dogs().find({}, { projection: { name: 1, age: 0 } })).rejects.toThrow();
      });
    });

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
        await dogs().updateOne(
          { _id: 'd1' },
          { $set: { tags: ['new'], owner: { city: 'Paris' } } },
        );
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
        await dogs().updateOne(
          { _id: 'd1' },
          { $push: { tags: 'fluffy', toys: { kind: 'ball' } } },
        );
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
        const result = await dogs().updateMany(
          { age: { $gte: 3 } },
          { $set: { status: 'active' } },
        );
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

    describe('the _position guard (idempotent projection writes)', () => {
      const apply = (id: string, position: number, title: string) =>
        store.collection('meetups').updateOne(
          { _id: id, _position: { $lt: position } },
          {
            $set: { _position: position, title },
            $inc: { updates: 1 },
            $setOnInsert: { createdAt: position },
          },
          { upsert: true },
        );

      it('inserts on first sight, applies newer positions, rejects replayed and older ones as duplicates', async () => {
        expect(await apply('m1', 5, 'first')).toMatchObject({ upsertedCount: 1, upsertedId: 'm1' });
        expect(await apply('m1', 7, 'second')).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
        await expect(apply('m1', 7, 'replayed')).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(apply('m1', 6, 'older')).rejects.toMatchObject({
          code: 11000,
          key: { _id: 'm1' },
        });
        expect(await store.collection('meetups').findOne({ _id: 'm1' })).toEqual({
          _id: 'm1',
          _position: 7,
          title: 'second',
          updates: 2,
          createdAt: 5,
        });
      });

      it('treats a document without _position as not matching (type bracketing), so a duplicate', async () => {
        await store.collection('meetups').insertOne({ _id: 'm2', title: 'unguarded' });
        await expect(apply('m2', 1, 'x')).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('stores a new document as _id, then its fields in name order, with its own copy of nested values', async () => {
        const tags = ['calm'];
        await store.collection('meetups').insertOne({ _id: 'm0' });
        await store.collection('meetups').updateOne(
          { _id: 'm4', _position: { $lt: 3 } },
          {
            $set: { zeta: 1, alpha: { tags }, _position: 3, skipped: undefined },
            $setOnInsert: { mid: 'x' },
          },
          { upsert: true },
        );
        tags.push('mutated');
        const stored = await store.collection('meetups').findOne({ _id: 'm4' });
        expect(Object.keys(stored ?? {})).toEqual(['_id', '_position', 'alpha', 'mid', 'zeta']);
        expect(stored).toEqual({
          _id: 'm4',
          _position: 3,
          alpha: { tags: ['calm'] },
          mid: 'x',
          zeta: 1,
        });
      });

      it('re-keys an index when a guarded update changes an indexed field, and earlier reads keep their values', async () => {
        const meetups = store.collection('meetups');
        await meetups.createIndex({ keys: { city: 1 } });
        const at = (position: number, city: string, title: string) =>
          meetups.updateOne(
            { _id: 'm5', _position: { $lt: position } },
            { $set: { _position: position, city, title } },
            { upsert: true },
          );
        await at(1, 'Austin', 'first');
        await at(2, 'Austin', 'second');
        const read = await meetups.findOne({ city: 'Austin' });
        await at(3, 'Denver', 'third');
        expect(await meetups.find({ city: 'Austin' })).toEqual([]);
        expect(await meetups.find({ city: 'Denver' })).toEqual([
          { _id: 'm5', _position: 3, city: 'Denver', title: 'third' },
        ]);
        expect(read).toEqual({ _id: 'm5', _position: 2, city: 'Austin', title: 'second' });
        expect(await at(4, 'Denver', 'third')).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
      });

      it('works with string positions compared lexicographically', async () => {
        const meetups = store.collection('meetups');
        const at = (position: string) =>
          meetups.updateOne(
            { _id: 'm3', _position: { $lt: position } },
            { $set: { _position: position } },
            { upsert: true },
          );
        await at('0009');
        await at('0010');
        await expect(at('0009')).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await meetups.findOne({ _id: 'm3' }))?._position).toBe('0010');
      });
    });

    describe('indexes', () => {
      const members = () => store.collection('members');

      it('names indexes by their keys unless named, and is idempotent', async () => {
        expect(await members().createIndex({ keys: { groupId: 1, userId: 1 }, unique: true })).toBe(
          'groupId_1_userId_1',
        );
        expect(await members().createIndex({ keys: { groupId: 1, userId: 1 }, unique: true })).toBe(
          'groupId_1_userId_1',
        );
        expect(await members().createIndex({ keys: { joinedAt: -1 }, name: 'by_joined' })).toBe(
          'by_joined',
        );
        expect(await members().createIndex({ keys: { _id: 1 } })).toBe('_id_');
      });

      it('enforces a unique compound index on insert', async () => {
        await members().createIndex({ keys: { groupId: 1, userId: 1 }, unique: true });
        await members().insertOne({ _id: 'a', groupId: 'g1', userId: 'u1' });
        await members().insertOne({ _id: 'b', groupId: 'g1', userId: 'u2' });
        await members().insertOne({ _id: 'c', groupId: 'g2', userId: 'u1' });
        const error = await members()
          .insertOne({ _id: 'd', groupId: 'g1', userId: 'u1' })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(DuplicateKeyError);
        expect(error).toMatchObject({ code: 11000, key: { groupId: 'g1', userId: 'u1' } });
        expect(await members().countDocuments()).toBe(3);
      });

      it('enforces a unique index on update and upsert, leaving documents unchanged', async () => {
        await members().createIndex({ keys: { email: 1 }, unique: true });
        await members().insertOne({ _id: 'a', email: 'a@x' });
        await members().insertOne({ _id: 'b', email: 'b@x' });
        await expect(
          members().updateOne({ _id: 'b' }, { $set: { email: 'a@x' } }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        expect((await members().findOne({ _id: 'b' }))?.email).toBe('b@x');
        await expect(
          members().updateOne({ _id: 'c' }, { $set: { email: 'a@x' } }, { upsert: true }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await members().countDocuments()).toBe(2);
        await members().updateOne({ _id: 'b' }, { $set: { email: 'c@x' } });
        await members().insertOne({ _id: 'c', email: 'b@x' });
      });

      it('treats a missing field as null in a unique index', async () => {
        await members().createIndex({ keys: { email: 1 }, unique: true });
        await members().insertOne({ _id: 'a' });
        await expect(members().insertOne({ _id: 'b' })).rejects.toBeInstanceOf(DuplicateKeyError);
      });

      it('refuses to build a unique index over existing duplicates', async () => {
        await members().insertOne({ _id: 'a', email: 'same' });
        await members().insertOne({ _id: 'b', email: 'same' });
        await expect(
          members().createIndex({ keys: { email: 1 }, unique: true }),
        ).rejects.toBeInstanceOf(DuplicateKeyError);
        await members().insertOne({ _id: 'c', email: 'same' });
      });

      it('keeps answering equality queries correctly through a non-unique index as documents change', async () => {
        await members().createIndex({ keys: { groupId: 1 } });
        for (let i = 0; i < 20; i++)
          await members().insertOne({ _id: `m${i}`, groupId: `g${i % 3}`, n: i });
        await members().updateMany({ groupId: 'g1', n: { $lt: 10 } }, { $set: { groupId: 'g2' } });
        await members().deleteMany({ groupId: 'g0', n: { $gte: 10 } });
        const g2 = await members().find({ groupId: 'g2' }, { sort: { n: 1 } });
        expect(g2.map((d) => d.n)).toEqual([1, 2, 4, 5, 7, 8, 11, 14, 17]);
        expect(await members().countDocuments({ groupId: { $eq: 'g0' } })).toBe(4);
        expect(await members().countDocuments({ groupId: 'g1' })).toBe(4);
      });

      it('answers $in through a non-unique index as a scan would: arrays, numbers, an empty list, natural order', async () => {
        for (const doc of [
          { _id: 'a', groupId: 'g1', n: 1 },
          { _id: 'b', groupId: ['g2', 'g3'], n: 2 },
          { _id: 'c', groupId: 'g3', n: 3 },
          { _id: 'd', groupId: 7, n: 4 },
          { _id: 'e', n: 5 },
        ])
          await members().insertOne(doc);
        const scanned = await members().find({ groupId: { $in: ['g3', 'g1', 7] } });
        await members().createIndex({ keys: { groupId: 1 } });
        const indexed = await members().find({ groupId: { $in: ['g3', 'g1', 7] } });
        expect(byId(indexed)).toEqual(['a', 'b', 'c', 'd']);
        expect(indexed).toEqual(scanned);
        expect(await members().find({ groupId: { $in: [] } })).toEqual([]);
        expect(byId(await members().find({ groupId: { $in: ['7'] } }))).toEqual([]);
        expect(await members().countDocuments({ groupId: { $in: ['g2'] }, n: { $gt: 1 } })).toBe(1);
      });

      it('indexes array elements (multikey) for uniqueness', async () => {
        await members().createIndex({ keys: { aliases: 1 }, unique: true });
        await members().insertOne({ _id: 'a', aliases: ['x', 'y'] });
        await expect(members().insertOne({ _id: 'b', aliases: ['z', 'y'] })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
        await members().insertOne({ _id: 'c', aliases: ['z'] });
        expect(byId(await members().find({ aliases: 'z' }))).toEqual(['c']);
      });
    });

    describe('deleteOne, deleteMany', () => {
      beforeEach(async () => {
        await seed(dogs());
      });

      it('deleteOne removes one matching document', async () => {
        expect(await dogs().deleteOne({ breed: 'collie' })).toEqual({ deletedCount: 1 });
        expect(await dogs().countDocuments({ breed: 'collie' })).toBe(1);
        expect(await dogs().deleteOne({ _id: 'nope' })).toEqual({ deletedCount: 0 });
      });

      it('deleteMany removes every match, or everything without a filter', async () => {
        expect(await dogs().deleteMany({ age: { $gte: 3 } })).toEqual({ deletedCount: 3 });
        expect(byId(await dogs().find())).toEqual(['d4']);
        expect(await dogs().deleteMany()).toEqual({ deletedCount: 1 });
        expect(await dogs().countDocuments()).toBe(0);
      });

      it('frees the _id for a new insert', async () => {
        await dogs().deleteOne({ _id: 'd1' });
        await dogs().insertOne({ ...rex(), name: 'Rex II' });
        expect((await dogs().findOne({ _id: 'd1' }))?.name).toBe('Rex II');
      });
    });

    describe('bulkWrite', () => {
      it('applies every kind of operation in order and counts them', async () => {
        await seed(dogs());
        const result = await dogs().bulkWrite([
          { insertOne: { document: { _id: 'd5', name: 'Nova', age: 2 } } },
          { updateOne: { filter: { _id: 'd5' }, update: { $inc: { age: 1 } } } },
          { updateMany: { filter: { breed: 'collie' }, update: { $set: { herding: true } } } },
          { updateOne: { filter: { _id: 'd6' }, update: { $set: { name: 'Pip' } }, upsert: true } },
          { updateOne: { filter: { _id: 'd1' }, update: { $set: { name: 'Rex' } } } },
          { deleteOne: { filter: { _id: 'd2' } } },
          { deleteMany: { filter: { age: { $lt: 2 } } } },
        ]);
        expect(result).toEqual({
          insertedCount: 1,
          matchedCount: 4,
          modifiedCount: 3,
          deletedCount: 2,
          upsertedCount: 1,
        });
        expect(byId(await dogs().find())).toEqual(['d1', 'd3', 'd5', 'd6']);
        expect((await dogs().findOne({ _id: 'd5' }))?.age).toBe(3);
      });

      it('ordered: stops at the first failure and names it; earlier writes stay', async () => {
        const error = await dogs()
          .bulkWrite([
            { insertOne: { document: { _id: 'a' } } },
            { insertOne: { document: { _id: 'a' } } },
            { insertOne: { document: { _id: 'b' } } },
          ])
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(BulkWriteError);
        const bulkError = error as BulkWriteError;
        expect(bulkError.writeErrors.map((failure) => failure.index)).toEqual([1]);
        expect(bulkError.writeErrors[0]?.error).toBeInstanceOf(DuplicateKeyError);
        expect(bulkError.result).toMatchObject({ insertedCount: 1 });
        expect(byId(await dogs().find())).toEqual(['a']);
      });

      it('unordered: attempts everything, then throws BulkWriteError listing failures by index', async () => {
        await dogs().insertOne({ _id: 'taken', _position: 9 });
        const error = await dogs()
          .bulkWrite(
            [
              { insertOne: { document: { _id: 'a' } } },
              { insertOne: { document: { _id: 'a' } } },
              { insertOne: { document: { _id: 'b' } } },
              {
                updateOne: {
                  filter: { _id: 'taken', _position: { $lt: 9 } },
                  update: { $set: { _position: 9 } },
                  upsert: true,
                },
              },
              { updateOne: { filter: { _id: 'c' }, update: { $set: { x: 1 } }, upsert: true } },
            ],
            { ordered: false },
          )
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(BulkWriteError);
        const bulkError = error as BulkWriteError;
        expect(bulkError.writeErrors.map((failure) => failure.index).sort()).toEqual([1, 3]);
        for (const failure of bulkError.writeErrors) {
          expect(failure.error).toBeInstanceOf(DuplicateKeyError);
        }
        const upsertFailure = bulkError.writeErrors.find((failure) => failure.index === 3);
        expect(upsertFailure?.error).toMatchObject({ key: { _id: 'taken' } });
        expect(bulkError.result).toMatchObject({ insertedCount: 2, upsertedCount: 1 });
        expect(byId(await dogs().find())).toEqual(['a', 'b', 'c', 'taken']);
      });

      it('does nothing for an empty list', async () => {
        expect(await dogs().bulkWrite([])).toEqual({
          insertedCount: 0,
          matchedCount: 0,
          modifiedCount: 0,
          deletedCount: 0,
          upsertedCount: 0,
        });
      });
    });

    describe('collections: listCollections, drop, renameCollection', () => {
      it('lists collections created by writes or indexes, until dropped', async () => {
        expect(await store.listCollections()).toEqual([]);
        await store.collection('b').insertOne({ _id: '1' });
        await store.collection('a').createIndex({ keys: { x: 1 } });
        await store.collection('c').updateOne({ _id: 'x' }, { $set: { y: 1 } });
        expect(await store.listCollections()).toEqual(['a', 'b']);
        await store.collection('b').deleteMany();
        expect(await store.listCollections()).toEqual(['a', 'b']);
        await store.collection('b').drop();
        expect(await store.listCollections()).toEqual(['a']);
      });

      it('drop removes documents and indexes and tells whether the collection existed', async () => {
        const members = store.collection('members');
        await members.createIndex({ keys: { email: 1 }, unique: true });
        await members.insertOne({ _id: 'a', email: 'x' });
        expect(await members.drop()).toBe(true);
        expect(await members.find()).toEqual([]);
        expect(await members.drop()).toBe(false);
        await members.insertOne({ _id: 'a', email: 'x' });
        await members.insertOne({ _id: 'b', email: 'x' });
        expect(await members.countDocuments()).toBe(2);
      });

      it('renameCollection moves documents and indexes and replaces the target', async () => {
        const live = store.collection('meetups');
        const next = store.collection('meetups_next');
        await live.insertOne({ _id: 'old', title: 'stale' });
        await next.createIndex({ keys: { slug: 1 }, unique: true });
        await next.insertOne({ _id: 'n1', slug: 'a' });
        await next.insertOne({ _id: 'n2', slug: 'b' });
        await store.renameCollection('meetups_next', 'meetups');
        expect(byId(await live.find())).toEqual(['n1', 'n2']);
        expect(await next.find()).toEqual([]);
        expect(await store.listCollections()).toEqual(['meetups']);
        await expect(live.insertOne({ _id: 'n3', slug: 'a' })).rejects.toBeInstanceOf(
          DuplicateKeyError,
        );
      });

      it('renameCollection to a new name; renaming a missing collection fails', async () => {
        await store.collection('a').insertOne({ _id: '1' });
        await store.renameCollection('a', 'b');
        expect(await store.listCollections()).toEqual(['b']);
        expect(byId(await store.collection('b').find())).toEqual(['1']);
        await expect(store.renameCollection('missing', 'c')).rejects.toThrow();
      });
    });

    describe('watch', () => {
      it('reports inserts, updates and deletes in write order with keys and after-images', async () => {
        const events = await watch(dogs(), { fullDocument: 'updateLookup' });
        await dogs().insertOne(rex());
        await until(() => events.length === 1);
        await dogs().updateOne({ _id: 'd1' }, { $set: { age: 4 } });
        await until(() => events.length === 2);
        await dogs().deleteOne({ _id: 'd1' });
        await until(() => events.length === 3);
        expect(events[0]).toMatchObject({
          operationType: 'insert',
          collection: 'dogs',
          documentKey: { _id: 'd1' },
          fullDocument: rex(),
        });
        expect(events[1]).toMatchObject({
          operationType: 'update',
          collection: 'dogs',
          documentKey: { _id: 'd1' },
          fullDocument: { ...rex(), age: 4 },
        });
        expect(events[2]).toMatchObject({
          operationType: 'delete',
          collection: 'dogs',
          documentKey: { _id: 'd1' },
        });
        expect(events[2]?.fullDocument).toBeUndefined();
      });

      it('reports updates by key only to a watcher that did not ask for documents', async () => {
        const events = await watch(dogs());
        await dogs().insertOne(rex());
        await dogs().updateOne({ _id: 'd1' }, { $set: { age: 4 } });
        await until(() => events.length === 2);
        expect(events[0]?.fullDocument).toEqual(rex());
        expect(events[1]).toEqual({
          operationType: 'update',
          collection: 'dogs',
          documentKey: { _id: 'd1' },
        });
      });

      it('keeps write order across many writes, and reports upserts as inserts', async () => {
        const events = await watch(dogs());
        for (let i = 0; i < 10; i++) {
          await dogs().updateOne({ _id: `u${i % 3}` }, { $inc: { n: 1 } }, { upsert: true });
        }
        await until(() => events.length === 10);
        expect(events.map((event) => `${event.operationType}:${event.documentKey?._id}`)).toEqual([
          'insert:u0',
          'insert:u1',
          'insert:u2',
          'update:u0',
          'update:u1',
          'update:u2',
          'update:u0',
          'update:u1',
          'update:u2',
          'update:u0',
        ]);
      });

      it('reports one update per modified document of updateMany, nothing for no-op updates', async () => {
        await seed(dogs());
        const events = await watch(dogs());
        await dogs().updateOne({ _id: 'd1' }, { $set: { name: 'Rex' } });
        await dogs().updateMany({ breed: 'collie' }, { $set: { herding: true } });
        await dogs().insertOne({ _id: 'marker' });
        await until(() => events.some((event) => event.documentKey?._id === 'marker'));
        expect(
          events.map((event) => `${event.operationType}:${event.documentKey?._id}`).sort(),
        ).toEqual(['insert:marker', 'update:d1', 'update:d3']);
      });

      it('reports deleteMany as one delete per document, and only this collection', async () => {
        await seed(dogs());
        const events = await watch(dogs());
        await store.collection('cats').insertOne({ _id: 'c1' });
        await dogs().deleteMany({ breed: 'collie' });
        await until(() => events.length === 2);
        expect(
          events.map((event) => `${event.operationType}:${event.documentKey?._id}`).sort(),
        ).toEqual(['delete:d1', 'delete:d3']);
      });

      it('never runs a listener inside the write that caused it', async () => {
        let writing = false;
        const events: ChangeEvent<Dog>[] = [];
        const writingWhenNotified: boolean[] = [];
        streams.push(
          dogs().watch((event) => {
            events.push(event);
            writingWhenNotified.push(writing);
          }),
        );
        await untilLive(dogs(), events);
        writingWhenNotified.length = 0;
        writing = true;
        const write = dogs().insertOne({ _id: 'x' });
        writing = false;
        await write;
        await until(() => events.some((event) => event.documentKey?._id === 'x'));
        expect(writingWhenNotified).toEqual([false]);
      });

      it('reports drop', async () => {
        const events = await watch(dogs());
        await dogs().drop();
        await until(() => events.some((event) => event.operationType === 'drop'));
        expect(events.at(-1)).toMatchObject({ operationType: 'drop', collection: 'dogs' });
      });

      it('renameCollection reports a drop to watchers of both names, who keep watching their name', async () => {
        const live = store.collection('meetups');
        const next = store.collection('meetups_next');
        await live.insertOne({ _id: 'old' });
        const liveEvents = await watch(live, { fullDocument: 'updateLookup' });
        const nextEvents = await watch(next);
        await next.insertOne({ _id: 'n1', title: 'fresh' });
        await until(() => nextEvents.length === 1);
        await store.renameCollection('meetups_next', 'meetups');
        await until(() => liveEvents.length > 0 && nextEvents.length > 1);
        await live.updateOne({ _id: 'n1' }, { $set: { title: 'live' } });
        await until(() => liveEvents.some((event) => event.operationType === 'update'));
        const update = liveEvents.at(-1);
        const beforeUpdate = liveEvents.slice(0, -1);
        expect(beforeUpdate.length).toBeGreaterThan(0);
        for (const event of beforeUpdate) {
          expect(event).toMatchObject({ operationType: 'drop', collection: 'meetups' });
        }
        expect(update).toMatchObject({
          operationType: 'update',
          collection: 'meetups',
          fullDocument: { _id: 'n1', title: 'live' },
        });
        expect(nextEvents.slice(1).length).toBeGreaterThan(0);
        for (const event of nextEvents.slice(1)) {
          expect(event).toMatchObject({ operationType: 'drop', collection: 'meetups_next' });
        }
      });

      it('stops notifying after close', async () => {
        const closedEvents: ChangeEvent<Dog>[] = [];
        const closed = dogs().watch((event) => closedEvents.push(event));
        await untilLive(dogs(), closedEvents);
        const events = await watch(dogs());
        await closed.close();
        await dogs().insertOne({ _id: 'after-close' });
        await until(() => events.some((event) => event.documentKey?._id === 'after-close'));
        expect(closedEvents.some((event) => event.documentKey?._id === 'after-close')).toBe(false);
      });
    });

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
        await dogs().updateOne(
          { _id: 'd1' },
          { $set: { owner }, $push: { toys: { $each: toys } } },
        );
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
    });
  });
}

// ---------------------------------------------------------------------------
// Fixtures and helpers.

interface Walk {
  day: string;
  km: number;
}

interface Dog extends Document {
  name?: string;
  breed?: string;
  age?: number;
  tags?: string[];
  scores?: (number | null)[];
  owner?: { city: string; zip?: string };
  walks?: Walk[];
  vaccinatedAt?: Date;
  nickname?: string | null;
}

function rex(): Dog {
  return {
    _id: 'd1',
    name: 'Rex',
    breed: 'collie',
    age: 3,
    tags: ['calm', 'small'],
    scores: [5, 9],
    owner: { city: 'Austin', zip: '78701' },
    walks: [
      { day: 'mon', km: 2 },
      { day: 'tue', km: 5 },
    ],
    vaccinatedAt: new Date(Date.UTC(2024, 0, 10)),
  };
}

function bella(): Dog {
  return {
    _id: 'd2',
    name: 'Bella',
    breed: 'beagle',
    age: 5,
    tags: ['playful'],
    scores: [4, 6],
    owner: { city: 'Boston', zip: '02108' },
    walks: [{ day: 'mon', km: 1 }],
    vaccinatedAt: new Date(Date.UTC(2023, 5, 1)),
  };
}

function max(): Dog {
  return {
    _id: 'd3',
    name: 'Max',
    breed: 'collie',
    age: 8,
    tags: [],
    scores: [1],
    owner: { city: 'Austin', zip: '78702' },
    walks: [],
    nickname: null,
  };
}

function luna(): Dog {
  return {
    _id: 'd4',
    name: 'Luna',
    age: 1,
    tags: ['calm', 'playful'],
    scores: [],
    owner: { city: 'Denver' },
    walks: [{ day: 'wed', km: 7 }],
  };
}

async function seed(collection: Collection<Dog>): Promise<void> {
  for (const dog of [rex(), bella(), max(), luna()]) await collection.insertOne(dog);
}

async function seedOne(collection: Collection<Dog>, dog: Dog): Promise<Dog> {
  await collection.insertOne(dog);
  return (await collection.findOne({ _id: dog._id })) as Dog;
}

function byId(docs: readonly Document[]): string[] {
  return docs.map((doc) => doc._id).sort();
}

async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error('condition not met yet');
    },
    { timeout: 10_000, interval: 5 },
  );
}

/**
 * Resolves once `events` (fed by a watcher on `collection`) shows the watcher
 * is live, then empties it. A MongoDB change stream starts asynchronously, so
 * writes right after `watch()` could be missed; a probe document written and
 * deleted until the deletion is reported proves the stream is running.
 */
async function untilLive<T extends Document>(
  collection: Collection<T>,
  events: ChangeEvent<T>[],
): Promise<void> {
  const probe = `probe-${Math.random().toString(36).slice(2)}`;
  const seen = (id: string) =>
    events.some((event) => event.operationType === 'delete' && event.documentKey?._id === id);
  for (let attempt = 0; attempt < 50; attempt++) {
    const id = `${probe}-${attempt}`;
    await collection.insertOne({ _id: id } as T);
    await collection.deleteOne({ _id: id });
    try {
      await vi.waitFor(
        () => {
          if (!seen(id)) throw new Error('not live yet');
        },
        { timeout: 200, interval: 5 },
      );
      events.length = 0;
      return;
    } catch {
      // Not live yet: probe again.
    }
  }
  throw new Error(`watch on ${collection.name} never became live`);
}
