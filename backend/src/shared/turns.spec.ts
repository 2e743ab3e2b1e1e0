import { describe, expect, it } from 'vitest';
import { Turns } from './turns.js';

describe('Turns', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const turns = new Turns(2);
    const started: number[] = [];
    const finish = new Map<number, () => void>();
    const task = (id: number) =>
      turns.run(async () => {
        started.push(id);
        await new Promise<void>((resolve) => finish.set(id, resolve));
        return id;
      });
    const results = [1, 2, 3, 4].map(task);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2]);
    finish.get(2)!();
    await results[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    finish.get(1)!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3, 4]);
    finish.get(3)!();
    finish.get(4)!();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
  });

  it('passes the turn on when a task fails', async () => {
    const turns = new Turns(1);
    const failing = turns.run(() => Promise.reject(new Error('no')));
    await expect(failing).rejects.toThrow('no');
    expect(await turns.run(async () => 'next')).toBe('next');
  });
});
