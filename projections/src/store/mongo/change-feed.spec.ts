import { EventEmitter } from 'node:events';
import type { Db } from 'mongodb';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeEvent } from '../document-store.port.js';
import { ChangeFeed } from './change-feed.js';

/** The driver's change stream as the feed uses it: events, and close(). */
class FakeStream extends EventEmitter {
  closed = false;
  async close() {
    this.closed = true;
  }
}

/**
 * A database whose watch() hands out fake streams, recording each call, and
 * whose findOne() answers from `documents` when the test lets it (`lookups`).
 */
function fakeDb() {
  const streams: FakeStream[] = [];
  const watch = vi.fn((..._args: unknown[]) => {
    const stream = new FakeStream();
    streams.push(stream);
    return stream;
  });
  const documents = new Map<string, Record<string, unknown>>();
  const lookups: { collection: string; id: string; answer: () => void }[] = [];
  const collection = (name: string) => ({
    findOne: ({ _id }: { _id: string }) =>
      new Promise((resolve) =>
        lookups.push({
          collection: name,
          id: _id,
          answer: () => resolve(documents.get(`${name}/${_id}`) ?? null),
        }),
      ),
  });
  const db = { watch, collection } as unknown as Pick<Db, 'watch' | 'collection'>;
  return { db, streams, watch, documents, lookups };
}

/** An update as a stream without `updateLookup` delivers it: the key, no document. */
const update = (coll: string, id: string) => ({
  operationType: 'update',
  ns: { db: 'packmeet', coll },
  documentKey: { _id: id },
  updateDescription: { updatedFields: { seen: true }, removedFields: [] },
});
const insert = (coll: string, id: string) => ({
  operationType: 'insert',
  ns: { db: 'packmeet', coll },
  documentKey: { _id: id },
  fullDocument: { _id: id, inserted: true },
});

describe('MongoDB change feed', () => {
  it('serves every collection’s watchers from one change stream', () => {
    const { db, streams, watch } = fakeDb();
    const feed = new ChangeFeed(db);
    const users: ChangeEvent[] = [];
    const meetups: ChangeEvent[] = [];
    for (let index = 0; index < 11; index++) feed.watch('users', (change) => users.push(change));
    for (let index = 0; index < 11; index++)
      feed.watch('meetups', (change) => meetups.push(change));
    expect(watch).toHaveBeenCalledTimes(1);

    streams[0]!.emit('change', update('users', 'u1'));
    streams[0]!.emit('change', update('rsvps', 'r1'));
    expect(users).toHaveLength(11);
    expect(users[0]).toMatchObject({ operationType: 'update', documentKey: { _id: 'u1' } });
    expect(meetups).toHaveLength(0);

    // A rename onto a watched name replaces everything under it.
    streams[0]!.emit('change', {
      operationType: 'rename',
      ns: { db: 'packmeet', coll: 'meetups__replay' },
      to: { db: 'packmeet', coll: 'meetups' },
    });
    expect(meetups).toHaveLength(11);
    expect(meetups[0]).toEqual({ operationType: 'drop', collection: 'meetups' });
  });

  it('a stream the driver could not resume: listeners see a drop (caches start afresh), the feed reopens, nothing throws', async () => {
    vi.useFakeTimers();
    try {
      const { db, streams, watch } = fakeDb();
      const feed = new ChangeFeed(db, { firstDelayMs: 100, maxDelayMs: 1_000 });
      const seen: ChangeEvent[] = [];
      feed.watch('users', (change) => seen.push(change));

      streams[0]!.emit('error', new Error('resume token not found in the oplog'));
      expect(seen).toEqual([{ operationType: 'drop', collection: 'users' }]);
      expect(streams[0]!.closed).toBe(true);
      expect(watch).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(100);
      expect(watch).toHaveBeenCalledTimes(2);
      streams[1]!.emit('change', update('users', 'u2'));
      expect(seen.at(-1)).toMatchObject({ documentKey: { _id: 'u2' } });
      expect(feed.opened).toBe(2);
      await feed.close();
      expect(streams[1]!.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes its stream when the last watcher leaves, and opens one again for the next', async () => {
    const { db, streams, watch } = fakeDb();
    const feed = new ChangeFeed(db);
    const first = feed.watch('users', () => {});
    await first.close();
    expect(streams[0]!.closed).toBe(true);
    feed.watch('users', () => {});
    expect(watch).toHaveBeenCalledTimes(2);
    await feed.close();
  });

  it('reads an updated document only for watchers that asked for it, keeping the stream’s order', async () => {
    const { db, streams, watch, documents, lookups } = fakeDb();
    const feed = new ChangeFeed(db);
    const byKey: ChangeEvent[] = [];
    const withDocuments: ChangeEvent[] = [];
    feed.watch('rsvps', (change) => byKey.push(change));
    feed.watch('checkpoints', (change) => byKey.push(change));
    feed.watch('checkpoints', (change) => withDocuments.push(change), {
      fullDocument: 'updateLookup',
    });
    // The server reads no document for anyone: the one stream asks for none.
    expect(watch).toHaveBeenCalledTimes(1);
    expect(watch.mock.calls[0]).toEqual([[]]);

    // No watcher of rsvps wants documents: delivered at once, by key, nothing read.
    streams[0]!.emit('change', update('rsvps', 'm1:u1'));
    expect(byKey).toEqual([
      { operationType: 'update', collection: 'rsvps', documentKey: { _id: 'm1:u1' } },
    ]);
    expect(lookups).toHaveLength(0);

    // An update of checkpoints is read for the watcher that asked; what follows waits behind it.
    documents.set('checkpoints/meetups', { _id: 'meetups', position: '7' });
    streams[0]!.emit('change', update('checkpoints', 'meetups'));
    streams[0]!.emit('change', insert('checkpoints', 'users'));
    streams[0]!.emit('change', update('rsvps', 'm1:u2'));
    expect(lookups.map(({ collection, id }) => `${collection}/${id}`)).toEqual([
      'checkpoints/meetups',
    ]);
    expect(withDocuments).toEqual([]);
    expect(byKey).toHaveLength(1);

    lookups[0]!.answer();
    await vi.waitFor(() => expect(byKey).toHaveLength(4));
    expect(withDocuments).toEqual([
      {
        operationType: 'update',
        collection: 'checkpoints',
        documentKey: { _id: 'meetups' },
        fullDocument: { _id: 'meetups', position: '7' },
      },
      {
        operationType: 'insert',
        collection: 'checkpoints',
        documentKey: { _id: 'users' },
        fullDocument: { _id: 'users', inserted: true },
      },
    ]);
    expect(byKey.slice(1).map((change) => [change.documentKey?._id, change.fullDocument])).toEqual([
      ['meetups', undefined],
      ['users', { _id: 'users', inserted: true }],
      ['m1:u2', undefined],
    ]);
    // Later changes are delivered at once again.
    streams[0]!.emit('change', update('rsvps', 'm1:u3'));
    expect(byKey).toHaveLength(5);
    await feed.close();
  });
});
