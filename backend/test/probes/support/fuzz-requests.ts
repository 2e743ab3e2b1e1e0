import { Agent, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { RegisteredRoute } from '../../support/test-app.js';
import {
  NOT_JSON_TOKENS,
  RAW_NUMBER_TOKENS,
  deeplyNested,
  hostileSegment,
} from './hostile-values.js';
import { bodyFor, queryFor, type Fixtures, type RouteSchemas } from './schema-arbitraries.js';

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** The route it was made for, for the figures. */
  route: string;
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

/** A fuzzable route: Fastify's listing, with its schemas when the controller declared some. */
export interface FuzzRoute extends RegisteredRoute {
  schemas: RouteSchemas;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const isWrite = (method: string) => WRITES.has(method);

/**
 * Every route the app registered, but HEAD (Fastify adds one per GET; it is
 * GET without a body) and socket.io's, which does not go through Fastify.
 */
export function fuzzRoutes(
  routes: readonly RegisteredRoute[],
  schemas: Map<string, RouteSchemas>,
): FuzzRoute[] {
  const seen = new Set<string>();
  const result: FuzzRoute[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (route.method === 'HEAD' || seen.has(key)) continue;
    seen.add(key);
    result.push({ ...route, schemas: schemas.get(key) ?? {} });
  }
  return result;
}

/** A real value for a path parameter, from the segment before it (`groups/:id` is a group id). */
function realSegment(route: string, index: number, fixtures: Fixtures): string[] {
  const segments = route.split('/');
  const name = segments[index]!.slice(1).replace(/\..*$/, '');
  const before = segments[index - 1] ?? '';
  return fixtures.ids[`${before}/${name}`] ?? fixtures.ids[name] ?? [];
}

/** The route's path with each parameter a real id (mostly) or something hostile. */
function pathFor(route: FuzzRoute, fixtures: Fixtures): fc.Arbitrary<string> {
  const segments = route.url.split('/');
  return fc
    .tuple(
      ...segments.map((segment, index) => {
        if (segment === '*') return fc.oneof(hostileSegment, fc.constant('index.html'));
        if (!segment.startsWith(':')) return fc.constant(segment);
        const suffix = /\.[a-z]+$/.exec(segment)?.[0] ?? '';
        const real = realSegment(route.url, index, fixtures);
        const hostile = hostileSegment.map((value) => value + suffix);
        return real.length > 0
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...real).map((value) => value + suffix) },
              { weight: 2, arbitrary: hostile },
            )
          : hostile;
      }),
    )
    .map((parts) => parts.join('/'));
}

type Payload = { body?: string | Buffer; contentType?: string };

/** The body as JSON, or as bytes a JSON parser must refuse, or under a type we do not take. */
function payloadFor(route: FuzzRoute, fixtures: Fixtures): fc.Arbitrary<Payload> {
  const example = fixtures.examples[`${route.method} ${route.url}`];
  const json = bodyFor(route.schemas.body, fixtures, example).map(
    (value) => JSON.stringify(value) ?? 'null',
  );
  const asJson = (body: string | Buffer): Payload => ({ body, contentType: 'application/json' });
  return fc.oneof(
    { weight: 12, arbitrary: json.map(asJson) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.nat())
        .map(([text, cut]) => asJson(text.slice(0, text.length > 1 ? cut % (text.length - 1) : 0))),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(json, fc.constantFrom(...RAW_NUMBER_TOKENS, ...NOT_JSON_TOKENS), fc.nat())
        .map(([text, token, at]) => {
          // Replace one value (or the whole body) with a token JSON.stringify never writes.
          const values = [...text.matchAll(/:("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*|true|false|null)/g)];
          if (values.length === 0) return asJson(token);
          const match = values[at % values.length]!;
          const start = match.index + 1;
          return asJson(text.slice(0, start) + token + text.slice(start + match[1]!.length));
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(50, 1_000, 100_000),
          fc.constantFrom<'array' | 'object'>('array', 'object'),
        )
        .map(([depth, kind]) => asJson(deeplyNested(depth, kind))),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '',
          ' ',
          'null',
          '[]',
          '"text"',
          '0',
          '\ufeff{}',
          '{"a":1,"a":2}',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
          '{,}',
          '{"a":"\\ud800"}',
          '{"a":"\\u0000"}',
        )
        .map(asJson),
    },
    { weight: 1, arbitrary: fc.constant(asJson(`{"a":"${'x'.repeat(1_100_000)}"}`)) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.constantFrom(...ODD_CONTENT_TYPES))
        .map(([body, contentType]) => ({
          body,
          contentType,
        })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 512 })
        .map((bytes) => ({ body: Buffer.from(bytes), contentType: 'application/octet-stream' })),
    },
  );
}

