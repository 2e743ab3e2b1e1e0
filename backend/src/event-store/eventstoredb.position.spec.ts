import { describe, expect, it } from 'vitest';
import { EventStoreUnavailableError, type StoredEvent } from './event-store.port.js';
import { positionOfAppend, toGlobalPosition } from './eventstoredb.event-store.js';

async function* events(...positions: bigint[]): AsyncIterable<StoredEvent> {
  for (const position of positions) yield { position } as StoredEvent;
}

describe('the position of an EventStoreDB append (read-your-writes needs a real one)', () => {
  it('is the answer’s position when the engine gives one', async () => {
    const position = { commit: 7n, prepare: 5n };
    expect(await positionOfAppend({ position }, () => events())).toBe(toGlobalPosition(position));
  });

  it('is read back from the stream when the answer leaves it out, never START', async () => {
    expect(
      await positionOfAppend({}, () => events(toGlobalPosition({ commit: 9n, prepare: 9n }))),
    ).toBe(toGlobalPosition({ commit: 9n, prepare: 9n }));
  });

  it('is a transient failure (retried, 503) when it cannot be found', async () => {
    await expect(positionOfAppend({}, () => events())).rejects.toBeInstanceOf(
      EventStoreUnavailableError,
    );
  });
});
