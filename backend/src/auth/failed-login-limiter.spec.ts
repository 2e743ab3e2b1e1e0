import { describe, expect, it } from 'vitest';
import { FailedLoginLimiter } from './failed-login-limiter.js';

describe('failed login limiter', () => {
  it('allows attempts until the limit, then until the oldest failure leaves the window', () => {
    let now = 1_000_000;
    const limiter = new FailedLoginLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs('a@x.com')).toBe(0);
      limiter.recordFailure('a@x.com');
      now += 1_000;
    }
    expect(limiter.retryAfterMs('a@x.com')).toBe(57_000);
    expect(limiter.retryAfterMs('b@x.com')).toBe(0);
    now += 57_001;
    expect(limiter.retryAfterMs('a@x.com')).toBe(0);
  });

  it('forgets failures after a successful login', () => {
    const limiter = new FailedLoginLimiter(2, 60_000);
    limiter.recordFailure('a@x.com');
    limiter.reset('a@x.com');
    limiter.recordFailure('a@x.com');
    expect(limiter.retryAfterMs('a@x.com')).toBe(0);
  });
});
