import { describe, expect, it } from 'vitest';
import { FailedLoginLimiter, type SignInDecision } from './failed-login-limiter.js';

const MINUTE = 60_000;

function aLimiter(options: { maxFailures?: number; windowMs?: number; maxEntries?: number } = {}) {
  const clock = { now: 1_000_000 };
  const limiter = new FailedLoginLimiter({
    maxFailures: options.maxFailures ?? 3,
    windowMs: options.windowMs ?? MINUTE,
    now: () => clock.now,
    ...(options.maxEntries ? { maxEntries: options.maxEntries } : {}),
  });
  return { limiter, clock };
}

const refused = (decision: SignInDecision) => decision.kind === 'refused';
const delayOf = (decision: SignInDecision) =>
  decision.kind === 'allowed' ? decision.delayMs : 'refused';

describe('failed login limiter', () => {
  it('refuses a source that reached the limit on an account until its oldest failure leaves the window', () => {
    const { limiter, clock } = aLimiter();
    for (let i = 0; i < 3; i++) {
      expect(refused(limiter.attempt('a@x.com', '203.0.113.7'))).toBe(false);
      clock.now += 1_000;
    }
    expect(limiter.attempt('a@x.com', '203.0.113.7')).toEqual({
      kind: 'refused',
      retryAfterMs: 57_000,
    });
    clock.now += 57_001;
    expect(refused(limiter.attempt('a@x.com', '203.0.113.7'))).toBe(false);
  });

  it("lets another source, such as the owner's, try the account the attacker's source is refused on", () => {
    const { limiter } = aLimiter();
    for (let i = 0; i < 3; i++) limiter.attempt('a@x.com', '203.0.113.7');
    expect(refused(limiter.attempt('a@x.com', '203.0.113.7'))).toBe(true);

    const owner = limiter.attempt('a@x.com', '198.51.100.20');
    expect(owner.kind).toBe('allowed');
    // And the refused source may still try other accounts (the per-IP limit bounds that).
    expect(refused(limiter.attempt('b@x.com', '203.0.113.7'))).toBe(false);
  });

  it('counts a burst of parallel attempts from one source before any of them is answered', () => {
    const { limiter } = aLimiter();
    const decisions = Array.from({ length: 6 }, () => limiter.attempt('a@x.com', '203.0.113.7'));
    expect(decisions.map(refused)).toEqual([false, false, false, true, true, true]);
  });

  it('takes IPv6 sources per /64 and IPv4-mapped addresses as IPv4', () => {
    const { limiter } = aLimiter();
    for (let i = 1; i <= 3; i++) limiter.attempt('a@x.com', `2001:db8:1:2::${i}`);
    expect(refused(limiter.attempt('a@x.com', '2001:db8:1:2:ffff::9'))).toBe(true);
    expect(refused(limiter.attempt('a@x.com', '2001:db8:1:3::1'))).toBe(false);

    for (let i = 0; i < 3; i++) limiter.attempt('b@x.com', '192.0.2.1');
    expect(refused(limiter.attempt('b@x.com', '::ffff:192.0.2.1'))).toBe(true);
  });

  it('slows an account down as failures from many sources pile up, and never refuses it', () => {
    const { limiter, clock } = aLimiter({ maxFailures: 3 });
    const delays = Array.from({ length: 9 }, (_, i) =>
      delayOf(limiter.attempt('a@x.com', `203.0.113.${i + 1}`)),
    );
    // Three failures are free; then 0.5 s, doubling, up to 4 s.
    expect(delays).toEqual([0, 0, 0, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    // The owner, from a fresh source, is slowed down like everyone else but let through.
    expect(delayOf(limiter.attempt('a@x.com', '198.51.100.20'))).toBe(4_000);
    // Other accounts are not slowed.
    expect(delayOf(limiter.attempt('b@x.com', '203.0.113.1'))).toBe(0);

    clock.now += MINUTE + 1;
    expect(delayOf(limiter.attempt('a@x.com', '203.0.113.1'))).toBe(0);
  });

  it("clears a source's failures on a success, from its own count and the account's", () => {
    const { limiter } = aLimiter({ maxFailures: 3 });
    limiter.attempt('a@x.com', '192.0.2.1');
    limiter.attempt('a@x.com', '192.0.2.1');
    const right = limiter.attempt('a@x.com', '192.0.2.1');
    if (right.kind !== 'allowed') throw new Error('expected the attempt to be allowed');
    limiter.succeeded(right.attempt);

    // The source has its whole allowance again, and the account is not slowed by the owner's typos.
    const next = Array.from({ length: 4 }, () => delayOf(limiter.attempt('a@x.com', '192.0.2.1')));
    expect(next).toEqual([0, 0, 0, 'refused']);
  });

  it("keeps a success from one source from clearing the account's failures from others", () => {
    const { limiter } = aLimiter({ maxFailures: 3 });
    for (let i = 1; i <= 4; i++) limiter.attempt('a@x.com', `203.0.113.${i}`);
    expect(delayOf(limiter.attempt('a@x.com', '198.51.100.20'))).toBe(1_000);
    const owner = limiter.attempt('a@x.com', '198.51.100.20');
    if (owner.kind !== 'allowed') throw new Error('expected the owner to be let through');
    expect(owner.delayMs).toBe(2_000);
    limiter.succeeded(owner.attempt);
    // The owner's typo and sign-in are off the count; the four guesses stay.
    expect(delayOf(limiter.attempt('a@x.com', '203.0.113.9'))).toBe(1_000);
  });

  it('stays bounded: past maxEntries the least recently used pairs and accounts are forgotten', () => {
    const { limiter } = aLimiter({ maxFailures: 1, maxEntries: 3 });
    limiter.attempt('a@x.com', '192.0.2.1');
    expect(refused(limiter.attempt('a@x.com', '192.0.2.1'))).toBe(true);
    for (const account of ['b@x.com', 'c@x.com', 'd@x.com']) limiter.attempt(account, '192.0.2.1');
    expect(refused(limiter.attempt('a@x.com', '192.0.2.1'))).toBe(false);
  });
});
