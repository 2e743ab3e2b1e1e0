import { LRUCache } from 'lru-cache';
import { tooManyRequests } from '../shared/errors.js';
import { waitInWords } from '../shared/rate-window.js';

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
      /** Fixed words, or words naming the wait ('5 minutes', '3 hours'). */
      message: string | ((wait: string) => string);
      code: string;
      now?: () => number;
    },
  ) {}

  /**
   * Counts one request for `key`; throws a 429 with a Retry-After when the
   * budget is spent. Returns a refund, for a request refused later on, so
   * only what was done counts.
   */
  take(key: string): () => void {
    const now = (this.options.now ?? Date.now)();
    const recent = (this.times.get(key) ?? []).filter((t) => t > now - this.options.windowMs);
    if (recent.length >= this.options.max) {
      const retryAfterSeconds = Math.ceil((recent[0]! + this.options.windowMs - now) / 1000);
      const { message } = this.options;
      throw tooManyRequests(
        this.options.code,
        typeof message === 'string' ? message : message(waitInWords(retryAfterSeconds * 1000)),
        retryAfterSeconds,
      );
    }
    this.times.set(key, [...recent, now]);
    return () => {
      const times = this.times.get(key);
      const at = times?.lastIndexOf(now) ?? -1;
      if (times && at >= 0) this.times.set(key, times.toSpliced(at, 1));
    };
  }
}
