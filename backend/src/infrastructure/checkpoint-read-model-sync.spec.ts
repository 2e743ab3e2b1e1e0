import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { defineProjection, upsert } from '@packmeet/projections/projection';
import { CHECKPOINTS, type CheckpointDocument } from '@packmeet/projections/runner/checkpoint';
import { fromPositionKey } from '@packmeet/projections/runner/position-key';
import { ProjectionRunner } from '@packmeet/projections/runner/projection-runner';
import { MemoryDocumentStore } from '@packmeet/projections/store/memory.document-store';
import { InMemoryEventStore } from '../event-store/in-memory.event-store.js';
import { CheckpointReadModelSync } from './checkpoint-read-model-sync.js';

const noted = defineProjection({
  name: 'noted',
  version: 1,
  collections: ['noted'],
  handlers: {
    UserRegistered: ({ data }) => [upsert('noted', data.userId, { $set: { seen: true } })],
  },
});

const append = (events: InMemoryEventStore) =>
  events.append(
    `user-${randomUUID()}`,
    [
      {
        eventId: randomUUID(),
        type: 'UserRegistered',
        data: { userId: randomUUID() },
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

/*
 * An API process without projections waits for the worker's checkpoints. The
 * worker's runner and the API's watcher share one read store here, as they
 * share MongoDB in compose mode.
 */
describe('read-your-writes against the worker’s checkpoints', () => {
  it('one watcher serves a hundred waiting commands: each answers once its position is checkpointed, without polling per command', async () => {
    const events = new InMemoryEventStore();
    const store = new MemoryDocumentStore();
    const worker = new ProjectionRunner({
      events,
      store,
      projections: [noted],
      logger: { info: () => {}, error: () => {} },
    });
    await worker.start();
    const checkpoints = store.collection<CheckpointDocument>(CHECKPOINTS);
    const reads = vi.spyOn(checkpoints, 'find');
    const sync = new CheckpointReadModelSync(checkpoints, ['noted']);

    // A hundred commands' appends, waiting at once while the worker folds them.
    const appended = await Promise.all(Array.from({ length: 100 }, () => append(events)));
    await Promise.all(appended.map(({ position }) => sync.waitFor(position)));

    const head = appended.map(({ position }) => position).reduce((a, b) => (a > b ? a : b));
    const stored = await checkpoints.findOne({ _id: 'noted' });
    expect(fromPositionKey(stored!.position)).toBeGreaterThanOrEqual(head);
    expect(await store.collection('noted').countDocuments()).toBe(100);
    // The first load only (the safety read runs once a second, and the folds took less).
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
    await sync.close();
    await worker.stop();
  });

  it('does not wait for a failed projection, and gives up after its timeout', async () => {
    const store = new MemoryDocumentStore();
    const checkpoints = store.collection<CheckpointDocument>(CHECKPOINTS);
    const sync = new CheckpointReadModelSync(checkpoints, ['a', 'b'], 200);
    const document = (id: string, position: string, state: CheckpointDocument['state']) => ({
      _id: id,
      version: 1,
      position,
      state,
      lastError: null,
      updatedAt: new Date().toISOString(),
    });
    await checkpoints.insertOne(document('a', '5', 'live'));
    await checkpoints.insertOne(document('b', '1', 'live'));
    let answered = false;
    const waiting = sync.waitFor(3n).then(() => (answered = true));
    await vi.waitFor(() => expect(sync.reads).toBe(1));
    expect(answered).toBe(false);
    await checkpoints.updateOne({ _id: 'b' }, { $set: { state: 'failed' } });
    await waiting;
    expect(answered).toBe(true);

    await checkpoints.updateOne({ _id: 'b' }, { $set: { state: 'live' } });
    // Never reached: the wait ends at its timeout rather than hanging the command.
    await sync.waitFor(9n);
    await sync.close();
  });
});
