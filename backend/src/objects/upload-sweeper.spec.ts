import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryEventStore } from '../event-store/in-memory.event-store.js';
import { Aggregates } from '../shared/aggregates.js';
import type { Clock } from '../shared/clock.port.js';
import { DiskObjectStorage } from '../infrastructure/object-storage/disk.object-storage.js';
import { receiptKey } from './domain/upload-ledger.js';
import type { ObjectStorage } from '../infrastructure/object-storage/object-storage.port.js';
import { UploadSweeper } from './upload-sweeper.js';
import { UploadUrlSigner } from '../infrastructure/object-storage/upload-url-signer.js';

const MINUTE = 60_000;
const signer = new UploadUrlSigner('a test secret of at least thirty-two characters');
const quiet = { info: () => {}, warn: () => {} };

/** A clock the test moves by hand, starting at the real now (file times are real). */
function handClock(): Clock & { advance(minutes: number): void } {
  let now = Date.now();
  return {
    now: () => new Date(now),
    advance: (minutes) => (now += minutes * MINUTE),
  };
}

describe('the upload sweeper, on disk', () => {
  let directory: string;
  let storage: DiskObjectStorage;
  let clock: ReturnType<typeof handClock>;
  let aggregates: Aggregates;
  let sweeper: UploadSweeper;
  beforeEach(async () => {
    aggregates = new Aggregates(new InMemoryEventStore());
    directory = mkdtempSync(join(tmpdir(), 'packmeet-sweep-'));
    storage = await DiskObjectStorage.open(directory, signer);
    clock = handClock();
    sweeper = new UploadSweeper(storage, aggregates, clock, quiet);
  });
  afterEach(async () => {
    await sweeper.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const filesIn = (...path: string[]) => {
    const folder = join(directory, ...path);
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  };

  it('keeps a raw upload for 20 minutes after its PUT, then removes it and leaves its receipt', async () => {
    await storage.put('uploads/maya/u1', Buffer.alloc(1234), 'application/octet-stream');

    clock.advance(19);
    expect(await sweeper.sweep()).toEqual({ expired: 0, forgotten: 0 });
    expect(filesIn('uploads', 'maya')).toEqual(['u1', 'u1.meta.json']);

    clock.advance(2);
    expect(await sweeper.sweep()).toEqual({ expired: 1, forgotten: 0 });
    expect(await storage.get('uploads/maya/u1')).toBeNull();
    expect(filesIn('uploads', 'maya')).toEqual(['u1.1234.receipt', 'u1.1234.receipt.meta.json']);
  });

  it('removes a receipt an hour after it was written', async () => {
    await storage.put(receiptKey('maya', 'u1', 10), Buffer.alloc(0), 'application/octet-stream');
    clock.advance(59);
    expect(await sweeper.sweep()).toEqual({ expired: 0, forgotten: 0 });
    clock.advance(2);
    expect(await sweeper.sweep()).toEqual({ expired: 0, forgotten: 1 });
    expect(filesIn('uploads', 'maya')).toEqual([]);
  });

  it('leaves photos and what it does not know alone, however old', async () => {
    await storage.put('photos/p.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await storage.put('uploads/maya/odd.name.jpg', Buffer.from('?'), 'image/jpeg');
    clock.advance(7 * 24 * 60);
    expect(await sweeper.sweep()).toEqual({ expired: 0, forgotten: 0 });
    expect(filesIn('photos')).toEqual(['p.jpg', 'p.jpg.meta.json']);
    expect(filesIn('uploads', 'maya')).toEqual(['odd.name.jpg', 'odd.name.jpg.meta.json']);
  });

  it('finds what an earlier process left: nothing but the files is needed', async () => {
    await storage.put('uploads/maya/left', Buffer.alloc(10), 'application/octet-stream');
    await storage.close();
    const reopened = await DiskObjectStorage.open(directory, signer);
    clock.advance(21);
    expect(await new UploadSweeper(reopened, aggregates, clock, quiet).sweep()).toEqual({
      expired: 1,
      forgotten: 0,
    });
    expect(await reopened.get('uploads/maya/left')).toBeNull();
  });

  it('sweeps once started, then every interval, on a timer that keeps no process alive, until stopped', async () => {
    const periodic = new UploadSweeper(storage, aggregates, clock, quiet, 20);
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    await storage.put('uploads/maya/first', Buffer.alloc(10), 'application/octet-stream');
    clock.advance(21);
    periodic.start();
    const timer = setInterval.mock.results[0]?.value as NodeJS.Timeout;
    setInterval.mockRestore();
    expect(timer.hasRef()).toBe(false);
    await vi.waitFor(() => expect(filesIn('uploads', 'maya')).not.toContain('first'));

    await storage.put('uploads/maya/second', Buffer.alloc(10), 'application/octet-stream');
    clock.advance(21);
    await vi.waitFor(() => expect(filesIn('uploads', 'maya')).not.toContain('second'));

    // Stopped means its timer is cleared: Node runs no callback of a cleared interval again.
    const clearInterval = vi.spyOn(globalThis, 'clearInterval');
    await periodic.stop();
    expect(clearInterval).toHaveBeenCalledWith(timer);
    clearInterval.mockRestore();
    await storage.put('uploads/maya/third', Buffer.alloc(10), 'application/octet-stream');
    clock.advance(21);
    expect(filesIn('uploads', 'maya')).toContain('third');
  });

  it('logs a failed sweep and tries again at the next interval', async () => {
    const warn = vi.fn();
    let failures = 1;
    const flaky: ObjectStorage = Object.assign(Object.create(storage) as ObjectStorage, {
      list: (prefix: string) =>
        failures-- > 0 ? Promise.reject(new Error('disk gone')) : storage.list(prefix),
    });
    await storage.put('uploads/maya/u1', Buffer.alloc(10), 'application/octet-stream');
    clock.advance(21);
    const periodic = new UploadSweeper(flaky, aggregates, clock, { info: () => {}, warn }, 20);
    periodic.start();
    await vi.waitFor(() => expect(filesIn('uploads', 'maya')).not.toContain('u1'));
    await periodic.stop();
    expect(warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'disk gone' }) },
      'upload sweep failed',
    );
  });

  it('removes an abandoned upload once when two processes sweep at the same moment', async () => {
    await storage.put('uploads/maya/u1', Buffer.alloc(10), 'application/octet-stream');
    clock.advance(21);
    // Both sweepers have read the listing before either acts on it.
    let listed = 0;
    let bothListed: () => void;
    const barrier = new Promise<void>((resolve) => (bothListed = resolve));
    const writes: string[] = [];
    const process = (): ObjectStorage =>
      Object.assign(Object.create(storage) as ObjectStorage, {
        list: async (prefix: string) => {
          const listing = await storage.list(prefix);
          if (++listed === 2) bothListed();
          await barrier;
          return listing;
        },
        put: (key: string, body: Buffer, type: string) => {
          writes.push(`put ${key}`);
          return storage.put(key, body, type);
        },
        delete: (key: string) => {
          writes.push(`delete ${key}`);
          return storage.delete(key);
        },
      });
    // Two processes: one event log, each its own command side.
    const log = new InMemoryEventStore();
    const results = await Promise.all(
      [1, 2].map(() => new UploadSweeper(process(), new Aggregates(log), clock, quiet).sweep()),
    );

    expect(results.map(({ expired }) => expired).sort()).toEqual([0, 1]);
    expect(writes).toEqual(['put uploads/maya/u1.10.receipt', 'delete uploads/maya/u1']);
    expect(filesIn('uploads', 'maya')).toEqual(['u1.10.receipt', 'u1.10.receipt.meta.json']);
  });
});
