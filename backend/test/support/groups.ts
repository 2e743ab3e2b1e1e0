import { expect } from 'vitest';
import type { EventStore } from '../../src/event-store/event-store.port.js';
import type { HttpClient } from './http-client.js';

export function aGroup(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Calm Corgis of Austin',
    description: 'Parallel walks and quiet sniffaris for dogs who like their space.',
    city: 'Austin',
    state: 'TX',
    isPrivate: false,
    ...overrides,
  };
}

export async function createGroup(
  http: HttpClient,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await http.post('/api/groups', aGroup(overrides), token);
  expect(response.status, response.text).toBe(201);
  return response.body;
}

export async function joinGroup(http: HttpClient, token: string, groupId: string) {
  const response = await http.post(`/api/groups/${groupId}/join`, undefined, token);
  expect(response.status, response.text).toBe(200);
  return response.body;
}

/** The id of the user a token belongs to. */
export async function userIdOf(http: HttpClient, token: string): Promise<string> {
  const profile = await http.get<{ id: string }>('/api/profile', token);
  expect(profile.status, profile.text).toBe(200);
  return profile.body.id;
}

/**
 * Makes `memberToken`'s user a member of any kind of group through HTTP: a
 * join request (through `inviteCode` for an invite-only group), approved by
 * an organizer when the group is not public. Returns the member's user id.
 */
export async function joinThroughRequest(
  http: HttpClient,
  organizerToken: string,
  memberToken: string,
  groupId: string,
  { dogIds = [], inviteCode = null }: { dogIds?: string[]; inviteCode?: string | null } = {},
): Promise<string> {
  const request = await http.post(
    `/api/groups/${groupId}/join-requests`,
    { message: 'Hello!', dogIds, houseRulesAccepted: true, inviteCode },
    memberToken,
  );
  expect(request.status, request.text).toBe(200);
  const userId = await userIdOf(http, memberToken);
  if (request.body.status === 'joined') return userId;
  const approval = await http.post(
    `/api/groups/${groupId}/join-requests/${userId}/approve`,
    {},
    organizerToken,
  );
  expect(approval.status, approval.text).toBe(200);
  return userId;
}

/** How many events a group's stream holds: a refused command adds none. */
export async function groupEventCount(events: EventStore, groupId: string): Promise<number> {
  let count = 0;
  for await (const _event of events.readStream(`group-${groupId}`)) count += 1;
  return count;
}
