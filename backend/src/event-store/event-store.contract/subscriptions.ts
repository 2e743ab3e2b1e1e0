/** subscribeToAll: catching up, live delivery, checkpoints, back-pressure and handler failures. */
import { beforeAll, describe, expect, it } from 'vitest';
import { START, type EventStore, type StoredEvent } from '../event-store.port.js';
import {
  anEvent,
  collect,
  streamPrefix,
  ownEventsInAll,
  waitUntil,
  deliveredAfter,
} from './support.js';

export function subscriptionsContract(store: () => EventStore): void {
  let prefix: string;
  const stream = (name: string) => `${prefix}-${name}`;

  describe('subscribeToAll', () => {
    beforeAll(() => {
      prefix = streamPrefix();
    });

    it('catches up, reports caught up, then delivers live events in order', async () => {
      await store().append(stream('s'), [anEvent('Old1'), anEvent('Old2')], {
        expectedRevision: 'no_stream',
      });
      const seen: StoredEvent[] = [];
      let caughtUp = false;
      const subscription = store().subscribeToAll(
        START,
        (event) => {
          if (event.streamName.startsWith(prefix)) seen.push(event);
        },
        { onCaughtUp: () => (caughtUp = true) },
      );
      await waitUntil(() => caughtUp);
      expect(seen.map((event) => event.type)).toEqual(['Old1', 'Old2']);

      await store().append(stream('s'), [anEvent('New1')], { expectedRevision: 1n });
      await store().append(stream('t'), [anEvent('New2')], { expectedRevision: 'no_stream' });
      await waitUntil(() => seen.length === 4);
      expect(seen.map((event) => event.type)).toEqual(['Old1', 'Old2', 'New1', 'New2']);
      await subscription.stop();

      const stoppedAt = await store().headPosition();
      await store().append(stream('s'), [anEvent('AfterStop')], { expectedRevision: 2n });
      await deliveredAfter(store(), stoppedAt, prefix, 1);
      expect(seen).toHaveLength(4);
    });

    it('delivers every field of every event, as appended', async () => {
      const appended = [anEvent('Full1', { n: 1, nested: { ok: true } }), anEvent('Full2')];
      appended[1]!.metadata.userId = null;
      await store().append(stream('full'), appended, { expectedRevision: 'no_stream' });
      const seen: StoredEvent[] = [];
      let caughtUp = false;
      const subscription = store().subscribeToAll(
        START,
        (event) => {
          if (event.streamName === stream('full')) seen.push(event);
        },
        { onCaughtUp: () => (caughtUp = true) },
      );
      await waitUntil(() => caughtUp && seen.length === 2);
      await subscription.stop();
      const read = (await collect(store().readAll(START))).filter(
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
      expect((await collect(store().readStream(stream('full')))).map(fields)).toEqual(expected);
    });

    it('resumes after a checkpoint without repeating it', async () => {
      const own = await ownEventsInAll(store(), prefix);
      const checkpoint = own[1]!.position;
      const seen: string[] = [];
      const subscription = store().subscribeToAll(checkpoint, (event) => {
        if (event.streamName.startsWith(prefix)) seen.push(event.type);
      });
      await waitUntil(() => seen.length === own.length - 2);
      expect(seen).toEqual(own.slice(2).map((event) => event.type));
      await subscription.stop();
    });

    it('awaits the handler before delivering the next event', async () => {
      const target = stream('slow');
      const head = await store().headPosition();
      const log: string[] = [];
      const subscription = store().subscribeToAll(head, async (event) => {
        if (!event.streamName.startsWith(prefix)) return;
        log.push(`start ${event.type}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
        log.push(`end ${event.type}`);
      });
      await store().append(target, [anEvent('P'), anEvent('Q')], { expectedRevision: 'no_stream' });
      await waitUntil(() => log.length === 4);
      expect(log).toEqual(['start P', 'end P', 'start Q', 'end Q']);
      await subscription.stop();
    });

    it('stops and reports when the handler throws', async () => {
      const target = stream('boom');
      const head = await store().headPosition();
      let reported: unknown;
      let calls = 0;
      store().subscribeToAll(
        head,
        (event) => {
          if (!event.streamName.startsWith(prefix)) return;
          calls += 1;
          throw new Error('projection bug');
        },
        { onError: (error) => (reported = error) },
      );
      await store().append(target, [anEvent(), anEvent()], { expectedRevision: 'no_stream' });
      await waitUntil(() => reported !== undefined);
      expect((reported as Error).message).toBe('projection bug');
      await deliveredAfter(store(), head, target, 2);
      expect(calls).toBe(1);
    });
  });
}
