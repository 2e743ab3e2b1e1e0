/** Writing and reading back: append, readStream, expected revisions, idempotent retries, readAll and headPosition. */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  START,
  type EventStore,
  type ExpectedRevision,
} from '../event-store.port.js';
import { anEvent, collect, streamPrefix, ownEventsInAll } from './support.js';

export function writesContract(store: () => EventStore): void {
  let prefix: string;
  const stream = (name: string) => `${prefix}-${name}`;

  describe('append and readStream', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('stores every field and numbers revisions from 0', async () => {
      const first = anEvent('DogAdded', { name: 'Rex', tags: ['calm'], age: 3 });
      const second = anEvent('DogRenamed', { name: 'Max' });
      const result = await store().append(stream('a'), [first, second], {
        expectedRevision: 'no_stream',
      });

      expect(result.nextExpectedRevision).toBe(1n);
      expect(result.position).toBeGreaterThan(START);
      const events = await collect(store().readStream(stream('a')));
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({ ...first, streamName: stream('a'), revision: 0n });
      expect(events[1]).toMatchObject({ ...second, streamName: stream('a'), revision: 1n });
      expect(events[1]!.position).toBe(result.position);
      expect(events[0]!.position).toBeLessThan(events[1]!.position);
    });

    it('reads from a revision, and reads nothing from a stream that does not exist', async () => {
      await store().append(stream('b'), [anEvent(), anEvent(), anEvent()], {
        expectedRevision: 'no_stream',
      });
      const fromOne = await collect(store().readStream(stream('b'), 1n));
      expect(fromOne.map((event) => event.revision)).toEqual([1n, 2n]);
      expect(await collect(store().readStream(stream('missing')))).toEqual([]);
    });

    it('refuses an empty append', async () => {
      await expect(
        store().append(stream('empty'), [], { expectedRevision: 'any' }),
      ).rejects.toThrow(/at least one event/);
    });
  });

  describe('expected revision', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    const cases: { name: string; setup: number; expected: ExpectedRevision; ok: boolean }[] = [
      { name: 'no_stream on a new stream', setup: 0, expected: 'no_stream', ok: true },
      { name: 'no_stream on an existing stream', setup: 1, expected: 'no_stream', ok: false },
      { name: 'stream_exists on a new stream', setup: 0, expected: 'stream_exists', ok: false },
      {
        name: 'stream_exists on an existing stream',
        setup: 2,
        expected: 'stream_exists',
        ok: true,
      },
      { name: 'any on a new stream', setup: 0, expected: 'any', ok: true },
      { name: 'any on an existing stream', setup: 3, expected: 'any', ok: true },
      { name: 'the exact last revision', setup: 2, expected: 1n, ok: true },
      { name: 'a stale revision', setup: 3, expected: 1n, ok: false },
      { name: 'a revision ahead of the stream', setup: 1, expected: 4n, ok: false },
      { name: 'revision 0 on a new stream', setup: 0, expected: 0n, ok: false },
    ];

    for (const { name, setup, expected, ok } of cases) {
      it(`${ok ? 'accepts' : 'refuses'} ${name}`, async () => {
        const target = stream(randomUUID());
        if (setup > 0) {
          await store().append(
            target,
            Array.from({ length: setup }, () => anEvent()),
            { expectedRevision: 'no_stream' },
          );
        }
        const attempt = store().append(target, [anEvent()], { expectedRevision: expected });
        if (ok) {
          await expect(attempt).resolves.toMatchObject({ nextExpectedRevision: BigInt(setup) });
        } else {
          await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
          expect(await collect(store().readStream(target))).toHaveLength(setup);
        }
      });
    }

    it('lets exactly one of many concurrent writers at the same revision win', async () => {
      const target = stream('race');
      await store().append(target, [anEvent()], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          store().append(target, [anEvent()], { expectedRevision: 0n }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConcurrencyError);
      }
      expect(await collect(store().readStream(target))).toHaveLength(2);
    });

    it('appends a multi-event batch all or nothing', async () => {
      const target = stream('batch');
      await store().append(target, [anEvent()], { expectedRevision: 'no_stream' });
      await expect(
        store().append(target, [anEvent(), anEvent(), anEvent()], { expectedRevision: 5n }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await collect(store().readStream(target))).toHaveLength(1);
    });
  });

  describe('idempotent retries', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('stores a retried append once and returns the first outcome', async () => {
      const batch = [anEvent(), anEvent()];
      const first = await store().append(stream('retry'), batch, { expectedRevision: 'no_stream' });
      const again = await store().append(stream('retry'), batch, { expectedRevision: 'no_stream' });
      expect(again).toEqual(first);
      expect(await collect(store().readStream(stream('retry')))).toHaveLength(2);
      expect(await ownEventsInAll(store(), prefix)).toHaveLength(2);
    });

    it('treats a retry with expectedRevision any as a no-op too', async () => {
      const batch = [anEvent()];
      const first = await store().append(stream('retry-any'), batch, { expectedRevision: 'any' });
      const again = await store().append(stream('retry-any'), batch, { expectedRevision: 'any' });
      expect(again).toEqual(first);
      expect(await collect(store().readStream(stream('retry-any')))).toHaveLength(1);
    });
  });

  describe('readAll and headPosition', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('returns every stream in global order, after a position (exclusive)', async () => {
      await store().append(stream('x'), [anEvent('A')], { expectedRevision: 'no_stream' });
      await store().append(stream('y'), [anEvent('B'), anEvent('C')], {
        expectedRevision: 'no_stream',
      });
      await store().append(stream('x'), [anEvent('D')], { expectedRevision: 0n });

      const all = await ownEventsInAll(store(), prefix);
      expect(all.map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
      const positions = all.map((event) => event.position);
      expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);
      expect(new Set(positions).size).toBe(4);

      const afterB = await ownEventsInAll(store(), prefix, all[1]!.position);
      expect(afterB.map((event) => event.type)).toEqual(['C', 'D']);
      expect(await store().headPosition()).toBeGreaterThanOrEqual(all[3]!.position);
    });
  });
}
