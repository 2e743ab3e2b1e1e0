import { describe, expect, it } from 'vitest';
import { fromPositionKey, positionKey, positionNumber } from './position-key.js';

describe('position stamps', () => {
  it('keys sort like the positions they encode, and read back exactly', () => {
    const positions = [0n, 9n, 10n, 123_456_789n, 2n ** 64n + 1n];
    const keys = positions.map(positionKey);
    expect([...keys].sort()).toEqual(keys);
    expect(keys.map(fromPositionKey)).toEqual(positions);
  });

  it('numbers are exact up to 2^53 - 1 and refused beyond', () => {
    expect(positionNumber(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => positionNumber(9_007_199_254_740_992n)).toThrow(/string stamps/);
  });
});
