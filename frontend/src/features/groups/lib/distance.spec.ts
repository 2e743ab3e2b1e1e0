import { describe, expect, it } from 'vitest';
import { makeGroup } from '@/testing/data';
import {
  distanceTone,
  formatDistance,
  joinableGroups,
  nextRadiusHint,
  withinRadius,
} from './distance';

describe('distance badges (spec section 9)', () => {
  it.each([
    [0, 'near', 'Same city'],
    [3.24, 'near', '3.2 miles'],
    [5, 'near', '5.0 miles'],
    [5.01, 'mid', '5.0 miles'],
    [15, 'mid', '15.0 miles'],
    [15.05, 'far', '15.1 miles'],
    [87.46, 'far', '87.5 miles'],
  ] as const)('%s miles is %s and reads %s', (miles, tone, text) => {
    expect(distanceTone(miles)).toBe(tone);
    expect(formatDistance(miles)).toBe(text);
  });
});

describe('radius filter and next-radius hint (spec sections 2, 7, 9)', () => {
  const at = (distanceMiles: number | null, extra = {}) => makeGroup({ distanceMiles, ...extra });
  const groups = joinableGroups([
    at(40),
    at(0),
    at(22),
    at(null),
    at(8, { isMember: true }),
    at(90),
  ]);

  it('keeps groups not joined with a known distance, nearest first', () => {
    expect(groups.map((group) => group.distanceMiles)).toEqual([0, 22, 40, 90]);
    expect(withinRadius(groups, 25).map((group) => group.distanceMiles)).toEqual([0, 22]);
  });

  it('offers the next larger radius that shows more groups', () => {
    expect(nextRadiusHint(groups, 10)).toEqual({ radius: 25, count: 2, extra: 1 });
    expect(nextRadiusHint(groups, 25)).toEqual({ radius: 50, count: 3, extra: 1 });
    expect(nextRadiusHint(groups, 50)).toEqual({ radius: 100, count: 4, extra: 1 });
    expect(nextRadiusHint(groups, 100)).toBeNull();
  });

  it('skips a larger radius that would show nothing new', () => {
    const far = joinableGroups([at(70)]);
    expect(nextRadiusHint(far, 10)).toEqual({ radius: 100, count: 1, extra: 1 });
    expect(nextRadiusHint([], 10)).toBeNull();
  });
});
