import { expect } from 'vitest';
import type { ClientRecordResponse } from '../../src/contracts/trainers.js';
import type { HttpClient } from './http-client.js';

/** A trainer's client record, through the API. */
export async function addClient(
  http: HttpClient,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<ClientRecordResponse> {
  const response = await http.post<ClientRecordResponse>(
    '/api/trainer/clients',
    { name: 'Sam Quill', dogName: 'Pickles', email: 'sam.quill@example.com', ...overrides },
    token,
  );
  expect(response.status, response.text).toBe(201);
  return response.body;
}

/** Names clients on the trainer's meetup; the answer's status must be 200. */
export async function setMeetupClients(
  http: HttpClient,
  token: string,
  meetupId: string,
  clientIds: string[],
) {
  const response = await http.put(`/api/trainer/meetups/${meetupId}/clients`, { clientIds }, token);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The path of an invite link (`/client-invite/<code>`) and its code. */
export function inviteCode(url: string): string {
  return new URL(url).pathname.split('/').pop()!;
}
