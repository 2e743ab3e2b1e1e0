/** Guarded and bulk writes: the _position guard, indexes, deletes, bulkWrite, and whole collections. */
import { beforeEach, describe, expect, it } from 'vitest';
import { BulkWriteError, DuplicateKeyError } from '../document-store.port.js';
import { byId, rex, seed } from './fixtures.js';
import type { ContractSuite } from './suite.js';

export function writesSuite({ store, dogs }: ContractSuite): void {
  describe('the _position guard (idempotent projection writes)', () => {
    const apply = (id: string, position: number, title: string) =>
      store()
        .collection('meetups')
        .updateOne(
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
      expect(await store().collection('meetups').findOne({ _id: 'm1' })).toEqual({
        _id: 'm1',
        _position: 7,
        title: 'second',
        updates: 2,
        createdAt: 5,
      });
    });

    it('treats a document without _position as not matching (type bracketing), so a duplicate', async () => {
      await store().collection('meetups').insertOne({ _id: 'm2', title: 'unguarded' });
      await expect(apply('m2', 1, 'x')).rejects.toBeInstanceOf(DuplicateKeyError);
    });

    it('stores a new document as _id, then its fields in name order, with its own copy of nested values', async () => {
      const tags = ['calm'];
      await store().collection('meetups').insertOne({ _id: 'm0' });
      await store()
        .collection('meetups')
        .updateOne(
          { _id: 'm4', _position: { $lt: 3 } },
          {
            $set: { zeta: 1, alpha: { tags }, _position: 3, skipped: undefined },
            $setOnInsert: { mid: 'x' },
          },
          { upsert: true },
        );
      tags.push('mutated');
      const stored = await store().collection('meetups').findOne({ _id: 'm4' });
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
      const meetups = store().collection('meetups');
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
      const meetups = store().collection('meetups');
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
    const members = () => store().collection('members');

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
      expect(await store().listCollections()).toEqual([]);
      await store().collection('b').insertOne({ _id: '1' });
      await store()
        .collection('a')
        .createIndex({ keys: { x: 1 } });
      await store()
        .collection('c')
        .updateOne({ _id: 'x' }, { $set: { y: 1 } });
      expect(await store().listCollections()).toEqual(['a', 'b']);
      await store().collection('b').deleteMany();
      expect(await store().listCollections()).toEqual(['a', 'b']);
      await store().collection('b').drop();
      expect(await store().listCollections()).toEqual(['a']);
    });

    it('drop removes documents and indexes and tells whether the collection existed', async () => {
      const members = store().collection('members');
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
      const live = store().collection('meetups');
      const next = store().collection('meetups_next');
      await live.insertOne({ _id: 'old', title: 'stale' });
      await next.createIndex({ keys: { slug: 1 }, unique: true });
      await next.insertOne({ _id: 'n1', slug: 'a' });
      await next.insertOne({ _id: 'n2', slug: 'b' });
      await store().renameCollection('meetups_next', 'meetups');
      expect(byId(await live.find())).toEqual(['n1', 'n2']);
      expect(await next.find()).toEqual([]);
      expect(await store().listCollections()).toEqual(['meetups']);
      await expect(live.insertOne({ _id: 'n3', slug: 'a' })).rejects.toBeInstanceOf(
        DuplicateKeyError,
      );
    });

    it('renameCollection to a new name; renaming a missing collection fails', async () => {
      await store().collection('a').insertOne({ _id: '1' });
      await store().renameCollection('a', 'b');
      expect(await store().listCollections()).toEqual(['b']);
      expect(byId(await store().collection('b').find())).toEqual(['1']);
      await expect(store().renameCollection('missing', 'c')).rejects.toThrow();
    });
  });
}
