import type { ChangeEvent, WatchOptions } from '@packmeet/projections/store/document-store.port';
import {
  BoundedCache,
  type BoundedCacheOptions,
  type CacheStats,
  type ReportsCache,
} from '../../shared/bounded-cache.js';
import type { ReadModelChanges } from './read-model-changes.js';

/**
 * What a change to one collection drops from a cache: the entry keyed by the
 * changed document's `_id` (`'key'`), everything (`'all'`), or what the
 * function decides. The first two also outdate what was being read (`mark`);
 * a function does so by calling `invalidate` or `invalidateAll`.
 */
export type DropOn<K extends NonNullable<unknown>, V extends NonNullable<unknown>> =
  'key' | 'all' | ((change: ChangeEvent, cache: BoundedCache<K, V>) => void);

export interface CacheOptions<
  K extends NonNullable<unknown>,
  V extends NonNullable<unknown>,
> extends BoundedCacheOptions<K, V> {
  /** Collections whose changes drop entries, and what each drops (`'key'`: keys are `_id`s). */
  dropOn?: Record<string, DropOn<K, V>>;
  /** What the watch needs to deliver (a function of `dropOn` that reads `fullDocument`). */
  watch?: WatchOptions;
}

/**
 * The application's caches: made here, invalidated by the read store's change
 * notifications through the one `ReadModelChanges`, and reported in /metrics
 * (`packmeet_cache_*{cache}`). Injected (InfrastructureModule), never a module
 * global, so each application (tests run several in one process) has its own.
 */
export class Caches {
  private readonly reporting: ReportsCache[] = [];

  constructor(readonly changes: ReadModelChanges) {}

  /** A new bounded cache, dropped on the changes `dropOn` names, and reported. */
  create<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
    options: CacheOptions<K, V>,
  ): BoundedCache<K, V> {
    const cache = new BoundedCache<K, V>(options);
    for (const [collection, drop] of Object.entries(options.dropOn ?? {})) {
      this.changes.subscribe(collection, (change) => dropFor(cache, drop, change), options.watch);
    }
    this.report(cache);
    return cache;
  }

  /** Reports a cache made elsewhere (the command side's states, the event store's keys). */
  report(cache: ReportsCache): void {
    if (this.reporting.some((each) => each.stats().name === cache.stats().name)) {
      throw new Error(`Two caches named ${cache.stats().name}`);
    }
    this.reporting.push(cache);
  }

  stats(): CacheStats[] {
    return this.reporting.map((cache) => cache.stats());
  }

  async close(): Promise<void> {
    await this.changes.close();
  }
}

function dropFor<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  cache: BoundedCache<K, V>,
  drop: DropOn<K, V>,
  change: ChangeEvent,
): void {
  if (typeof drop === 'function') drop(change, cache);
  else if (drop === 'key' && change.documentKey && change.operationType !== 'drop') {
    cache.invalidate(change.documentKey._id as unknown as K);
  } else cache.invalidateAll();
}
