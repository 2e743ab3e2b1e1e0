import { describe, expect, it } from 'vitest';
import {
  dateLeaf,
  formatMeetupLongDate,
  formatMeetupStart,
  formatMeetupTime,
  fromLocalInput,
  isoWithOffset,
  localDate,
  needsZone,
  toLocalInput,
  zoneAbbreviation,
  zoneLabel,
} from './local-time.js';
import { placeTimeZone, zoneAfterChange } from './time-zones.js';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';

// 2026: clocks go forward on Sunday March 8 at 2 AM, back on Sunday November 1 at 2 AM.
describe('local time of a meetup', () => {
  it('shows the time at the place, naming the zone only for a viewer elsewhere', () => {
    // 6:30 PM in Charlotte, in winter (EST, UTC-5).
    const start = '2026-01-10T23:30:00.000Z';
    const end = '2026-01-11T01:30:00.000Z';
    expect(formatMeetupTime(start, end, NY, NY)).toBe('6:30 PM – 8:30 PM');
    expect(formatMeetupTime(start, end, NY, LA)).toBe('6:30 PM – 8:30 PM EST');
    expect(formatMeetupTime(start, end, NY)).toBe('6:30 PM – 8:30 PM EST');
    // Detroit reads the same clock as New York.
    expect(formatMeetupTime(start, end, NY, 'America/Detroit')).toBe('6:30 PM – 8:30 PM');
    expect(formatMeetupLongDate(start, NY)).toBe('Saturday, January 10, 2026');
    expect(formatMeetupStart(start, NY, LA)).toBe('Sat, Jan 10, 6:30 PM EST');
    expect(dateLeaf(start, NY)).toEqual({ month: 'Jan', day: '10' });
    expect(localDate(start, NY)).toBe('2026-01-10');
  });

  it('names the end date when the meetup runs past midnight at the place', () => {
    expect(formatMeetupTime('2026-01-11T03:00:00.000Z', '2026-01-11T06:00:00.000Z', NY, NY)).toBe(
      '10:00 PM – Jan 11, 1:00 AM',
    );
  });

  it('keeps the wall time across the March change: 6:30 PM EST, then 6:30 PM EDT', () => {
    const before = fromLocalInput('2026-03-07T18:30', NY);
    const after = fromLocalInput('2026-03-08T18:30', NY);
    expect(before).toBe('2026-03-07T23:30:00.000Z');
    expect(after).toBe('2026-03-08T22:30:00.000Z');
    expect(formatMeetupTime(before!, null, NY, LA)).toBe('6:30 PM EST');
    expect(formatMeetupTime(after!, null, NY, LA)).toBe('6:30 PM EDT');
    expect(isoWithOffset(before!, NY)).toBe('2026-03-07T18:30:00-05:00');
    expect(isoWithOffset(after!, NY)).toBe('2026-03-08T18:30:00-04:00');
    expect(toLocalInput(after, NY)).toBe('2026-03-08T18:30');
    // 2:30 AM does not happen that night: it is read as 3:30 AM daylight time.
    expect(fromLocalInput('2026-03-08T02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(zoneAbbreviation('2026-03-08T07:30:00.000Z', NY)).toBe('EDT');
  });

  it('keeps the wall time across the November change, and reads the repeated hour as the first', () => {
    expect(fromLocalInput('2026-10-31T09:00', LA)).toBe('2026-10-31T16:00:00.000Z');
    expect(fromLocalInput('2026-11-01T09:00', LA)).toBe('2026-11-01T17:00:00.000Z');
    expect(isoWithOffset('2026-11-01T17:00:00.000Z', LA)).toBe('2026-11-01T09:00:00-08:00');
    // 1:30 AM happens twice: the first, still daylight time.
    expect(fromLocalInput('2026-11-01T01:30', LA)).toBe('2026-11-01T08:30:00.000Z');
    expect(formatMeetupTime('2026-11-01T08:30:00.000Z', null, LA, NY)).toBe('1:30 AM PDT');
    // A meetup across the change lasts an hour longer than its clock times say.
    expect(formatMeetupTime('2026-11-01T08:30:00.000Z', '2026-11-01T10:30:00.000Z', LA, LA)).toBe(
      '1:30 AM – 2:30 AM',
    );
  });

  it('a viewer in a zone that changes on another date sees the zone named only while they differ', () => {
    // Europe changes on March 29 2026: between the US and European changes the gap is 4 hours.
    expect(needsZone('2026-03-20T22:30:00.000Z', NY, NY)).toBe(false);
    expect(needsZone('2026-03-20T22:30:00.000Z', NY, 'Europe/London')).toBe(true);
  });

  it('refuses what is not a wall time, and labels the zone for forms', () => {
    expect(fromLocalInput('2026-13-40T25:00', NY)).toBeNull();
    expect(fromLocalInput('tomorrow', NY)).toBeNull();
    expect(toLocalInput('', NY)).toBe('');
    expect(zoneLabel(NY, '2026-01-10T23:30:00.000Z')).toBe('Eastern Time (EST)');
  });
});

describe('time zone of a place', () => {
  it('comes from the coordinates offline, else the state, else Eastern Time', () => {
    expect(placeTimeZone({ latitude: 35.2271, longitude: -80.8431 })).toBe(NY);
    expect(placeTimeZone({ latitude: 47.6805, longitude: -122.3287, state: 'NC' })).toBe(LA);
    expect(placeTimeZone({ latitude: null, longitude: null, state: 'az' })).toBe('America/Phoenix');
    expect(placeTimeZone({ latitude: null, longitude: null, state: 'NC' })).toBe(NY);
    expect(placeTimeZone({ latitude: 999, longitude: 0, state: null })).toBe(NY);
  });

  it('follows a change of coordinates; a change without them keeps the zone', () => {
    const before = { timeZone: NY, latitude: 35.2, longitude: -80.8 };
    expect(zoneAfterChange(before, { title: 'x' } as object)).toBe(NY);
    expect(zoneAfterChange(before, { longitude: -122.3, latitude: 47.7 })).toBe(LA);
    expect(zoneAfterChange(before, { latitude: null, longitude: null })).toBe(NY);
    expect(zoneAfterChange(before, { timeZone: 'America/Chicago' })).toBe('America/Chicago');
  });
});
