import { describe, expect, it } from 'vitest';
import { PositionWaiters } from './position-waiters.js';

describe('position waiters', () => {
  it('resolves at once when the position is already reached', async () => {
    const waiters = new PositionWaiters((position) => position <= 5n);
    await expect(waiters.waitFor(5n, 1_000)).resolves.toBe(true);
  });

  it('resolves each wait on the first release that finds its position reached', async () => {
    let reached = 0n;
    const waiters = new PositionWaiters((position) => position <= reached);
    const settled: string[] = [];
    const three = waiters.waitFor(3n, 1_000).then((ok) => settled.push(`3:${ok}`));
    const five = waiters.waitFor(5n, 1_000).then((ok) => settled.push(`5:${ok}`));

    reached = 4n;
    waiters.release();
    await three;
    expect(settled).toEqual(['3:true']);

    reached = 5n;
    waiters.release();
    await five;
    expect(settled).toEqual(['3:true', '5:true']);
  });

  it('resolves false after the timeout, and a later release does not resolve it again', async () => {
    let reached = 0n;
    const waiters = new PositionWaiters((position) => position <= reached);
    await expect(waiters.waitFor(1n, 10)).resolves.toBe(false);
    reached = 1n;
    expect(() => waiters.release()).not.toThrow();
  });

  it('resolves every wait with false when cancelled', async () => {
    const waiters = new PositionWaiters(() => false);
    const waits = [waiters.waitFor(1n, 1_000), waiters.waitFor(2n, 1_000)];
    waiters.cancel();
    await expect(Promise.all(waits)).resolves.toEqual([false, false]);
  });

  it('a release looks at the waits it ends and one more, however many wait (ordered by position)', async () => {
    let reached = 0n;
    let looked = 0;
    const waiters = new PositionWaiters((position) => {
      looked += 1;
      return position <= reached;
    });
    // Arriving out of order, as commands of several streams do.
    const waits = Array.from({ length: 1_000 }, (_, index) =>
      waiters.waitFor(BigInt(((index * 7919) % 1_000) + 1), 10_000),
    );
    looked = 0;
    reached = 10n;
    waiters.release();
    expect(looked).toBe(11);
    expect(waiters.size).toBe(990);
    reached = 1_000n;
    waiters.release();
    await expect(Promise.all(waits)).resolves.toEqual(waits.map(() => true));
  });
});
