import { expect } from 'vitest';
import type { GroupKind } from '../../src/contracts/entry-rules.js';
import type { EligibilityResponse } from '../../src/contracts/groups.js';
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
 * The dogs a person would tick in the join dialog: those the group's rules admit today (a group
 * with entry rules takes no request without one).
 */
async function eligibleDogIds(
  http: HttpClient,
  token: string,
  groupId: string,
  inviteCode: string | null,
): Promise<string[]> {
  const query = inviteCode ? `?invite=${encodeURIComponent(inviteCode)}` : '';
  const eligibility = await http.get<EligibilityResponse>(
    `/api/groups/${groupId}/eligibility${query}`,
    token,
  );
  expect(eligibility.status, eligibility.text).toBe(200);
  return eligibility.body.dogs.filter((dog) => dog.eligible).map((dog) => dog.dogId);
}

async function sendJoinRequest(
  http: HttpClient,
  token: string,
  groupId: string,
  { dogIds, inviteCode = null }: { dogIds?: string[]; inviteCode?: string | null },
) {
  const request = await http.post(
    `/api/groups/${groupId}/join-requests`,
    {
      message: 'Hello!',
      dogIds: dogIds ?? (await eligibleDogIds(http, token, groupId, inviteCode)),
      houseRulesAccepted: true,
      inviteCode,
    },
    token,
  );
  expect(request.status, request.text).toBe(200);
  return request.body as { status: 'pending' | 'joined' };
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
  options: { dogIds?: string[]; inviteCode?: string | null } = {},
): Promise<string> {
  const request = await sendJoinRequest(http, memberToken, groupId, options);
  const userId = await userIdOf(http, memberToken);
  if (request.status === 'joined') return userId;
  const approval = await http.post(
    `/api/groups/${groupId}/join-requests/${userId}/approve`,
    {},
    organizerToken,
  );
  expect(approval.status, approval.text).toBe(200);
  return userId;
}

/** `token`'s user asks to join a private or invite-only group and waits for an answer. */
export async function requestToJoin(
  http: HttpClient,
  token: string,
  groupId: string,
  options: { dogIds?: string[]; inviteCode?: string | null } = {},
): Promise<void> {
  expect((await sendJoinRequest(http, token, groupId, options)).status).toBe('pending');
}

/** The code of a new invite link to the group, made by one of its organizers. */
export async function inviteCodeOf(
  http: HttpClient,
  organizerToken: string,
  groupId: string,
): Promise<string> {
  const invite = await http.post(`/api/groups/${groupId}/invites`, {}, organizerToken);
  expect(invite.status, invite.text).toBe(201);
  return invite.body.code;
}

/** An organizer makes the group public, private or invite-only (PATCH /api/groups/{id}). */
export async function changeGroupKind(
  http: HttpClient,
  organizerToken: string,
  groupId: string,
  kind: GroupKind,
) {
  const response = await http.request('PATCH', `/api/groups/${groupId}`, {
    body: { kind },
    token: organizerToken,
  });
  expect(response.status, response.text).toBe(200);
  expect(response.body.kind).toBe(kind);
  return response.body;
}

/** `token`'s user leaves the group. */
export async function leaveGroup(http: HttpClient, token: string, groupId: string) {
  const response = await http.post(`/api/groups/${groupId}/leave`, undefined, token);
  expect(response.status, response.text).toBe(200);
}

/** How many events a group's stream holds: a refused command adds none. */
export async function groupEventCount(events: EventStore, groupId: string): Promise<number> {
  let count = 0;
  for await (const _event of events.readStream(`group-${groupId}`)) count += 1;
  return count;
}
