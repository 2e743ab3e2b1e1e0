import { vi } from 'vitest';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RecordedRequest {
  method: Method;
  url: string;
  path: string;
  headers: Headers;
  /** Parsed JSON body, or the raw body (e.g. a File) when it was not a string. */
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Reply =
  | Response
  | {
      status?: number;
      json?: unknown;
      text?: string;
      statusText?: string;
      /** Held back until this settles: the test opens it once it has seen the wait (gate()). */
      until?: Promise<unknown>;
    };

type Handler = (request: RecordedRequest, params: Record<string, string>) => Reply | Promise<Reply>;

interface Route {
  method: Method;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        keys.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), keys };
}

function toResponse(reply: Reply): Response {
  if (reply instanceof Response) return reply;
  const status = reply.status ?? 200;
  const statusText = reply.statusText ?? STATUS_TEXT[status] ?? '';
  if (status === 204) return new Response(null, { status, statusText });
  const body = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
  const headers = reply.json !== undefined ? { 'Content-Type': 'application/json' } : undefined;
  return new Response(body, { status, statusText, headers });
}

/** A JSON error body shaped like the backend's (NestJS-style). */
export function errorBody(
  statusCode: number,
  message: string,
  errors?: { path: string; message: string }[],
) {
  return {
    statusCode,
    error: STATUS_TEXT[statusCode] ?? 'Error',
    message,
    ...(errors ? { errors } : {}),
  };
}

/**
 * A fake backend behind a stubbed global `fetch`. Register handlers per method + path
 * (`/api/dogs/:id`); unmatched calls answer 404 with a JSON error, like the real server.
 */
/** An answer held back until the test opens it: a loading state seen for sure, not for a guessed while. */
export function gate(): { until: Promise<void>; open: () => void } {
  let open = () => {};
  const until = new Promise<void>((resolve) => (open = resolve));
  return { until, open };
}

export function createFakeApi() {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const method = (init.method ?? 'GET').toUpperCase() as Method;
    const headers = new Headers(init.headers);
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request: RecordedRequest = {
      method,
      url,
      path,
      headers,
      body,
      credentials: init.credentials,
    };
    requests.push(request);

    for (const route of routes) {
      if (route.method !== method) continue;
      // Absolute URLs (e.g. a storage upload URL) are matched whole, app URLs by path.
      const match = route.pattern.exec(/^https?:\/\//.test(url) ? url : path);
      if (!match) continue;
      const params = Object.fromEntries(
        route.keys.map((key, index) => [key, match[index + 1] ?? '']),
      );
      const reply = await route.handler(request, params);
      if (!(reply instanceof Response) && reply.until) await reply.until;
      return toResponse(reply);
    }
    return toResponse({ status: 404, json: errorBody(404, `Cannot ${method} ${path}`) });
  });

  vi.stubGlobal('fetch', fetchMock);

  const api = {
    fetch: fetchMock,
    requests,
    /** Adds a handler; later registrations win over earlier ones for the same route. */
    on(method: Method, path: string, handler: Handler | Reply) {
      const { pattern, keys } = compile(path);
      const fn: Handler = typeof handler === 'function' ? handler : () => handler;
      routes.unshift({ method, pattern, keys, handler: fn });
      return api;
    },
    /** Requests sent to `method path` (exact path). */
    calls(method: Method, path: string): RecordedRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
  return api;
}

export type FakeApi = ReturnType<typeof createFakeApi>;
