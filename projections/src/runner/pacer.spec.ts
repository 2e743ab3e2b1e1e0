import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Pacer } from './pacer.js';

/** Whether `promise` settles once the fake clock has moved `ms` on. */
async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('pacer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setImmediate', 'setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('never pauses without a slice length', async () => {
    const pacer = new Pacer(undefined, 50);
    vi.advanceTimersByTime(1_000);
    expect(await settlesWithin(pacer.pauseIfDue(), 0)).toBe(true);
  });

  it('rests once a slice has run its time, then starts the next slice', async () => {
    const pacer = new Pacer(10, 50);
    expect(await settlesWithin(pacer.pauseIfDue(), 0)).toBe(true);

    vi.advanceTimersByTime(10);
    const pause = pacer.pauseIfDue();
    expect(await settlesWithin(pause, 49)).toBe(false);
    expect(await settlesWithin(pause, 1)).toBe(true);

    expect(await settlesWithin(pacer.pauseIfDue(), 0)).toBe(true);
  });

  it('without a rest, lets waiting I/O through and goes on', async () => {
    const pacer = new Pacer(10);
    vi.advanceTimersByTime(10);
    const pause = pacer.pauseIfDue();
    let settled = false;
    void pause.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.runAllTicks();
    await vi.advanceTimersToNextTimerAsync();
    await pause;
    expect(settled).toBe(true);
  });
});
