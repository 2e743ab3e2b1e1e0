/** Reads: insertOne, find, findOne, countDocuments, filters, sort, skip, limit and projection. */
import { beforeEach, describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../document-store.port.js';
import { rex, max, seed, seedOne, byId } from './fixtures.js';
import type { ContractSuite } from './suite.js';

export function queriesSuite({ store, dogs }: ContractSuite): void {
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
      const missing = store().collection('never-written');
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

    it("reports each collection's documents and approximate bytes", async () => {
      await seed(dogs());
      await store().collection('cats').insertOne({ _id: 'c1', name: 'Tom' });
      const stats = await store().collectionStats();
      const of = (name: string) => stats.find((entry) => entry.name === name);
      const json = (await dogs().find()).reduce((sum, dog) => sum + JSON.stringify(dog).length, 0);
      expect(of(dogs().name)?.documents).toBe(4);
      // JSON length (memory) or BSON size (MongoDB): the same order of magnitude.
      expect(of(dogs().name)?.bytes).toBeGreaterThan(json / 3);
      expect(of(dogs().name)?.bytes).toBeLessThan(json * 3);
      expect(of('cats')).toMatchObject({ documents: 1 });
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
      expect(await ids({ walks: { $elemMatch: { day: 'mon', km: { $gte: 2 } } } })).toEqual(['d1']);
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
      expect(await ids({ $or: [{ breed: 'beagle' }, { age: { $lt: 2 } }] })).toEqual(['d2', 'd4']);
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
      const mixed = store().collection('mixed');
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
      expect(ascending).toEqual(['missing', 'null', 'number', 'string', 'object', 'bool', 'date']);
      const descending = (await mixed.find({}, { sort: { value: -1, _id: 1 } })).map((d) => d._id);
      expect(descending).toEqual(['date', 'bool', 'object', 'string', 'number', 'missing', 'null']);
    });

    it('sorts by $natural: insertion order forwards or backwards, kept by an update, a re-insert last', async () => {
      const walks = store().collection('walks');
      await walks.createIndex({ keys: { park: 1 } });
      const parks = { w3: 'north', w1: 'south', w4: 'north', w2: 'south', w5: 'north' };
      for (const [id, park] of Object.entries(parks)) {
        await walks.insertOne({ _id: id, park, notes: '' });
      }
      // A document that grows in place keeps its place; one deleted and inserted again goes last.
      await walks.updateOne({ _id: 'w1' }, { $set: { notes: 'x'.repeat(2_000) } });
      await walks.deleteOne({ _id: 'w4' });
      await walks.insertOne({ _id: 'w4', park: 'north', notes: '' });
      const natural = async (direction: 1 | -1, filter = {}, options = {}) =>
        (await walks.find(filter, { sort: { $natural: direction }, ...options })).map((w) => w._id);
      expect(await natural(1)).toEqual(['w3', 'w1', 'w2', 'w5', 'w4']);
      expect(await natural(-1)).toEqual(['w4', 'w5', 'w2', 'w1', 'w3']);
      expect(await natural(-1, {}, { limit: 2 })).toEqual(['w4', 'w5']);
      expect(await natural(-1, {}, { skip: 1, limit: 2 })).toEqual(['w5', 'w2']);
      // With a filter an index serves, and with one it does not.
      expect(await natural(-1, { park: 'south' })).toEqual(['w2', 'w1']);
      expect(await natural(-1, { park: 'north' }, { limit: 2 })).toEqual(['w4', 'w5']);
      expect(await natural(1, { notes: '' }, { limit: 2 })).toEqual(['w3', 'w2']);
      expect(await natural(-1, { notes: { $ne: '' } }, { limit: 2 })).toEqual(['w1']);
      const [newest] = await walks.find(
        { park: 'north' },
        { sort: { $natural: -1 }, limit: 1, projection: { park: 1 } },
      );
      expect(newest).toEqual({ _id: 'w4', park: 'north' });
    });

    it('refuses $natural beside other sort keys, or in a direction other than 1 or -1', async () => {
      await expect(dogs().find({}, { sort: { $natural: -1, age: 1 } })).rejects.toThrow(
        /\$natural/,
      );
      await expect(dogs().find({}, { sort: { $natural: 2 as 1 } })).rejects.toThrow(/\$natural/);
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
}
