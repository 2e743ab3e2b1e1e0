import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';
import type { MeetupSeriesResponse } from '../../src/contracts/meetup-series.js';

const DAY = 24 * 3600_000;

/** The first date at least `after` days ahead that falls on `weekday` (0 Sunday .. 6 Saturday), 'YYYY-MM-DD'. */
export function nextWeekday(weekday: number, after = 2): string {
  const start = new Date(Date.now() + after * DAY);
  const days = (weekday - start.getUTCDay() + 7) % 7;
  return new Date(start.getTime() + days * DAY).toISOString().slice(0, 10);
}

/** A weekly Saturday walk in Austin at 9:00 AM. */
export function aSeries(groupId: string, overrides: Record<string, unknown> = {}) {
  return {
    groupId,
    title: 'Saturday Sniff & Stroll',
    description: 'A calm weekly loop; leashes on until the meadow.',
    location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
    locationDisplay: 'Zilker Park Off-Leash Area',
    latitude: 30.2669,
    longitude: -97.7729,
    parkType: 'dog_park',
    maxAttendees: 20,
    frequency: 'weekly',
    startDate: nextWeekday(6),
    time: '09:00',
    durationMinutes: 90,
    ...overrides,
  };
}

export async function scheduleSeries(
  http: HttpClient,
  token: string,
  groupId: string,
  overrides: Record<string, unknown> = {},
): Promise<MeetupSeriesResponse> {
  const response = await http.post('/api/meetup-series', aSeries(groupId, overrides), token);
  expect(response.status, response.text).toBe(201);
  return response.body;
}
