import { afterEach, expect, it } from 'vitest';
import type { ReactionCheckpoints } from './reaction-checkpoints.port.js';

/**
 * What every adapter promises. `open` opens the adapter on the same backing
 * each time, so a second open after a close is what a restart sees.
 */
export function reactionCheckpointsContract(open: () => Promise<ReactionCheckpoints>): void {
  const opened: ReactionCheckpoints[] = [];
  const openOne = async () => {
    const checkpoints = await open();
    opened.push(checkpoints);
    return checkpoints;
  };
  afterEach(async () => {
    for (const checkpoints of opened.splice(0)) await checkpoints.close();
  });

  it('has no position for a reaction that never stored one', async () => {
    const checkpoints = await openOne();
    expect(await checkpoints.read(`never-${Math.random()}`)).toBeNull();
  });

  it('answers the last position stored, per reaction', async () => {
    const checkpoints = await openOne();
    await checkpoints.save('one', 41n);
    await checkpoints.save('one', 9_007_199_254_740_993n);
    await checkpoints.save('two', 7n);
    expect(await checkpoints.read('one')).toBe(9_007_199_254_740_993n);
    expect(await checkpoints.read('two')).toBe(7n);
  });

  it('keeps the positions across a close and a new open (a restart)', async () => {
    const first = await openOne();
    await first.save('restart', 1_234n);
    await first.close();
    const second = await openOne();
    expect(await second.read('restart')).toBe(1_234n);
  });
}
