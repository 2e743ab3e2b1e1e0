import type { ErrorBody } from '@packmeet/backend/contracts/errors';

/**
 * The error shape every RTK Query endpoint rejects with. `message` follows the spec's format
 * (`'{status}: {body text or statusText}'`); `data` is the parsed body when it was JSON.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR';
  message: string;
  data?: unknown;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string'
  );
}

/**
 * Our API's error body (the contract's ErrorBody), when the failure carried one: a proxy, a
 * static file server or a dropped connection answers without.
 */
function errorBody(error: unknown): ErrorBody | undefined {
  if (!isApiError(error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null && 'message' in data
    ? (data as ErrorBody)
    : undefined;
}

/** The server's human message, for toasts that read "Server message, or ...". */
export function getServerMessage(error: unknown): string | undefined {
  return errorBody(error)?.message.trim() || undefined;
}

/** The full error message (`'409: {...}'`), or `fallback` when `error` carries none. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Field errors from a 400 body (`errors: [{ path, message }]`), keyed by field path. */
export function getFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { path, message } of errorBody(error)?.errors ?? []) {
    if (!(path in result)) result[path] = message;
  }
  return result;
}

/**
 * The dogs a refusal names (a dog that does not meet an entry rule: `errors` paths
 * `dogs.<dogId>.<field>`), each with the fields to fix on its profile.
 */
export function getDogIssues(error: unknown): { dogId: string; fields: string[] }[] {
  const byDog = new Map<string, string[]>();
  for (const { path } of errorBody(error)?.errors ?? []) {
    const [scope, dogId, field] = path.split('.');
    if (scope !== 'dogs' || !dogId || !field) continue;
    byDog.set(dogId, [...(byDog.get(dogId) ?? []), field]);
  }
  return [...byDog].map(([dogId, fields]) => ({ dogId, fields }));
}
