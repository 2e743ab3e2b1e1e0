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

/** A database whose watch() hands out fake streams, recording each call. */
function fakeDb() {
  const streams: FakeStream[] = [];
  const watch = vi.fn(() => {
    const stream = new FakeStream();
    streams.push(stream);
    return stream;
  });
  return { db: { watch } as unknown as Pick<Db, 'watch'>, streams, watch };
}

const update = (coll: string, id: string) => ({
  operationType: 'update',
  ns: { db: 'packmeet', coll },
  documentKey: { _id: id },
  fullDocument: { _id: id, seen: true },
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
});
