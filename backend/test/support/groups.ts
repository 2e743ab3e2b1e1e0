import { expect } from 'vitest';
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
