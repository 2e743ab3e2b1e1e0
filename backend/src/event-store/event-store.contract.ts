import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  START,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type StoredEvent,
} from './event-store.port.js';

/*
 * The one contract every event-store adapter passes. Streams get a fresh
 * prefix per test so the suite also runs against a shared EventStoreDB whose
 * $all holds other events; $all assertions therefore filter by that prefix.
 */

export function anEvent(type = 'SomethingHappened', data: unknown = { n: 1 }): EventToAppend {
  const eventId = randomUUID();
  return {
    eventId,
    type,
    data,
    metadata: {
      correlationId: randomUUID(),
      causationId: eventId,
      userId: 'user-1',
      occurredAt: new Date('2026-11-22T10:00:00.000Z').toISOString(),
      schemaVersion: 1,
    },
  };
}

export async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

function streamPrefix(): string {
  return `contract_${randomUUID().replaceAll('-', '')}`;
}

async function ownEventsInAll(store: EventStore, prefix: string, from = START) {
  return (await collect(store.readAll(from))).filter((event) =>
    event.streamName.startsWith(prefix),
  );
}

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export function eventStoreContract(makeStore: () => Promise<EventStore>): void {
  let store: EventStore;
  let prefix: string;

  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => {
    await store.close();
  });

  const stream = (name: string) => `${prefix}-${name}`;

  describe('append and readStream', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('stores every field and numbers revisions from 0', async () => {
      const first = anEvent('DogAdded', { name: 'Rex', tags: ['calm'], age: 3 });
      const second = anEvent('DogRenamed', { name: 'Max' });
      const result = await store.append(stream('a'), [first, second], {
        expectedRevision: 'no_stream',
      });

      expect(result.nextExpectedRevision).toBe(1n);
      expect(result.position).toBeGreaterThan(START);
      const events = await collect(store.readStream(stream('a')));
      expect(events).toHaveLength(2);
      expect(events[0]).toMatchObject({ ...first, streamName: stream('a'), revision: 0n });
      expect(events[1]).toMatchObject({ ...second, streamName: stream('a'), revision: 1n });
      expect(events[1]!.position).toBe(result.position);
      expect(events[0]!.position).toBeLessThan(events[1]!.position);
    });

    it('reads from a revision, and reads nothing from a stream that does not exist', async () => {
      await store.append(stream('b'), [anEvent(), anEvent(), anEvent()], {
        expectedRevision: 'no_stream',
      });
      const fromOne = await collect(store.readStream(stream('b'), 1n));
      expect(fromOne.map((event) => event.revision)).toEqual([1n, 2n]);
      expect(await collect(store.readStream(stream('missing')))).toEqual([]);
    });

    it('refuses an empty append', async () => {
      await expect(store.append(stream('empty'), [], { expectedRevision: 'any' })).rejects.toThrow(
        /at least one event/,
      );
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
          await store.append(
            target,
            Array.from({ length: setup }, () => anEvent()),
            { expectedRevision: 'no_stream' },
          );
        }
        const attempt = store.append(target, [anEvent()], { expectedRevision: expected });
        if (ok) {
          await expect(attempt).resolves.toMatchObject({ nextExpectedRevision: BigInt(setup) });
        } else {
          await expect(attempt).rejects.toBeInstanceOf(ConcurrencyError);
          expect(await collect(store.readStream(target))).toHaveLength(setup);
        }
      });
    }

    it('lets exactly one of many concurrent writers at the same revision win', async () => {
      const target = stream('race');
      await store.append(target, [anEvent()], { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          store.append(target, [anEvent()], { expectedRevision: 0n }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toBeInstanceOf(ConcurrencyError);
      }
      expect(await collect(store.readStream(target))).toHaveLength(2);
    });

    it('appends a multi-event batch all or nothing', async () => {
      const target = stream('batch');
      await store.append(target, [anEvent()], { expectedRevision: 'no_stream' });
      await expect(
        store.append(target, [anEvent(), anEvent(), anEvent()], { expectedRevision: 5n }),
      ).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await collect(store.readStream(target))).toHaveLength(1);
    });
  });

  describe('idempotent retries', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('stores a retried append once and returns the first outcome', async () => {
      const batch = [anEvent(), anEvent()];
      const first = await store.append(stream('retry'), batch, { expectedRevision: 'no_stream' });
      const again = await store.append(stream('retry'), batch, { expectedRevision: 'no_stream' });
      expect(again).toEqual(first);
      expect(await collect(store.readStream(stream('retry')))).toHaveLength(2);
      expect(await ownEventsInAll(store, prefix)).toHaveLength(2);
    });

    it('treats a retry with expectedRevision any as a no-op too', async () => {
      const batch = [anEvent()];
      const first = await store.append(stream('retry-any'), batch, { expectedRevision: 'any' });
      const again = await store.append(stream('retry-any'), batch, { expectedRevision: 'any' });
      expect(again).toEqual(first);
      expect(await collect(store.readStream(stream('retry-any')))).toHaveLength(1);
    });
  });

  describe('readAll and headPosition', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('returns every stream in global order, after a position (exclusive)', async () => {
      await store.append(stream('x'), [anEvent('A')], { expectedRevision: 'no_stream' });
      await store.append(stream('y'), [anEvent('B'), anEvent('C')], {
        expectedRevision: 'no_stream',
      });
      await store.append(stream('x'), [anEvent('D')], { expectedRevision: 0n });

      const all = await ownEventsInAll(store, prefix);
      expect(all.map((event) => event.type)).toEqual(['A', 'B', 'C', 'D']);
      const positions = all.map((event) => event.position);
      expect([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(positions);
      expect(new Set(positions).size).toBe(4);

      const afterB = await ownEventsInAll(store, prefix, all[1]!.position);
      expect(afterB.map((event) => event.type)).toEqual(['C', 'D']);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(all[3]!.position);
    });
  });

  describe('subscribeToAll', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('catches up, reports caught up, then delivers live events in order', async () => {
      await store.append(stream('s'), [anEvent('Old1'), anEvent('Old2')], {
        expectedRevision: 'no_stream',
      });
      const seen: StoredEvent[] = [];
      let caughtUp = false;
      const subscription = store.subscribeToAll(
        START,
        (event) => {
          if (event.streamName.startsWith(prefix)) seen.push(event);
        },
        { onCaughtUp: () => (caughtUp = true) },
      );
      await waitUntil(() => caughtUp);
      expect(seen.map((event) => event.type)).toEqual(['Old1', 'Old2']);

      await store.append(stream('s'), [anEvent('New1')], { expectedRevision: 1n });
      await store.append(stream('t'), [anEvent('New2')], { expectedRevision: 'no_stream' });
      await waitUntil(() => seen.length === 4);
      expect(seen.map((event) => event.type)).toEqual(['Old1', 'Old2', 'New1', 'New2']);
      await subscription.stop();

      await store.append(stream('s'), [anEvent('AfterStop')], { expectedRevision: 2n });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toHaveLength(4);
    });

    it('delivers every field of every event, as appended', async () => {
      const appended = [anEvent('Full1', { n: 1, nested: { ok: true } }), anEvent('Full2')];
      appended[1]!.metadata.userId = null;
      await store.append(stream('full'), appended, { expectedRevision: 'no_stream' });
      const seen: StoredEvent[] = [];
      let caughtUp = false;
      const subscription = store.subscribeToAll(
        START,
        (event) => {
          if (event.streamName === stream('full')) seen.push(event);
        },
        { onCaughtUp: () => (caughtUp = true) },
      );
      await waitUntil(() => caughtUp && seen.length === 2);
      await subscription.stop();
      const read = (await collect(store.readAll(START))).filter(
        (event) => event.streamName === stream('full'),
      );
      const fields = (event: StoredEvent) => ({
        eventId: event.eventId,
        type: event.type,
        data: event.data,
        streamName: event.streamName,
        revision: event.revision,
        position: event.position,
        metadata: {
          correlationId: event.metadata.correlationId,
          causationId: event.metadata.causationId,
          userId: event.metadata.userId,
          occurredAt: event.metadata.occurredAt,
          schemaVersion: event.metadata.schemaVersion,
        },
      });
      const expected = appended.map((event, index) => ({
        ...event,
        streamName: stream('full'),
        revision: BigInt(index),
        position: seen[index]!.position,
      }));
      expect(seen.map(fields)).toEqual(expected);
      expect(read.map(fields)).toEqual(expected);
      expect((await collect(store.readStream(stream('full')))).map(fields)).toEqual(expected);
    });

    it('resumes after a checkpoint without repeating it', async () => {
      const own = await ownEventsInAll(store, prefix);
      const checkpoint = own[1]!.position;
      const seen: string[] = [];
      const subscription = store.subscribeToAll(checkpoint, (event) => {
        if (event.streamName.startsWith(prefix)) seen.push(event.type);
      });
      await waitUntil(() => seen.length === own.length - 2);
      expect(seen).toEqual(own.slice(2).map((event) => event.type));
      await subscription.stop();
    });

    it('awaits the handler before delivering the next event', async () => {
      const target = stream('slow');
      const head = await store.headPosition();
      const log: string[] = [];
      const subscription = store.subscribeToAll(head, async (event) => {
        if (!event.streamName.startsWith(prefix)) return;
        log.push(`start ${event.type}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
        log.push(`end ${event.type}`);
      });
      await store.append(target, [anEvent('P'), anEvent('Q')], { expectedRevision: 'no_stream' });
      await waitUntil(() => log.length === 4);
      expect(log).toEqual(['start P', 'end P', 'start Q', 'end Q']);
      await subscription.stop();
    });

    it('stops and reports when the handler throws', async () => {
      const target = stream('boom');
      const head = await store.headPosition();
      let reported: unknown;
      let calls = 0;
      store.subscribeToAll(
        head,
        (event) => {
          if (!event.streamName.startsWith(prefix)) return;
          calls += 1;
          throw new Error('projection bug');
        },
        { onError: (error) => (reported = error) },
      );
      await store.append(target, [anEvent(), anEvent()], { expectedRevision: 'no_stream' });
      await waitUntil(() => reported !== undefined);
      expect((reported as Error).message).toBe('projection bug');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toBe(1);
    });
  });

  describe('model-based properties', () => {
    /*
     * fast-check drives random sequences of appends (with every kind of
     * expected revision, right or wrong) and retries of earlier appends
     * against the adapter and against a trivial model: a map of stream ->
     * event ids. After every step both must agree.
     */
    interface Model {
      streams: Map<string, string[]>;
      history: { stream: string; batch: EventToAppend[]; expected: ExpectedRevision }[];
    }
    interface Real {
      store: EventStore;
      prefix: string;
    }

    const expectationFor = (kind: number, length: number): ExpectedRevision => {
      switch (kind) {
        case 0:
          return 'no_stream';
        case 1:
          return 'stream_exists';
        case 2:
          return 'any';
        case 3:
          return BigInt(Math.max(length - 1, 0));
        default:
          return BigInt(Math.max(length + kind - 5, 0));
      }
    };

    class AppendCommand implements fc.AsyncCommand<Model, Real> {
      constructor(
        readonly streamIndex: number,
        readonly size: number,
        readonly kind: number,
      ) {}
      check = () => true;
      async run(model: Model, real: Real) {
        const name = `${real.prefix}-${this.streamIndex}`;
        const current = model.streams.get(name) ?? [];
        const expected = expectationFor(this.kind, current.length);
        const batch = Array.from({ length: this.size }, () => anEvent());
        const shouldSucceed =
          expected === 'any' ||
          (expected === 'no_stream' && current.length === 0) ||
          (expected === 'stream_exists' && current.length > 0) ||
          (typeof expected === 'bigint' &&
            current.length > 0 &&
            expected === BigInt(current.length - 1));
        const outcome = await real.store.append(name, batch, { expectedRevision: expected }).then(
          (result) => result,
          (error: unknown) => error,
        );
        if (shouldSucceed) {
          expect(outcome).toMatchObject({
            nextExpectedRevision: BigInt(current.length + this.size - 1),
          });
          model.streams.set(name, [...current, ...batch.map((event) => event.eventId)]);
          model.history.push({ stream: name, batch, expected });
        } else {
          expect(outcome).toBeInstanceOf(ConcurrencyError);
        }
        const stored = await collect(real.store.readStream(name));
        expect(stored.map((event) => event.eventId)).toEqual(model.streams.get(name) ?? []);
      }
      toString = () => `append(${this.streamIndex}, ${this.size}, kind ${this.kind})`;
    }

    class RetryCommand implements fc.AsyncCommand<Model, Real> {
      constructor(readonly pick: number) {}
      check = (model: Readonly<Model>) => model.history.length > 0;
      async run(model: Model, real: Real) {
        const earlier = model.history[this.pick % model.history.length]!;
        await real.store.append(earlier.stream, earlier.batch, {
          expectedRevision: earlier.expected,
        });
        const stored = await collect(real.store.readStream(earlier.stream));
        expect(stored.map((event) => event.eventId)).toEqual(model.streams.get(earlier.stream));
      }
      toString = () => `retry(${this.pick})`;
    }

    it('agrees with the model on expected revisions and idempotent retries', async () => {
      const commands = [
        fc
          .tuple(
            fc.integer({ min: 0, max: 2 }),
            fc.integer({ min: 1, max: 3 }),
            fc.integer({ min: 0, max: 7 }),
          )
          .map(([streamIndex, size, kind]) => new AppendCommand(streamIndex, size, kind)),
        fc.nat().map((pick) => new RetryCommand(pick)),
      ];
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
          const real: Real = { store, prefix: streamPrefix() };
          const model: Model = { streams: new Map(), history: [] };
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          const all = await ownEventsInAll(store, real.prefix);
          const expectedCount = [...model.streams.values()].reduce(
            (sum, ids) => sum + ids.length,
            0,
          );
          expect(all).toHaveLength(expectedCount);
        }),
        { numRuns: 40 },
      );
    });
  });
}
