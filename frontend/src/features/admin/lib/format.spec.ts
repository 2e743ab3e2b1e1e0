import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, percentDone } from './format';

describe('admin formatting', () => {
  it('groups thousands, including positions sent as strings', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount('98765')).toBe('98,765');
    expect(formatCount(0)).toBe('0');
  });

  it.each([
    [0, '0 s'],
    [44.6, '45 s'],
    [60, '1 min'],
    [185, '3 min 5 s'],
    [3600, '1 h'],
    [7800, '2 h 10 min'],
  ])('formats %d seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('rounds progress down and treats an empty log as done', () => {
    expect(percentDone(999, 1000)).toBe(99);
    expect(percentDone(1000, 1000)).toBe(100);
    expect(percentDone(0, 0)).toBe(100);
    expect(percentDone(1200, 1000)).toBe(100);
  });
});
