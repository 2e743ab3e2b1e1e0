import { tooManyRequests } from './errors.js';

/** At most `max` in any `windowMs`: a limit on what reaches another person (docs/security.md "Limits"). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * How long until one more may happen (ms), or 0 when it may now, given the
 * times it happened (ISO, oldest first). Pure: deciders count past events
 * with it, the clock's `now` comes with the command.
 */
export function waitWithin(times: readonly string[], limit: RateLimit, now: Date): number {
  const since = now.getTime() - limit.windowMs;
  const recent = times.map(Date.parse).filter((time) => time > since);
  if (recent.length < limit.max) return 0;
  return recent[recent.length - limit.max]! + limit.windowMs - now.getTime();
}

/** "5 minutes", "3 hours": a wait in words, rounded up. */
export function waitInWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

/** A 429 whose Retry-After and words both say when to ask again. */
export const limitReached = (code: string, message: (wait: string) => string, waitMs: number) =>
  tooManyRequests(code, message(waitInWords(waitMs)), Math.max(1, Math.ceil(waitMs / 1000)));
