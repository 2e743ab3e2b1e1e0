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
 * The human message the server put in its JSON error body (`{ statusCode, error, message }`),
 * for toasts that read "Server message, or ...". Undefined when there is none.
 */
export function getServerMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const message = (data as { message: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string');
    if (parts.length > 0) return parts.join(', ');
  }
  return undefined;
}

/** The full error message (`'409: {...}'`), or `fallback` when `error` carries none. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Field errors from a 400 body (`errors: [{ path, message }]`), keyed by field path. */
export function getFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const data = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const errors = (data as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const entry of errors) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { path, message } = entry as { path?: unknown; message?: unknown };
    const key = Array.isArray(path) ? path.join('.') : path;
    if (typeof key === 'string' && typeof message === 'string' && !(key in result)) {
      result[key] = message;
    }
  }
  return result;
}