const ODD_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/x-packmeet-raw-body',
  'image/jpeg',
  '*/*',
  ';',
  'application/json, text/html',
];

/** Who the request claims to be: the fixture user mostly, or nobody, or a forgery. */
function authFor(token: string): fc.Arbitrary<string | undefined> {
  const [header, payload] = token.split('.');
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(`Bearer ${token}`) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Bearer a.b.c',
        `Bearer ${token}x`,
        `Bearer eyJhbGciOiJub25lIn0.${payload}.`,
        `Bearer ${header}.${payload}.`,
        `bearer ${token}`,
        `Basic ${Buffer.from('maya:secret').toString('base64')}`,
        `Bearer ${'a'.repeat(8_000)}`,
        `Bearer ${token} ${token}`,
      ),
    },
  );
}

/** One request to the route: its path, query, body, content type and credentials drawn independently. */
export function requestFor(
  route: FuzzRoute,
  fixtures: Fixtures,
  token: string,
): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'GET';
  return fc
    .record({
      path: pathFor(route, fixtures),
      query: fc.oneof(
        { weight: 1, arbitrary: fc.constant('') },
        { weight: 4, arbitrary: queryFor(route.schemas.query, fixtures) },
      ),
      payload: hasBody ? payloadFor(route, fixtures) : fc.constant<Payload>({}),
      authorization: authFor(token),
      gzip: fc.boolean(),
    })
    .map(({ path, query, payload, authorization, gzip }) => {
      const headers: Record<string, string> = {};
      if (authorization !== undefined) headers.authorization = authorization;
      if (payload.contentType) headers['content-type'] = payload.contentType;
      if (gzip) headers['accept-encoding'] = 'gzip';
      return {
        method: route.method,
        path: query ? `${path}?${query}` : path,
        headers,
        body: payload.body,
        route: `${route.method} ${route.url}`,
      };
    });
}

/** Sends requests over a few kept-alive connections, as a browser would. */
export class KeptAliveClient {
  private readonly agent: Agent;

  constructor(
    private readonly baseUrl: string,
    connections: number,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: connections });
  }

  /** Requests sent again after their connection broke before an answer. */
  retried = 0;

  /**
   * A kept-alive connection the server has just closed fails the next request
   * sent on it before the server sees it: that one is sent again, as Node's
   * documentation advises, the last time on a connection of its own. (Node's
   * parser refuses an over-long request line or headers with Fastify's 431,
   * then closes the connection without saying `Connection: close`, so the
   * agent keeps it.) A request that breaks its own connection fails.
   */
  async send(request: FuzzRequest): Promise<FuzzResponse> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.sendOnce(request, attempt < 3 ? this.agent : false);
      } catch (error) {
        if (attempt === 3) throw error;
        this.retried++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  }

  private sendOnce(request: FuzzRequest, agent: Agent | false): Promise<FuzzResponse> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        new URL(request.path, this.baseUrl),
        {
          method: request.method,
          // Node sends a DELETE's body with neither a length nor chunks: the server would read it as the next request.
          headers:
            request.body === undefined
              ? request.headers
              : { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: String(response.headers['content-type'] ?? ''),
              text:
                response.headers['content-encoding'] === 'gzip'
                  ? gunzip(Buffer.concat(chunks))
                  : Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

const gunzip = (bytes: Buffer) => gunzipSync(bytes).toString('utf8');

/** How a request reads in a failure message: short enough to paste into a bug report. */
export function describeExchange(request: FuzzRequest, response?: FuzzResponse): string {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body.slice(0, 600)
        : `<${request.body.length} bytes>`;
  const lines = [
    `${request.method} ${request.path.slice(0, 600)}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value.slice(0, 120)}`),
    '',
    body,
  ];
  if (response)
    lines.push(`=> ${response.status} ${response.contentType} ${response.text.slice(0, 300)}`);
  return lines.join('\n');
}
