/**
 * Counts failed logins per account (normalized email) in a sliding window.
 * Once an account reaches the limit, every attempt, even with the right
 * password, is refused until the oldest failure leaves the window: guessing
 * stops paying off, and the owner gets back in after the window.
 *
 * Kept in process memory: each API process counts its own attempts (see
 * docs/operations.md for what that means with several processes).
 */
export class FailedLoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the account may try again, or 0 when it may try now. */
  retryAfterMs(account: string): number {
    const recent = this.recent(account);
    if (recent.length < this.maxFailures) return 0;
    return recent[recent.length - this.maxFailures]! + this.windowMs - this.now();
  }

  recordFailure(account: string): void {
    this.failures.set(account, [...this.recent(account), this.now()]);
  }

  reset(account: string): void {
    this.failures.delete(account);
  }

  private recent(account: string): number[] {
    const cutoff = this.now() - this.windowMs;
    const recent = (this.failures.get(account) ?? []).filter((time) => time > cutoff);
    if (recent.length === 0) this.failures.delete(account);
    else this.failures.set(account, recent);
    return recent;
  }
}
