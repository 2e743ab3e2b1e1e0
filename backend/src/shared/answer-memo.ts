import type { CacheStats, ReportsCache } from './bounded-cache.js';

/** How a memo is made: its /metrics name, what it saves, and what a value weighs. */
export interface AnswerMemoOptions<V> {
  /** The `cache` label in /metrics: lower_snake_case, unique per process. */
  name: string;
  /** What keeping these values saves, in one line (`packmeet_cache_info`). */
  purpose: string;
  /** A value's size in bytes, for /metrics. */
  sizeOf: (value: V) => number;
}

/**
 * What is made from an answer object a cache hands out (its JSON and gzip, a
 * city page's HTML), kept exactly as long as that object lives: a WeakMap
 * keyed by it. The cache that hands the answers out bounds them; a memo adds
 * the bytes made from each, and never keeps an answer alive after its own
 * cache let it go. A bounded cache keyed by the answer did: its entries held
 * answers already replaced until they aged out of its bound, 48 MiB of the
 * `--scale 5` demo's heap after a minute of traffic (docs/performance.md).
 *
 * It has no bound of its own (`maxBytes` 0 in /metrics); its entries and
 * bytes leave as the garbage collector reclaims their answers.
 */
export class AnswerMemo<K extends object, V> implements ReportsCache {
  private readonly values = new WeakMap<K, V>();
  private readonly reclaimed = new FinalizationRegistry<number>((bytes) => {
    this.entries--;
    this.bytes -= bytes;
  });
  private entries = 0;
  private bytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: AnswerMemoOptions<V>) {}

  /** The value made from `key` before, or `make(key)`'s, kept while `key` lives; undefined is not kept. */
  get(key: K, make: (key: K) => V): V;
  get(key: K, make: (key: K) => V | undefined): V | undefined;
  get(key: K, make: (key: K) => V | undefined): V | undefined {
    const kept = this.values.get(key);
    if (kept !== undefined) {
      this.hits++;
      return kept;
    }
    this.misses++;
    const value = make(key);
    if (value === undefined) return undefined;
    const bytes = this.options.sizeOf(value);
    this.values.set(key, value);
    this.reclaimed.register(key, bytes);
    this.entries++;
    this.bytes += bytes;
    return value;
  }

  stats(): CacheStats {
    return {
      name: this.options.name,
      purpose: this.options.purpose,
      entries: this.entries,
      bytes: this.bytes,
      maxBytes: 0,
      hits: this.hits,
      misses: this.misses,
    };
  }
}
