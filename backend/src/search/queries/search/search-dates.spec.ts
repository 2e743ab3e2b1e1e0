import { describe, expect, it } from 'vitest';
import { searchRange } from './search-dates.js';

const LA = 'America/Los_Angeles';
// Wednesday 2031-03-05, 9:00 in Los Angeles (PST, UTC-8).
const WEDNESDAY = new Date('2031-03-05T17:00:00.000Z');

describe('searchRange: the dates of a search, at the searched place', () => {
  it('today runs until midnight there', () => {
    expect(searchRange({ when: 'today' }, WEDNESDAY, LA)).toEqual({
      from: null,
      to: '2031-03-06T08:00:00.000Z',
    });
  });

  it('this weekend is the coming Saturday and Sunday, across a change to daylight time', () => {
    expect(searchRange({ when: 'weekend' }, WEDNESDAY, LA)).toEqual({
      from: '2031-03-08T08:00:00.000Z',
      // Clocks go forward on Sunday 2031-03-09: Monday starts at 07:00 UTC.
      to: '2031-03-10T07:00:00.000Z',
    });
  });

  it('on a Saturday or a Sunday, this weekend is the one under way', () => {
    const sunday = new Date('2031-03-09T20:00:00.000Z');
    expect(searchRange({ when: 'weekend' }, sunday, LA).from).toBe('2031-03-08T08:00:00.000Z');
    const saturday = new Date('2031-03-08T20:00:00.000Z');
    expect(searchRange({ when: 'weekend' }, saturday, LA).from).toBe('2031-03-08T08:00:00.000Z');
  });

  it('the next 7 days run from now; a custom range includes its last day; any has no bounds', () => {
    expect(searchRange({ when: 'next7' }, WEDNESDAY, LA)).toEqual({
      from: null,
      to: '2031-03-12T17:00:00.000Z',
    });
    expect(
      searchRange({ when: 'custom', from: '2031-03-10', to: '2031-03-11' }, WEDNESDAY, LA),
    ).toEqual({ from: '2031-03-10T07:00:00.000Z', to: '2031-03-12T07:00:00.000Z' });
    expect(searchRange({ when: 'any' }, WEDNESDAY, LA)).toEqual({ from: null, to: null });
  });
});
