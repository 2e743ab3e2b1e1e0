import { getToken } from './auth-token';

export interface HttpRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. Omitted entirely (no body, no content type) when undefined. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one place that turns a request into a `fetch` call, following spec section 7: every call
 * sends credentials, a bearer token when one is stored, and a JSON body only when there is one.
 * `fetch` is looked up at call time so tests can swap it.
 */
export function httpFetch({ url, method = 'GET', body, signal }: HttpRequest): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  if (signal) init.signal = signal;
  return fetch(url, init);
}

/** Spec section 8: `'{status}: {body text or statusText}'`. */
export function formatHttpError(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
