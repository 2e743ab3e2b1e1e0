import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl, placeLine } from './calendar-links.js';

const event = {
  title: 'Evening Stroll',
  start: '2027-03-14T22:30:00.000Z',
  end: '2027-03-15T00:30:00.000Z',
  timeZone: 'America/New_York',
  location: 'Freedom Park, 1900 East Blvd, Charlotte, NC 28203, USA',
  details: 'Slow and sniffy.',
};

describe('add-to-calendar links', () => {
  it("give Google the UTC instants and the meetup's zone", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270314T223000Z/20270315T003000Z');
    expect(url.searchParams.get('ctz')).toBe('America/New_York');
    expect(url.searchParams.get('location')).toBe(event.location);
  });

  it("give Outlook the wall times with the place's offset (daylight time after March 14)", () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.searchParams.get('startdt')).toBe('2027-03-14T18:30:00-04:00');
    expect(url.searchParams.get('enddt')).toBe('2027-03-14T20:30:00-04:00');
    expect(url.searchParams.get('subject')).toBe('Evening Stroll');
  });

  it('name the place once', () => {
    expect(placeLine({ locationDisplay: 'Freedom Park', location: event.location })).toBe(
      event.location,
    );
    expect(
      placeLine({ locationDisplay: 'Green Lake Park', location: '7201 E Green Lake Dr N' }),
    ).toBe('Green Lake Park, 7201 E Green Lake Dr N');
    expect(placeLine({ locationDisplay: null, location: 'Austin, TX 78746, USA' })).toBe(
      'Austin, TX 78746, USA',
    );
  });
});
