import {
  GUARDS_METADATA,
  METHOD_METADATA,
  PARAMTYPES_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { STATUS_CODES } from 'node:http';
import { errorBody } from '../../contracts/errors.js';
import { ROUTE_ERRORS } from './route-errors.js';

/** Where the document and its reader are served. */
export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_UI_PATH = '/api/docs';

type Access = 'public' | 'optional' | 'user' | 'admin';

/**
 * The guards that say who may call a route. The feature modules own them
 * (auth, operations); the application hands them in, so this kernel depends
 * on no feature module.
 */
export interface AccessGuards {
  admin: unknown;
  user: unknown;
  optional: unknown;
  rateLimited: unknown;
}
type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * JSON Schema 2020-12 is OpenAPI 3.1's schema dialect, so zod's own output is
 * used as it is (@nestjs/swagger asks for OpenAPI 3.0's by default). A body is
 * described as the client sends it (`input`: defaults optional).
 */
function zodToOpenApi31(schema: unknown, { schemaType }: { schemaType: 'input' | 'output' }) {
  const standard = (schema as { '~standard'?: { jsonSchema?: unknown } })['~standard'];
  const convert = (standard?.jsonSchema as Record<string, (options: object) => object>)?.[
    schemaType
  ];
  if (!convert) return undefined;
  const { $schema: _dialect, ...converted } = convert({ target: 'draft-2020-12' }) as {
    $schema?: string;
  };
  return { schema: converted };
}

/**
 * Parameter types as TypeScript's decorator metadata would give them: the
 * explorer finds parameters through them, and our loader (esbuild) emits
 * none. Set on the controller instance, which only the explorer reads from
 * now: Nest read its own when it registered the routes.
 */
function describeParameterTypes(instance: object, key: string, handler: object): void {
  if (Reflect.getMetadata(PARAMTYPES_METADATA, instance, key)) return;
  const args: Record<string, { index: number }> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, instance.constructor, key) ?? {};
  const types: unknown[] = Array.from({ length: (handler as () => void).length }, () => Object);
  for (const [slot, { index }] of Object.entries(args)) {
    const kind = Number(slot.split(':')[0]);
    if (kind === RouteParamtypes.PARAM || kind === RouteParamtypes.QUERY) types[index] = String;
  }
  Reflect.defineMetadata(PARAMTYPES_METADATA, types, instance, key);
}

/**
 * Who may call each route, read from its guards (`Controller_method`,
 * swagger's operation ids); gives each handler its parameter types on the way.
 */
function accessByOperation(
  app: NestFastifyApplication,
  guardsFor: AccessGuards,
): Map<string, Access> {
  const access = new Map<string, Access>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller || !wrapper.instance) continue;
      const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[key];
        if (
          typeof handler !== 'function' ||
          Reflect.getMetadata(METHOD_METADATA, handler) === undefined
        )
          continue;
        describeParameterTypes(wrapper.instance as object, key, handler);
        const guards = [...classGuards, ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? [])];
        const has = (guard: unknown) => guards.includes(guard);
        access.set(
          `${controller.name}_${key}`,
          has(guardsFor.admin)
            ? 'admin'
            : has(guardsFor.user)
              ? 'user'
              : has(guardsFor.optional)
                ? 'optional'
                : 'public',
        );
        if (has(guardsFor.rateLimited))
          access.set(`${controller.name}_${key}:rate-limited`, 'public');
      }
    }
  }
  return access;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

/**
 * The failures every route shares, derived from what it declares (guards,
 * schemas, path parameters), then the route's own from ROUTE_ERRORS
 * (docs/api.md). Every failure has the one ErrorBody shape.
 */
function describeFailures(
  route: string,
  operation: Operation,
  access: Access,
  rateLimited: boolean,
) {
  const failures: Record<string, string> = {};
  const parameters = (operation.parameters ?? []) as { in?: string }[];
  if (operation.requestBody || parameters.some((parameter) => parameter.in === 'query'))
    failures[400] =
      'Invalid input: `message` names the first problem, `errors` lists one per field.';
  if (access === 'user' || access === 'admin')
    failures[401] = 'No valid bearer token (missing, expired, or its user is gone).';
  if (access === 'optional') failures[401] = 'A bearer token was sent but is not valid.';
  if (access === 'admin') failures[403] = 'Administrators only.';
  if (parameters.some((parameter) => parameter.in === 'path'))
    failures[404] = 'Not found, or not visible to the caller (private content is never revealed).';
  if (operation.requestBody) failures[413] = 'The body is over 1 MB.';
  if (rateLimited)
    failures[429] = "This client address's sign-in/sign-up budget is spent (Retry-After).";
  Object.assign(failures, ROUTE_ERRORS[route] ?? {});
  for (const [status, description] of Object.entries(failures))
    operation.responses[status] = errorResponse(description);
}

/** The OpenAPI 3.1 document of every route the application registers. */
export function buildOpenApiDocument(
  app: NestFastifyApplication,
  guards: AccessGuards,
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('PackMeet API')
    .setDescription(
      "JSON over HTTP on the web app's origin. Request bodies and queries are the zod schemas the server validates with; every failure is an ErrorBody. The prose reference, with every rule and message, is docs/api.md.",
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  const access = accessByOperation(app, guards);
  const document = SwaggerModule.createDocument(app, config, {
    standardSchemaConverter: zodToOpenApi31,
    autoTagControllers: false,
  });
  document.components = {
    ...document.components,
    schemas: {
      ...document.components?.schemas,
      ErrorBody: zodToOpenApi31(errorBody, { schemaType: 'output' })!.schema as never,
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId ?? '';
      const who = access.get(id) ?? 'public';
      // The path's first segment after /api names the part of the product.
      operation.tags = [/^\/(?:api\/)?([^/{]+)/.exec(path)?.[1] ?? 'pages'];
      if (who === 'user' || who === 'admin') operation.security = [{ bearer: [] }];
      if (who === 'optional') operation.security = [{ bearer: [] }, {}];
      const route = `${method.toUpperCase()} ${path}`;
      describeFailures(route, operation, who, access.has(`${id}:rate-limited`));
      for (const [status, response] of Object.entries(operation.responses) as [
        string,
        { description?: string },
      ][])
        if (!response.description) response.description = STATUS_CODES[status] ?? status;
    }
  }
  return document;
}

/**
 * Serves the document at /api/openapi.json and Swagger UI at /api/docs. The
 * document is built on first request: building it at boot would cost every
 * start (and every test server) for a page few open.
 */
export function serveOpenApi(app: NestFastifyApplication, guards: AccessGuards): void {
  SwaggerModule.setup(OPENAPI_UI_PATH.slice(1), app, () => buildOpenApiDocument(app, guards), {
    jsonDocumentUrl: OPENAPI_JSON_PATH.slice(1),
    raw: ['json'],
    customSiteTitle: 'PackMeet API',
  });
}
