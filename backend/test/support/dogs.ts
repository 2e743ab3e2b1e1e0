import { expect } from 'vitest';
import type { HttpClient } from './http-client.js';

export function aDog(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Biscuit',
    breed: 'Golden Retriever',
    age: 'young',
    trainingLevel: 'basic',
    trainingWarnings: ['anxious'],
    description: 'Gentle, loves water.',
    specialNeeds: 'Hip dysplasia: short walks only',
    ...overrides,
  };
}

/** Adds a dog through the API and returns it. */
export async function addDog(
  http: HttpClient,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await http.post('/api/dogs', aDog(overrides), token);
  expect(response.status, response.text).toBe(201);
  return response.body;
}
