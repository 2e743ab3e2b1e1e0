import { LRUCache } from 'lru-cache';
import { tooManyRequests } from '../shared/errors.js';

/**
 * At most `max` requests per key in a sliding window, in process memory
 * (each API process counts its own, like the sign-in limits). Bounded: past
 * 20,000 keys the least recently used are forgotten.
 */
export class RequestBudget {
  private readonly times = new LRUCache<string, number[]>({ max: 20_000 });

  constructor(
    private readonly options: {
      max: number;
      windowMs: number;
      message: string;
      code: string;
      now?: () => number;
    },
  ) {}

  /** Counts one request for `key`; throws a 429 with a Retry-After when the budget is spent. */
  take(key: string): void {
    const now = (this.options.now ?? Date.now)();
    const recent = (this.times.get(key) ?? []).filter((t) => t > now - this.options.windowMs);
    if (recent.length >= this.options.max) {
      const retryAfterMs = recent[0]! + this.options.windowMs - now;
      throw tooManyRequests(
        this.options.code,
        this.options.message,
        Math.ceil(retryAfterMs / 1000),
      );
    }
    this.times.set(key, [...recent, now]);
  }
}
