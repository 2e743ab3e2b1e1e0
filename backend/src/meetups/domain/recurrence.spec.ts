import { describe, expect, it } from 'vitest';
import {
  describeRecurrence,
  isOccurrenceDate,
  occurrenceDates,
  occurrenceTimes,
  toRrule,
  weekOfMonth,
  zonedInstant,
  type Recurrence,
} from './recurrence.js';

const weekly: Recurrence = {
  frequency: 'weekly',
  startDate: '2031-03-01', // a Saturday
  endDate: null,
  count: null,
  time: '18:30',
  durationMinutes: 120,
  timeZone: 'America/New_York',
};

describe('recurrence dates', () => {
  it('a weekly series falls on the same weekday every week', () => {
    expect(occurrenceDates(weekly, '2031-03-01', '2031-03-31')).toEqual([
      '2031-03-01',
      '2031-03-08',
      '2031-03-15',
      '2031-03-22',
      '2031-03-29',
    ]);
  });

  it('a window that starts later returns only the dates in it', () => {
    expect(occurrenceDates(weekly, '2031-03-10', '2031-03-20')).toEqual(['2031-03-15']);
  });

  it('every two weeks skips a week', () => {
    const biweekly = { ...weekly, frequency: 'biweekly' as const };
    expect(occurrenceDates(biweekly, '2031-03-01', '2031-04-15')).toEqual([
      '2031-03-01',
      '2031-03-15',
      '2031-03-29',
      '2031-04-12',
    ]);
  });

  it('monthly on the nth weekday keeps the week of the month, across years', () => {
    // 2031-11-08 is the second Saturday of November.
    const monthly = { ...weekly, frequency: 'monthly' as const, startDate: '2031-11-08' };
    expect(weekOfMonth('2031-11-08')).toBe(2);
    expect(occurrenceDates(monthly, '2031-11-01', '2032-02-29')).toEqual([
      '2031-11-08',
      '2031-12-13',
      '2032-01-10',
      '2032-02-14',
    ]);
  });

  it('a monthly start after the 28th means the last such weekday', () => {
    const monthly = { ...weekly, frequency: 'monthly' as const, startDate: '2031-03-29' };
    expect(occurrenceDates(monthly, '2031-03-01', '2031-06-30')).toEqual([
      '2031-03-29',
      '2031-04-26',
      '2031-05-31',
      '2031-06-28',
    ]);
    expect(describeRecurrence(monthly)).toBe('The last Saturday of every month at 6:30 PM');
  });

  it('stops at its end date and after its count', () => {
    expect(
      occurrenceDates({ ...weekly, endDate: '2031-03-15' }, '2031-01-01', '2031-12-31'),
    ).toEqual(['2031-03-01', '2031-03-08', '2031-03-15']);
    expect(occurrenceDates({ ...weekly, count: 2 }, '2031-01-01', '2031-12-31')).toEqual([
      '2031-03-01',
      '2031-03-08',
    ]);
  });

  it('knows its own dates', () => {
    expect(isOccurrenceDate(weekly, '2031-03-08')).toBe(true);
    expect(isOccurrenceDate(weekly, '2031-03-09')).toBe(false);
    expect(isOccurrenceDate(weekly, '2031-02-22')).toBe(false);
    expect(isOccurrenceDate(weekly, '2031-02-30')).toBe(false);
  });
});

describe('local time across daylight-saving changes', () => {
  it('6:30 PM stays 6:30 PM in New York across the March change', () => {
    // US clocks spring forward on 2031-03-09.
    const [before, after] = occurrenceDates(weekly, '2031-03-08', '2031-03-15');
    expect(occurrenceTimes(weekly, before!).startsAt).toBe('2031-03-08T23:30:00.000Z'); // EST
    expect(occurrenceTimes(weekly, after!).startsAt).toBe('2031-03-15T22:30:00.000Z'); // EDT
  });

  it('6:30 PM stays 6:30 PM in New York across the November change', () => {
    // US clocks fall back on 2031-11-02.
    expect(zonedInstant('2031-11-01', '18:30', 'America/New_York')).toBe(
      '2031-11-01T22:30:00.000Z',
    );
    expect(zonedInstant('2031-11-08', '18:30', 'America/New_York')).toBe(
      '2031-11-08T23:30:00.000Z',
    );
  });

  it('a series at the changing hour: the skipped hour moves forward, the repeated one is the first', () => {
    expect(zonedInstant('2031-03-09', '02:30', 'America/Chicago')).toBe('2031-03-09T08:30:00.000Z');
    expect(zonedInstant('2031-11-02', '01:30', 'America/Chicago')).toBe('2031-11-02T06:30:00.000Z');
  });

  it('a zone without daylight saving keeps its offset', () => {
    expect(zonedInstant('2031-07-05', '09:00', 'America/Phoenix')).toBe('2031-07-05T16:00:00.000Z');
    expect(zonedInstant('2031-12-06', '09:00', 'America/Phoenix')).toBe('2031-12-06T16:00:00.000Z');
  });

  it('the end is the duration after the start', () => {
    expect(occurrenceTimes(weekly, '2031-03-08').endsAt).toBe('2031-03-09T01:30:00.000Z');
  });
});

describe('how a series reads', () => {
  it('says when it happens', () => {
    expect(describeRecurrence({ ...weekly, time: '09:00' })).toBe('Every Saturday at 9:00 AM');
    expect(describeRecurrence({ ...weekly, frequency: 'biweekly', startDate: '2031-03-04' })).toBe(
      'Every other Tuesday at 6:30 PM',
    );
    expect(
      describeRecurrence({
        ...weekly,
        frequency: 'monthly',
        startDate: '2031-03-16',
        time: '12:05',
      }),
    ).toBe('The third Sunday of every month at 12:05 PM');
  });

  it('as an RRULE', () => {
    expect(toRrule(weekly)).toBe('FREQ=WEEKLY;BYDAY=SA');
    expect(toRrule({ ...weekly, frequency: 'biweekly', count: 6 })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=6',
    );
    expect(
      toRrule({ ...weekly, frequency: 'monthly', startDate: '2031-03-08', endDate: '2031-06-30' }),
    ).toBe('FREQ=MONTHLY;BYDAY=2SA;UNTIL=20310701T035900Z');
  });
});
