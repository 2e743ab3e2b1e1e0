import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';
import { verifyNewAccount } from './account-links.js';

export function aRegistration(overrides: Record<string, unknown> = {}) {
  const unique = randomUUID().slice(0, 8);
  return {
    firstName: 'Maya',
    lastName: 'Lopez',
    username: `maya_${unique}`,
    email: `maya.${unique}@example.com`,
    password: 'correct horse battery',
    city: 'Austin',
    state: 'TX',
    isTrainer: false,
    ...overrides,
  };
}

/**
 * Registers through the API and returns the token plus what was sent. The
 * account's email is verified through its sign-up link unless `verified` is
 * false, so tests not about verification may create groups and meetups.
 */
export async function registerUser(
  http: HttpClient,
  overrides: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const registration = aRegistration(overrides);
  const response = await http.post<{ token: string }>('/api/auth/register', registration);
  expect(response.status, response.text).toBe(201);
  if (verified) await verifyNewAccount(http.baseUrl, response.body.token);
  return { ...registration, token: response.body.token };
}
