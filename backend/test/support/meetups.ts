import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';

const DAY = 24 * 3600_000;

export function aMeetup(groupId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    groupId,
    title: 'Saturday Sniffari at Zilker',
    description: 'A slow, sniffy loop with plenty of space. Leashes on until the meadow.',
    location: '2100 Barton Springs Rd, Austin, TX 78746, USA',
    locationDisplay: 'Zilker Park Off-Leash Area',
    latitude: 30.2669,
    longitude: -97.7729,
    date: new Date(Date.now() + 3 * DAY).toISOString(),
    maxAttendees: 20,
    parkType: 'dog_park',
    ...overrides,
  };
}

export async function scheduleMeetup(
  http: HttpClient,
  token: string,
  groupId: string | null,
  overrides: Record<string, unknown> = {},
) {
  const response = await http.post('/api/meetups', aMeetup(groupId, overrides), token);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Everyone answers at the same moment (one request each, all in flight together); all must be 200s. */
export async function rsvpAtOnce(
  http: HttpClient,
  meetupId: string,
  people: readonly { token: string }[],
  body: (index: number) => Record<string, unknown> = () => ({ status: 'going' }),
) {
  const responses = await Promise.all(
    people.map((person, index) =>
      http.post(`/api/meetups/${meetupId}/rsvp`, body(index), person.token),
    ),
  );
  expect(
    responses.filter((response) => response.status !== 200).map((response) => response.text),
  ).toEqual([]);
  return responses;
}

/** The user ids in the order the meetup's stream recorded their answers: arrival order. */
export async function arrivalOrder(
  eventStore: { readStream(stream: string): AsyncIterable<{ type: string; data: unknown }> },
  meetupId: string,
): Promise<string[]> {
  const arrival: string[] = [];
  for await (const event of eventStore.readStream(`meetup-${meetupId}`))
    if (event.type === 'RsvpSet' || event.type === 'RsvpWaitlisted')
      arrival.push((event.data as { userId: string }).userId);
  return arrival;
}
