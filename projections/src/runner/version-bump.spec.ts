import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UserRegistered } from '@packmeet/backend/contracts/events';
import { defineProjection, upsert } from '../projection.js';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { eventStoreWith, silentLogger } from '../testing/projection-testing.js';
import { BlueGreenReplay } from './blue-green-replay.js';
import { CHECKPOINTS } from './checkpoint.js';
import { ProjectionRunner } from './projection-runner.js';

const registered = (userId: string) =>
  UserRegistered({
    userId,
    username: userId,
    email: `${userId}@example.com`,
    passwordHash: 'hash',
    firstName: 'F',
    lastName: 'L',
    city: 'Austin',
    state: 'TX',
    isTrainer: false,
  });

/** Version 1 keeps the username; version 2 keeps it upper-cased. */
const people = (version: 1 | 2) =>
  defineProjection({
    name: 'people',
    version,
    collections: ['people'],
    handlers: {
      UserRegistered: ({ data }) => [
        upsert('people', data.userId, {
          $set: { name: version === 1 ? data.username : data.username.toUpperCase() },
        }),
      ],
    },
  });

describe('a projection version bump on a read store that outlives the worker', () => {
  it('keeps the old version serving while the new one rebuilds blue/green, then switches', async () => {
    const events = await eventStoreWith([registered('ada'), registered('bo')]);
    const store = new MemoryDocumentStore();
    const before = new ProjectionRunner({
      events,
      store,
      projections: [people(1)],
      logger: silentLogger,
    });
    await before.start();
    await before.stop();

    // The upgraded worker starts: the old read model keeps serving, untouched.
    const runner = new ProjectionRunner({
      events,
      store,
      projections: [people(2)],
      logger: silentLogger,
      keepStaleVersions: true,
    });
    await runner.start();
    expect(runner.stale()).toEqual(['people']);
    expect(await store.collection('people').findOne({ _id: 'ada' })).toMatchObject({ name: 'ada' });
    expect(runner.status()[0]).toMatchObject({ version: 1 });

    // Commands meanwhile are not held up by the projection waiting for its rebuild.
    const appended = await events.append(
      `user-${randomUUID()}`,
      [
        {
          eventId: randomUUID(),
          type: 'UserRegistered',
          data: registered('cy').data,
          metadata: {
            correlationId: 'c',
            causationId: 'c',
            userId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: 1,
          },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    expect(await runner.waitFor(appended.position, 1_000)).toBe(true);
    expect(await store.collection('people').findOne({ _id: 'cy' })).toBeNull();

    await new BlueGreenReplay({
      live: runner,
      events,
      store,
      projections: [people(2)],
      logger: silentLogger,
    }).run();

    expect(runner.stale()).toEqual([]);
    expect(await store.collection('people').find({}, { sort: { _id: 1 } })).toMatchObject([
      { _id: 'ada', name: 'ADA' },
      { _id: 'bo', name: 'BO' },
      { _id: 'cy', name: 'CY' },
    ]);
    expect(await store.collection(CHECKPOINTS).findOne({ _id: 'people' })).toMatchObject({
      version: 2,
      state: 'live',
    });
    await runner.stop();
  });
});
