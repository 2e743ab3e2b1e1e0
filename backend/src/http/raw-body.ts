import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';

export interface RawBodyOptions {
  maxBytes: number;
  /** The error for a body over maxBytes (the filter maps it like any other). */
  tooLarge: () => Error;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rawBody?: RawBodyOptions;
  }
}

/** Our private media type: only routes marked with `@RawBody()` ever see it. */
const RAW_BODY_TYPE = 'application/x-packmeet-raw-body';

/**
 * Marks a route whose body is the request's bytes as they came, whatever their
 * content type (a file upload), as a Buffer of at most `maxBytes`.
 */
export const RawBody = (options: RawBodyOptions) => RouteConfig({ rawBody: options });

/**
 * Fastify picks a body parser by content type for the whole server, and an
 * upload may declare any type (`application/json` and `text/plain` included,
 * which would be parsed). So routes marked `@RawBody()` get an onRequest hook
 * of their own (it runs after routing, before parsing) that relabels the body
 * with our private type, whose parser collects raw bytes up to the route's
 * limit. The declared type is not kept: an upload's type is detected from its
 * bytes. Hooked per route, so no other request pays for it. Call before the
 * application registers its routes (before `listen`/`init`).
 */
export function acceptRawBodies(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (!route.config?.rawBody) return;
    const relabel: onRequestHookHandler = (request, _reply, done) => {
      request.raw.headers['content-type'] = RAW_BODY_TYPE;
      done();
    };
    route.onRequest = [...toArray(route.onRequest), relabel];
  });

  fastify.addContentTypeParser(RAW_BODY_TYPE, (request, payload, done) => {
    const options = request.routeOptions.config?.rawBody;
    if (!options) {
      done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }), undefined);
      return;
    }
    collect(request, payload, options, done);
  });
}

/**
 * How much of a body over its limit is still read, and thrown away, before
 * the 413 goes out. Answering while the client is still sending does not
 * work: Fastify closes the connection after a refused body, and a socket
 * closed with unread bytes is reset, so the client gets EPIPE or ECONNRESET
 * instead of the 413. Read to its end, the body leaves nothing unread and
 * the client reads the answer. Beyond this much the answer goes out at once:
 * a client sending that much gets no clean answer, and we read no more of it.
 */
export const DISCARD_AT_MOST_BYTES = 32 * 2 ** 20;

function collect(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  { maxBytes, tooLarge }: RawBodyOptions,
  done: (error: Error | null, body?: Buffer) => void,
): void {
  // Declared beyond what we would read to refuse cleanly: refuse at once, before reading a byte.
  if (Number(request.headers['content-length']) > DISCARD_AT_MOST_BYTES) {
    done(tooLarge());
    return;
  }
  let chunks: Buffer[] = [];
  let received = 0;
  const finish = (error: Error | null, body?: Buffer) => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', finish);
    done(error, body);
  };
  function onData(chunk: Buffer | string) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    // Counted as it arrives: a chunked body has no declared length.
    received += bytes.length;
    if (received <= maxBytes) chunks.push(bytes);
    // Too large: what came is dropped, the rest is read and dropped until the body ends.
    else chunks = [];
    if (received > DISCARD_AT_MOST_BYTES) finish(tooLarge());
  }
  function onEnd() {
    if (received > maxBytes) finish(tooLarge());
    else finish(null, Buffer.concat(chunks, received));
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', finish);
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
