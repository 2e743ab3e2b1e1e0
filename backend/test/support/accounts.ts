import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';

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

/** Registers through the API and returns the token plus what was sent. */
export async function registerUser(http: HttpClient, overrides: Record<string, unknown> = {}) {
  const registration = aRegistration(overrides);
  const response = await http.post<{ token: string }>('/api/auth/register', registration);
  expect(response.status, response.text).toBe(201);
  return { ...registration, token: response.body.token };
}
