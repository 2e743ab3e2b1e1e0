/** Change streams: what watch reports, and when. */
import { describe, expect, it } from 'vitest';
import { type ChangeEvent } from '../document-store.port.js';
import { type Dog, rex, seed, until, untilLive } from './fixtures.js';
import type { ContractSuite } from './suite.js';

export function watchSuite({ store, dogs, watch, streams }: ContractSuite): void {
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
      await store().collection('cats').insertOne({ _id: 'c1' });
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
      const live = store().collection('meetups');
      const next = store().collection('meetups_next');
      await live.insertOne({ _id: 'old' });
      const liveEvents = await watch(live, { fullDocument: 'updateLookup' });
      const nextEvents = await watch(next);
      await next.insertOne({ _id: 'n1', title: 'fresh' });
      await until(() => nextEvents.length === 1);
      await store().renameCollection('meetups_next', 'meetups');
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
}
