import { describe, expect, it } from 'vitest';
import { MemoryDocumentStore } from '../store/memory.document-store.js';
import { WorkerLease } from './worker-lease.js';

describe('the projections worker lease', () => {
  it('one worker at a time: the second waits until the first releases it or lets it expire', async () => {
    const store = new MemoryDocumentStore();
    let now = new Date('2026-12-06T12:00:00.000Z');
    const clock = () => now;
    const first = new WorkerLease(store, { holder: 'a:1', ttlMs: 30_000, now: clock });
    const second = new WorkerLease(store, { holder: 'b:2', ttlMs: 30_000, now: clock });

    expect(await first.tryAcquire()).toBe(true);
    expect(await second.tryAcquire()).toBe(false);
    expect(await second.holder()).toBe('a:1');

    // Renewed before it ran out: still the first's.
    now = new Date(now.getTime() + 20_000);
    expect(await first.tryAcquire()).toBe(true);
    now = new Date(now.getTime() + 20_000);
    expect(await second.tryAcquire()).toBe(false);

    // Not renewed for longer than it lasts (the first worker hung): the second takes it...
    now = new Date(now.getTime() + 31_000);
    expect(await second.tryAcquire()).toBe(true);
    // ...and the first's next renewal finds it lost.
    expect(await first.tryAcquire()).toBe(false);

    await second.release();
    expect(await first.tryAcquire()).toBe(true);
  });

  it('of two workers racing for a free lease, exactly one gets it', async () => {
    const store = new MemoryDocumentStore();
    const workers = ['a:1', 'b:2', 'c:3'].map((holder) => new WorkerLease(store, { holder }));
    const results = await Promise.all(workers.map((worker) => worker.tryAcquire()));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
