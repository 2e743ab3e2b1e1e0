import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PerKeyThrottle } from './per-key-throttle.js';

describe('PerKeyThrottle: live pushes coalesce, and the last state always goes out', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once for a change, then once per interval during a burst, ending after the last change', async () => {
    let state = 0;
    const sent: { at: number; state: number }[] = [];
    const throttle = new PerKeyThrottle(250, async () => {
      sent.push({ at: Date.now(), state });
    });
    const start = Date.now();
    // A burst: a change every 10 ms for two seconds.
    for (let i = 1; i <= 200; i++) {
      state = i;
      throttle.changed('m1');
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(1_000);

    expect(sent[0]).toEqual({ at: start, state: 1 });
    // At most one run per 250 ms window (plus the first), however many changes.
    expect(sent.length).toBeLessThanOrEqual(2_000 / 250 + 2);
    for (let i = 1; i < sent.length; i++)
      expect(sent[i]!.at - sent[i - 1]!.at).toBeGreaterThanOrEqual(250);
    // Nothing lost at the end: the last run saw the last state, within one interval of it.
    expect(sent.at(-1)!.state).toBe(200);
    expect(sent.at(-1)!.at - (start + 1_990)).toBeLessThanOrEqual(250);
  });

  it('folds changes of one tick into one run, and keeps keys apart', async () => {
    const runs: string[] = [];
    const throttle = new PerKeyThrottle(250, async (key) => {
      runs.push(key);
    });
    throttle.changed('a');
    throttle.changed('a');
    throttle.changed('b');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toEqual(['a', 'b']);
  });
});
