import { normalizeIp } from '@nestjs/throttler';
import { LRUCache } from 'lru-cache';

/** An allowed sign-in attempt, counted as a failure until `succeeded` is told otherwise. */
export interface SignInAttempt {
  readonly account: string;
  readonly pair: string;
  readonly at: number;
}

/** What the limiter says about one sign-in attempt, before the password is checked. */
export type SignInDecision =
  | { readonly kind: 'refused'; readonly retryAfterMs: number }
  | { readonly kind: 'allowed'; readonly delayMs: number; readonly attempt: SignInAttempt };

export interface FailedLoginLimiterOptions {
  /** Failures one source may make on one account in the window; also the failures an account takes before it slows down. */
  maxFailures: number;
  windowMs: number;
  now?: () => number;
  /** How many (account, source) pairs, and how many accounts, are remembered; the least recently used are forgotten first. */
  maxEntries?: number;
}

/**
 * The slow-down of an account under attack: the attempt after the account's
 * `maxFailures`-th failure in the window (from all sources) waits 0.5 s, each
 * further failure doubles it, up to 4 s. Long enough to make guessing slow,
 * short enough that the owner always gets in.
 */
const SLOW_DOWN_BASE_MS = 500;
const SLOW_DOWN_CAP_MS = 4_000;

/**
 * An entry takes about 280 bytes at worst (a long email, an IPv6 source), so
 * the two maps stay near 10 MiB under a spray of made-up accounts; to push a
 * pair out, a spray needs 20,000 attempts, over 11 hours of one address's
 * per-IP budget.
 */
const DEFAULT_MAX_ENTRIES = 20_000;

/**
 * Sign-in failures, counted two ways in a sliding window (OWASP's
 * Authentication Cheat Sheet: a lockout that anyone can trigger is a denial
 * of service, so slow the account down instead of locking it):
 *
 * - per account and source: a source that reaches `maxFailures` on an
 *   account is refused there, even with the right password, until its oldest
 *   failure leaves the window. Another source, such as the owner's, is not.
 * - per account, from all sources: past `maxFailures`, every attempt on the
 *   account waits a little longer (see SLOW_DOWN_BASE_MS), never refused.
 *
 * An attempt counts as a failure from the moment it is allowed, so a burst
 * of parallel guesses from one source cannot all pass before the first one
 * fails. A success clears its source's failures on the account, from both
 * counts, but not the account's failures from other sources: the owner
 * getting in says nothing about the guessing going on elsewhere.
 *
 * Sources are the client address Fastify reports, with IPv6 addresses taken
 * per /64 like the per-IP limit (AuthRateLimitGuard), so rotating through one
 * network's addresses gains nothing. Both maps are bounded (least recently
 * used first out) and live in process memory: each API process counts its
 * own attempts (see docs/operations.md).
 */
export class FailedLoginLimiter {
  private readonly maxFailures: number;
  private readonly windowMs: number;
  private readonly now: () => number;
  /** The account's failures beyond which the slow-down is at its cap: older ones change nothing. */
  private readonly keptPerAccount: number;
  private readonly byPair: LRUCache<string, number[]>;
  private readonly byAccount: LRUCache<string, number[]>;

  constructor(options: FailedLoginLimiterOptions) {
    this.maxFailures = options.maxFailures;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
    this.keptPerAccount =
      this.maxFailures + Math.ceil(Math.log2(SLOW_DOWN_CAP_MS / SLOW_DOWN_BASE_MS));
    const max = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.byPair = new LRUCache({ max });
    this.byAccount = new LRUCache({ max });
  }

  /** Decides on an attempt on `account` from `source` and, when it is allowed, counts it as a failure. */
  attempt(account: string, source: string): SignInDecision {
    const now = this.now();
    // A source never contains a space, so the pair's key is unambiguous whatever the account.
    const pair = `${normalizeIp(source)} ${account}`;
    const pairFailures = this.recent(this.byPair, pair, now);
    if (pairFailures.length >= this.maxFailures) {
      const oldestThatCounts = pairFailures[pairFailures.length - this.maxFailures]!;
      return { kind: 'refused', retryAfterMs: oldestThatCounts + this.windowMs - now };
    }
    const accountFailures = this.recent(this.byAccount, account, now);
    const delayMs = this.slowDown(accountFailures.length);
    this.byPair.set(pair, [...pairFailures, now]);
    this.byAccount.set(account, [...accountFailures, now].slice(-this.keptPerAccount));
    return { kind: 'allowed', delayMs, attempt: { account, pair, at: now } };
  }

  /**
   * The attempt had the right password: its source's failures on the account
   * were the owner's (typos, an old password), so they leave both counts.
   */
  succeeded(attempt: SignInAttempt): void {
    const pairFailures = this.byPair.get(attempt.pair) ?? [attempt.at];
    this.byPair.delete(attempt.pair);
    let accountFailures = this.byAccount.get(attempt.account);
    if (!accountFailures) return;
    for (const time of pairFailures) {
      // Equal times are interchangeable in a window, so removing any one of them is exact.
      const index = accountFailures.indexOf(time);
      if (index >= 0) accountFailures = accountFailures.toSpliced(index, 1);
    }
    if (accountFailures.length === 0) this.byAccount.delete(attempt.account);
    else this.byAccount.set(attempt.account, accountFailures);
  }

  private slowDown(accountFailures: number): number {
    if (accountFailures < this.maxFailures) return 0;
    return Math.min(
      SLOW_DOWN_BASE_MS * 2 ** (accountFailures - this.maxFailures),
      SLOW_DOWN_CAP_MS,
    );
  }

  private recent(failures: LRUCache<string, number[]>, key: string, now: number): number[] {
    const cutoff = now - this.windowMs;
    const recent = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (recent.length === 0) failures.delete(key);
    return recent;
  }
}
