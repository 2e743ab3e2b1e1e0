/** Model-based properties: random appends against a model of streams and revisions. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ConcurrencyError,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
} from '../event-store.port.js';
import { anEvent, collect, streamPrefix, ownEventsInAll } from './support.js';

export function modelContract(store: () => EventStore): void {
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
          const real: Real = { store: store(), prefix: streamPrefix() };
          const model: Model = { streams: new Map(), history: [] };
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          const all = await ownEventsInAll(store(), real.prefix);
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
