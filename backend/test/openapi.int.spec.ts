import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ERRORS } from '../src/http/openapi/route-errors.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Operation = {
  parameters?: { name: string; in: string; required?: boolean; schema?: object }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
  security?: Record<string, string[]>[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `GET /api/meetups/:id` as the document writes it: `GET /api/meetups/{id}`. */
const openApiRoute = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

describe('the OpenAPI document', () => {
  let app: TestApp;
  let document: Document;
  let operations: Map<string, Operation>;

  beforeAll(async () => {
    app = await startTestApp();
    const response = await app.http.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    document = response.body as Document;
    operations = new Map(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, operation]) => [
          `${method.toUpperCase()} ${path}`,
          operation,
        ]),
      ),
    );
  });
  afterAll(() => app.close());

  it('is a valid OpenAPI 3.1 document (swagger-parser)', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('has every route the server registers', () => {
    const isFile = (url: string) => {
      const path = join(app.config.frontendDist, url);
      return existsSync(path) && statSync(path).isFile();
    };
    const served = app.routes
      .filter(({ method, url }) => method !== 'HEAD' && !url.includes('*') && !isFile(url))
      .map(({ method, url }) => openApiRoute(method, url));
    expect(served.length).toBeGreaterThan(70);
    expect(served.filter((route) => !operations.has(route))).toEqual([]);
    expect([...operations.keys()].filter((route) => !served.includes(route))).toEqual([]);
  });

  it('has every route docs/api.md describes', () => {
    const reference = readFileSync(join(import.meta.dirname, '../../docs/api.md'), 'utf8');
    const described = [...reference.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/[\w/{}.:-]+)/g)].map(
      ([, method, path]) => `${method} ${path!.replace(/[.:]$/, '')}`,
    );
    // Where the prose names a route by the form of its parameter.
    const written: Record<string, string> = {
      'GET /objects/photos/{id}.{ext}': 'GET /objects/photos/{file}',
      'GET /og/event/{meetupId}.png': 'GET /og/event/{file}',
      'GET /og/city/{citySlug}.png': 'GET /og/city/{file}',
    };
    // The document and its reader are served beside the API, not described in it.
    const itself = new Set(['GET /api/openapi.json', 'GET /api/docs']);
    expect(described.length).toBeGreaterThan(60);
    expect(
      described.filter((route) => !itself.has(route) && !operations.has(written[route] ?? route)),
    ).toEqual([]);
    // `PUT {uploadURL}` is the upload route, by the URL POST /api/objects/upload answers.
    expect(operations.has('PUT /api/objects/uploads/{userId}/{uploadId}')).toBe(true);
  });

  it('describes bodies and queries with the schemas the server validates with', () => {
    const body = operations.get('POST /api/groups')!.requestBody!.content['application/json']!
      .schema as { required: string[]; properties: Record<string, { enum?: string[] }> };
    expect(body.required).toEqual(expect.arrayContaining(['name', 'description', 'city', 'state']));
    expect(body.properties.kind!.enum).toEqual(['public', 'private', 'invite-only']);
    const browse = operations.get('GET /api/groups/browse')!.parameters!;
    expect(browse.find((parameter) => parameter.name === 'pageSize')).toMatchObject({
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 50 },
    });
    const approve = operations.get('POST /api/groups/{id}/join-requests/{userId}/approve')!;
    expect(approve.parameters!.filter((parameter) => parameter.in === 'path')).toEqual([
      expect.objectContaining({ name: 'id', required: true }),
      expect.objectContaining({ name: 'userId', required: true }),
    ]);
  });

  it('gives every route its failures as ErrorBody, and bearer security where a token is needed', () => {
    const errorBody = { $ref: '#/components/schemas/ErrorBody' };
    for (const [route, operation] of operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith('2')),
        route,
      ).toBe(true);
      for (const status of statuses.filter((status) => Number(status) >= 400))
        expect(operation.responses[status]!.content!['application/json']!.schema, route).toEqual(
          errorBody,
        );
    }
    expect(operations.get('POST /api/meetups')!.security).toEqual([{ bearer: [] }]);
    expect(operations.get('GET /api/meetups/{id}')!.security).toEqual([{ bearer: [] }, {}]);
    expect(operations.get('GET /api/groups/browse')!.security).toBeUndefined();
    expect(Object.keys(operations.get('POST /api/meetups/{id}/rsvp')!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    expect(Object.keys(operations.get('POST /api/admin/projections/verify')!.responses)).toEqual(
      expect.arrayContaining(['401', '403', '409']),
    );
    expect(Object.keys(operations.get('POST /api/auth/login')!.responses)).toEqual(
      expect.arrayContaining(['400', '401', '429']),
    );
  });

  it('has no failures listed for a route it does not have', () => {
    expect(Object.keys(ROUTE_ERRORS).filter((route) => !operations.has(route))).toEqual([]);
  });

  it('is read in Swagger UI at /api/docs, a page under the pages’ CSP whose scripts load', async () => {
    const page = await app.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => src!);
    expect(scripts).toEqual(expect.arrayContaining(['./docs/swagger-ui-init.js']));
    for (const src of scripts) {
      const script = await app.http.get(new URL(src, `${app.url}/api/docs`).pathname);
      expect(script.status, src).toBe(200);
      expect(script.headers.get('content-type'), src).toMatch(/javascript/);
    }
    // No inline script: the page works under script-src 'self'.
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
