import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';
import { inboxOf, tokenOf } from './smtp.js';

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
 * Follows the verification link in the email the server sent to `address`, as its page does
 * (POST /api/auth/verify-email with the link's token).
 */
export async function verifyThroughEmail(http: HttpClient, address: string): Promise<void> {
  const inbox = inboxOf(http.baseUrl);
  if (!inbox) throw new Error(`${http.baseUrl} sends no email to a test SMTP server`);
  const link = await inbox.linkFor(address, 'verify-email');
  const response = await http.post('/api/auth/verify-email', { token: tokenOf(link) });
  expect(response.status, response.text).toBe(200);
}

/**
 * Registers through the API and returns the token plus what was sent. With
 * email on, the account's email is verified through the link its sign-up
 * email carries unless `verified` is false, so tests not about verification
 * may create groups and meetups; with email off nothing asks for it.
 */
export async function registerUser(
  http: HttpClient,
  overrides: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
) {
  const registration = aRegistration(overrides);
  const response = await http.post<{ token: string }>('/api/auth/register', registration);
  expect(response.status, response.text).toBe(201);
  if (verified && inboxOf(http.baseUrl)) await verifyThroughEmail(http, registration.email);
  return { ...registration, token: response.body.token };
}
