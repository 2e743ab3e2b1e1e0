import fc from 'fast-check';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { z } from 'zod';
import { MAX_ATTENDEE_OPTIONS, PARK_TYPES } from '../../../src/contracts/meetups.js';
import { EXTREME_DATES, anyText, encode, prototypeKeys, wrongValue } from './hostile-values.js';

/** The part of JSON Schema that `z.toJSONSchema` writes for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  not?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
}

export interface RouteSchemas {
  body?: JsonSchema;
  query?: JsonSchema;
}

/** Real ids and values the fuzzer mixes in, so requests reach past "not found". */
export interface Fixtures {
  ids: Record<string, string[]>;
  photoPaths: string[];
  uploadURLs: string[];
  /** A body each route accepts, keyed `METHOD /path/:param`, to change one field at a time. */
  examples: Record<string, Record<string, unknown>>;
}

const BODY = 3; // Nest's RouteParamtypes.BODY
const QUERY = 4; // RouteParamtypes.QUERY

/**
 * The zod schema each route validates its body and query with, read from the
 * running application's controllers (what `@Body({ schema })` and
 * `@Query({ schema })` recorded), as JSON Schema of what a client sends.
 * Keyed `METHOD /path/:param`, as Fastify lists routes.
 */
export function routeSchemas(app: NestFastifyApplication): Map<string, RouteSchemas> {
  const found = new Map<string, RouteSchemas>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<
          string,
          { schema?: z.ZodType }
        >;
        const schemas: RouteSchemas = {};
        for (const [key, arg] of Object.entries(args)) {
          if (!arg.schema) continue;
          const json = z.toJSONSchema(arg.schema, {
            io: 'input',
            unrepresentable: 'any',
          }) as JsonSchema;
          if (key.startsWith(`${BODY}:`)) schemas.body = json;
          if (key.startsWith(`${QUERY}:`)) schemas.query = json;
        }
        const url = `/${[base, path].join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
        found.set(`${RequestMethod[method]} ${url}`, schemas);
      }
    }
  }
  return found;
}

const DAY = 86_400_000;

/** Values a text field of this name is checked against: real ids, dates, paths, places. */
function textHint(key: string, fixtures: Fixtures): fc.Arbitrary<unknown> | undefined {
  if (/date|time|^at$/i.test(key)) {
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .integer({ min: -DAY, max: 800 * DAY })
          .map((offset) => new Date(Date.now() + offset).toISOString()),
      },
      { weight: 1, arbitrary: fc.constantFrom(...EXTREME_DATES) },
    );
  }
  if (/groupId/.test(key)) return fc.constantFrom(...(fixtures.ids['groups'] ?? ['x']));
  if (/dogIds?$/.test(key)) return fc.constantFrom(...(fixtures.ids['dogs'] ?? ['x']));
  if (/picture|image|cover/i.test(key) && fixtures.photoPaths.length > 0)
    return fc.constantFrom(...fixtures.photoPaths, '/objects/photos/../../etc/passwd');
  if (/objectURL/.test(key) && fixtures.uploadURLs.length > 0)
    return fc.constantFrom(
      ...fixtures.uploadURLs,
      ...fixtures.uploadURLs.map((url) => `${url}/../../../../etc/passwd`),
      '/objects/uploads/../../etc/passwd',
      'file:///etc/passwd',
      'http://169.254.169.254/latest/meta-data/',
    );
  if (key === 'email') return fc.oneof(fc.emailAddress(), fc.constant('MAYA@Example.com'));
  if (key === 'state') return fc.constantFrom('TX', 'tx', 'Texas', 'ZZ', 'PR', 'DC');
  if (key === 'city') return fc.constantFrom('Austin', 'austin', 'Springfield', 'Zzyzx');
  if (key === 'parkType') return fc.constantFrom(...PARK_TYPES, 'dog_area', 'dedicated', 'lava');
  return undefined;
}

/** Values a number field of this name is checked against (a refinement JSON Schema cannot say). */
function numberHint(key: string): fc.Arbitrary<unknown> | undefined {
  if (key === 'maxAttendees') return fc.constantFrom(...MAX_ATTENDEE_OPTIONS, 0, 7, 101);
  return undefined;
}

/** Ordinary text: what a person types, within the schema's bounds. */
const plainText = (minLength: number, maxLength: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEF0123456789 ._-'),
    minLength: Math.max(1, minLength),
    maxLength: Math.max(1, Math.min(maxLength, 30)),
  });

/** Left out of a record. */
const ABSENT = Symbol('absent');

/**
 * Values of the shape the schema describes, mostly valid or nearly so (so
 * requests get past the first check and reach the handlers), now and then
 * at or past the edges of a limit, or from the whole of Unicode.
 */
export function shapedValue(
  schema: JsonSchema,
  fixtures: Fixtures,
  key = '',
): fc.Arbitrary<unknown> {
  if (schema.not !== undefined) return wrongValue;
  if (schema.anyOf)
    return fc.oneof(...schema.anyOf.map((each) => shapedValue(each, fixtures, key)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const types = [schema.type ?? 'any'].flat();
  return fc.oneof(...types.map((type) => ofType(type)));

  function ofType(type: string): fc.Arbitrary<unknown> {
    switch (type) {
      case 'string': {
        const max = schema.maxLength ?? 200;
        const usual = textHint(key, fixtures) ?? plainText(schema.minLength ?? 0, max);
        return fc.oneof({ weight: 5, arbitrary: usual }, { weight: 1, arbitrary: anyText(max) });
      }
      case 'integer':
      case 'number': {
        const min = Math.max(schema.minimum ?? -1e6, -1e6);
        const max = Math.min(schema.maximum ?? 1e6, 1e6);
        const inRange =
          type === 'integer' ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
        return fc.oneof(
          { weight: 5, arbitrary: numberHint(key) ?? inRange },
          { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, min, max) },
        );
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(shapedValue(schema.items ?? {}, fixtures, key), {
          maxLength: Math.min((schema.maxItems ?? 10) + 1, 12),
        });
      case 'object': {
        const required = new Set(schema.required ?? []);
        const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
          const value = shapedValue(property, fixtures, name);
          // Optional fields are mostly sent: a rule that needs several of them is reached more often.
          return fc.tuple(
            fc.constant(name),
            required.has(name) ? value : fc.option(value, { freq: 5, nil: ABSENT }),
          );
        });
        return fc
          .tuple(...fields)
          .map((entries) => Object.fromEntries(entries.filter(([, value]) => value !== ABSENT)));
      }
      default:
        return wrongValue;
    }
  }
}

/** One change that makes a shaped body wrong in a way a schema or a handler must catch. */
const mutation: fc.Arbitrary<(body: unknown) => unknown> = fc.oneof(
  fc.tuple(fc.nat(), wrongValue).map(([index, value]) => (body: unknown) => {
    if (!isRecord(body)) return value;
    const keys = Object.keys(body);
    if (keys.length === 0) return { ...body, extra: value };
    return { ...body, [keys[index % keys.length]!]: value };
  }),
  fc.constant((body: unknown) => ({ ...prototypeKeys(), ...(isRecord(body) ? body : {}) })),
  fc.constant((body: unknown) => Object.assign(prototypeKeys(), isRecord(body) ? body : {})),
  fc
    .constantFrom('isAdmin', 'ownerId', 'creatorId', 'userId', 'id', '_id', '$set', '_position')
    .map((name) => (body: unknown) => ({
      ...(isRecord(body) ? body : {}),
      [name]: 'someone-else',
    })),
  fc.constant((body: unknown) => [body]),
  fc.constant((body: unknown) => ({ data: body })),
  fc.constant(() => null),
);

/** The example with one field given another value, a wrong one, or left out. */
function oneFieldChanged(
  example: Record<string, unknown>,
  schema: JsonSchema,
  fixtures: Fixtures,
): fc.Arbitrary<unknown> {
  const keys = Object.keys(example);
  if (keys.length === 0) return fc.constant(example);
  return fc.constantFrom(...keys).chain((key) =>
    fc
      .oneof(
        { weight: 3, arbitrary: shapedValue(schema.properties?.[key] ?? {}, fixtures, key) },
        { weight: 2, arbitrary: wrongValue },
        { weight: 1, arbitrary: fc.constant<unknown>(ABSENT) },
      )
      .map((value) => {
        const changed: Record<string, unknown> = { ...example, [key]: value };
        if (value === ABSENT) delete changed[key];
        return changed;
      }),
  );
}

/**
 * Bodies for a route: its working example, alone or with one field changed
 * (what reaches the handler's rules), values shaped by its schema, with or
 * without one mutation, and values of no shape at all.
 */
export function bodyFor(
  schema: JsonSchema | undefined,
  fixtures: Fixtures,
  example?: Record<string, unknown>,
): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(wrongValue, fc.jsonValue({ maxDepth: 4 }));
  const shaped = shapedValue(schema, fixtures);
  const fromExample = example
    ? [
        { weight: 1, arbitrary: fc.constant(example) },
        { weight: 5, arbitrary: oneFieldChanged(example, schema, fixtures) },
      ]
    : [];
  return fc.oneof(
    ...fromExample,
    { weight: 3, arbitrary: shaped },
    { weight: 2, arbitrary: fc.tuple(shaped, mutation).map(([body, mutate]) => mutate(body)) },
    { weight: 1, arbitrary: wrongValue },
  );
}

/** A query string (without `?`) for the schema, with repeated, nested-looking and prototype keys mixed in. */
export function queryFor(schema: JsonSchema | undefined, fixtures: Fixtures): fc.Arbitrary<string> {
  const shaped = schema ? shapedValue(schema, fixtures) : fc.constant({});
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'q[__proto__]',
        'limit[]',
        'a[b][c]',
        'page',
        '',
        '%',
      ),
      fc.oneof(anyText(50), fc.constantFrom('1e400', 'NaN', '-1', '[]', '{}')),
    ),
    { maxLength: 2 },
  );
  // Now and then every key twice: Fastify then hands the schema an array.
  const repeated = fc.nat(4).map((draw) => draw === 0);
  return fc.tuple(shaped, extra, repeated).map(([values, pairs, repeat]) => {
    const parts: string[] = [];
    for (const [name, value] of Object.entries(isRecord(values) ? values : {})) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      parts.push(`${encode(name)}=${encode(text ?? '')}`);
      if (repeat) parts.push(`${encode(name)}=${encode(text ?? '')}`);
    }
    for (const [name, value] of pairs) parts.push(`${name}=${encode(value)}`);
    return parts.join('&');
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
