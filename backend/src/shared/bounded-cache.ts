import { LRUCache } from 'lru-cache';
import { approximateBytes } from './approximate-bytes.js';

/** How a cache is made: what it is called, what it saves, and how much memory it may hold. */
export interface BoundedCacheOptions<K, V> {
  /** The `cache` label in /metrics: lower_snake_case, unique per process. */
  name: string;
  /** What keeping these entries saves, in one line (shown in /metrics as `packmeet_cache_info`). */
  purpose: string;
  /** The bound: entries go, least recently used first, once their sizes add up to more. */
  maxBytes: number;
  /** An entry's size in bytes; by default an approximation of its key and value (approximate-bytes.ts). */
  sizeOf?: (value: V, key: K) => number;
  /** Called for each entry that leaves: evicted, deleted, replaced or cleared. */
  onRemove?: (value: V, key: K) => void;
}

/** What a cache reports to /metrics. */
export interface CacheStats {
  name: string;
  purpose: string;
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
}

/** Something that holds a cache's figures: the cache itself, or an owner that holds one. */
export interface ReportsCache {
  stats(): CacheStats;
}

/**
 * The one cache primitive: lru-cache bounded by memory (`maxSize` with a
 * `sizeCalculation`), with hit and miss counts for /metrics. It knows no
 * storage: an owner that keeps what it read from the read models drops
 * entries from the store's change notifications (infrastructure/caching:
 * `Caches.create` wires a collection's changes to `delete`/`clear`), and
 * `mark`/`setIfUnchanged` keep a value read across such a change out.
 */
export class BoundedCache<
  K extends NonNullable<unknown>,
  V extends NonNullable<unknown>,
> implements ReportsCache {
  readonly name: string;
  readonly purpose: string;
  private readonly entries: LRUCache<K, V>;
  private hits = 0;
  private misses = 0;
  /** Counts invalidations: what was read before one may be outdated. */
  private invalidations = 0;
  private readonly onRemove: ((value: V, key: K) => void) | undefined;
  /** Set while an entry is taken out to be measured again: it is not leaving. */
  private remeasuring = false;

  constructor(options: BoundedCacheOptions<K, V>) {
    this.name = options.name;
    this.purpose = options.purpose;
    const sizeOf = options.sizeOf ?? ((value: V, key: K) => approximateBytes([key, value]));
    const onRemove = (this.onRemove = options.onRemove);
    this.entries = new LRUCache<K, V>({
      maxSize: options.maxBytes,
      // lru-cache refuses a size below 1; an entry that does not fit is not kept.
      sizeCalculation: (value, key) => Math.max(1, Math.ceil(sizeOf(value, key))),
      ...(onRemove
        ? { dispose: (value: V, key: K) => this.remeasuring || onRemove(value, key) }
        : {}),
    });
  }

  /** The kept value, counted as a hit, or undefined (a miss); a hit becomes the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) this.misses++;
    else this.hits++;
    return value;
  }

  /** The kept value without counting or reordering it (an owner's bookkeeping). */
  peek(key: K): V | undefined {
    return this.entries.peek(key);
  }

  has(key: K): boolean {
    return this.entries.has(key);
  }

  /** Keeps the value, measured now: set an entry again once it grew or shrank. */
  set(key: K, value: V): void {
    const again = this.entries.peek(key) === value;
    // lru-cache measures a value when it changes: the same object is taken out and set anew.
    if (again) {
      this.remeasuring = true;
      try {
        this.entries.delete(key);
      } finally {
        this.remeasuring = false;
      }
    }
    this.entries.set(key, value);
    // Grown past the bound, it was not kept: it leaves now.
    if (again && !this.entries.has(key)) this.onRemove?.(value, key);
  }

  /**
   * A mark to take before reading what is to be kept; `setIfUnchanged` keeps
   * it only when no invalidation came in between.
   */
  mark(): number {
    return this.invalidations;
  }

  /** Keeps the value unless the cache was invalidated since `mark`; says whether it did. */
  setIfUnchanged(mark: number, key: K, value: V): boolean {
    if (mark !== this.invalidations) return false;
    this.entries.set(key, value);
    return true;
  }

  /**
   * Drops these entries because what they were built from changed; with
   * none, still outdates what is being read (`setIfUnchanged`).
   */
  invalidate(...keys: K[]): void {
    this.invalidations++;
    for (const key of keys) this.entries.delete(key);
  }

  /** Drops every entry because what they were built from changed. */
  invalidateAll(): void {
    this.invalidations++;
    this.entries.clear();
  }

  /** Drops one entry (no invalidation: a value being read for it may still be kept). */
  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): IterableIterator<K> {
    return this.entries.keys();
  }

  values(): IterableIterator<V> {
    return this.entries.values();
  }

  stats(): CacheStats {
    return {
      name: this.name,
      purpose: this.purpose,
      entries: this.entries.size,
      bytes: this.entries.calculatedSize,
      maxBytes: this.entries.maxSize,
      hits: this.hits,
      misses: this.misses,
    };
  }
}

/** Mebibytes, for `maxBytes`. */
export const MiB = 2 ** 20;
