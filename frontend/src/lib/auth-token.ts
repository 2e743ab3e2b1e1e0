import { useSyncExternalStore } from 'react';

/** localStorage key of the bearer token (spec section 6). */
export const TOKEN_STORAGE_KEY = 'token';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as signed out.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } finally {
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored token, re-rendering when it is set or cleared (here or in another tab). */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

/**
 * The user id carried by a token (spec section 3: the payload holds it as `userId`, `sub` or
 * `id`). The client never verifies the token; the id only decides what to show, e.g. Delete on
 * one's own posts. Null for anything that is not a readable JWT.
 */
export function getTokenUserId(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const claims = JSON.parse(window.atob(padded)) as Record<string, unknown>;
    for (const key of ['userId', 'sub', 'id']) {
      const value = claims[key];
      if (typeof value === 'string' && value) return value;
      if (typeof value === 'number') return String(value);
    }
    return null;
  } catch {
    return null;
  }
}

/** The signed-in user's id, from the stored token. */
export function useCurrentUserId(): string | null {
  return getTokenUserId(useAuthToken());
}
