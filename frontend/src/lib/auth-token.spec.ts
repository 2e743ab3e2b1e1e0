import { describe, expect, it } from 'vitest';
import { TEST_TOKEN, TEST_USER_ID } from '@/testing/data';
import { getTokenUserId } from './auth-token';

function tokenWith(claims: Record<string, unknown>): string {
  const payload = window
    .btoa(JSON.stringify(claims))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.c2ln`;
}

describe('getTokenUserId (spec section 3: the payload holds userId, sub or id)', () => {
  it('reads userId, then sub, then id', () => {
    expect(getTokenUserId(TEST_TOKEN)).toBe(TEST_USER_ID);
    expect(getTokenUserId(tokenWith({ sub: 'user-sub' }))).toBe('user-sub');
    expect(getTokenUserId(tokenWith({ id: 42 }))).toBe('42');
  });

  it('answers null for anything that is not a readable token', () => {
    expect(getTokenUserId(null)).toBeNull();
    expect(getTokenUserId('not-a-jwt')).toBeNull();
    expect(getTokenUserId('a.%%%.c')).toBeNull();
    expect(getTokenUserId(tokenWith({ name: 'Maya' }))).toBeNull();
  });
});
