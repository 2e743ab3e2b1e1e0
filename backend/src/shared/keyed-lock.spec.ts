import { describe, expect, it } from 'vitest';
import { KeyedLock } from './keyed-lock.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedLock', () => {
  it('runs the tasks of one key one at a time, in the order they came', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([lock.run('k', task('a')), lock.run('k', task('b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('lets other keys run meanwhile', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    let release!: () => void;
    const first = lock.run('k', () => new Promise<void>((resolve) => (release = resolve)));
    await lock.run('other', async () => void log.push('other ran'));
    expect(log).toEqual(['other ran']);
    release();
    await first;
  });

  it('goes on after a task that failed, which fails alone', async () => {
    const lock = new KeyedLock();
    const failed = lock.run('k', () => Promise.reject(new Error('boom')));
    const next = lock.run('k', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
